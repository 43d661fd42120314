def parse_sum(line):
    a, b = line.split()
    return int(a) + int(b)  # ValueError on "x": uncaught, exit status 1
