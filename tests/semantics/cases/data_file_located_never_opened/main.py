import sys

from pkg.lib import HERE, Settings, describe, show

if sys.stdin.read().strip() == "go":
    print(describe(), show(HERE, Settings.template), Settings().template.endswith("t.txt"))
