import sys

rows = [["name", "score"], ["ann", 1], ["bob", 22]]
for fmt in sys.stdin.read().split():
    module = __import__(f"formats.{fmt}_out", fromlist=["render"])
    print(f"[{module.__name__}]")
    print(module.render(rows))
top = __import__("formats." + "csv" + "_out")
print(top.__name__, top.DEFAULT, top.csv_out.render([[1, 2]]))
