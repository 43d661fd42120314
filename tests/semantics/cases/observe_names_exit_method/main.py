import sys
class Report:
    def __enter__(self):
        return self
    def __exit__(self, et, ev, tb):
        print("error:", ev)
        return True
def compute(flag):
    if flag:
        result_value = 10
    return result_value
print(compute(True))
if sys.stdin.readline().strip() == "go":
    with Report():
        compute(False)
