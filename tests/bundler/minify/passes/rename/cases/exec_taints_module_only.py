# fmt: off
limit = 10


def run(code):
    exec(code)


def helper(number):
    result = number + limit
    return result


run("print(limit)")
print(helper(1))
# output
limit = 10

def run(code):
    exec(code)

def helper(a):
    b = a + limit
    return b
run('print(limit)')
print(helper(1))
