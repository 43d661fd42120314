def read_name():
    return input()


def read_ints():
    return [int(x) for x in input().split()]
