import sys, subprocess
if sys.argv[1:] == ["child"]:
    print("child ran")
elif sys.stdin.read():
    r = subprocess.run([sys.executable, sys.argv[0], "child"], capture_output=True, text=True)
    print(r.returncode, r.stdout.strip())
