def sum_of_terms(a):
    return a + a + a + a + a + a + a + a + a + a + a + a + a + a + a + a + a + a + a + \
    a + a + a + a + a + a + a + a + a + a + a + a + a + a + a + a + a + a + \
    a + a + a + a + a + a + a + a + a + a + a + a + a + a + a + a + a + a + \
    a + a + a + a + a + a + a + a + a + a + a + a + a + a + a + a + a + a + \
    a + a + a + a + a + a + a + a + a + a + a + a + a + a + a + a + a + a + \
    a + a + a + a + a + a + a + a + a + a + a + a + a + a + a + a + a + a + \
    a + a + a + a + a + a + a + a + a + a + a + a + a + a + a + a + a + a + \
    a + a + a + a + a + a + a + a + a + a + a + a + a + a + a + a + a + a + \
    a + a + a + a + a + a + a + a + a + a + a + a + a + a + a + a + a + a + \
    a + a + a + a + a + a + a + a + a + a + a + a + a + a + a + a + a + a + \
    a + a + a + a + a + a + a + a + a + a + a + a + a + a + a + a + a + a + \
    a + a + a + a + a + a + a + a + a + a + a + a + a + a + a + a + a + a + \
    a + a + a + a + a + a + a + a + a + a + a + a + a + a + a + a + a + a + \
    a + a + a + a + a + a + a + a + a + a + a + a + a + a + a + a + a + a + \
    a + a + a + a + a + a + a + a + a + a + a + a + a + a + a + a + a + a + \
    a + a + a + a + a + a + a + a + a + a + a + a + a + a + a + a + a + a + \
    a + a + a + a + a + a + a + a + a + a + a + a + a + a + a + a + a + a + \
    a + a + a + a + a + a + a + a + a + a + a + a + a + a + a + a + a + a + \
    a + a + a + a + a + a + a + a + a + a + a + a + a + a + a + a + a + a + \
    a + a + a + a + a + a + a + a + a + a + a + a + a + a + a + a + a + a + \
    a + a + a + a + a + a + a + a + a + a + a + a + a + a + a + a + a + a + \
    a + a + a + a + a + a + a + a + a + a + a + a + a + a + a + a + a + a + \
    a + a + a + a + a + a + a + a + a + a + a + a + a + a + a + a + a + a + \
    a + a + a + a + a + a + a + a + a + a + a + a + a + a + a + a + a + a + \
    a + a + a + a + a + a + a + a + a + a + a + a + a + a + a + a + a + a + \
    a + a + a + a + a + a + a + a + a + a + a + a + a + a + a + a + a + a + \
    a + a + a + a + a + a + a + a + a + a + a + a + a + a + a + a + a + a + \
    a + a + a + a + a + a + a + a + a + a + a + a + a


def big_product(b):
    return ((b + 0) * (b + 1) * (b + 2) * (b + 3) * (b + 4) * (b + 5) * (b + 6) * (b + 0) * (b + 1) * (b + 2) * (b + 3) * (b + 4) * (b + 5) * (b + 6) * (b + 0) * (b + 1) * (b + 2) * (b + 3) * (b + 4) * (b + 5) * (b + 6) * (b + 0) * (b + 1) * (b + 2) * (b + 3) * (b + 4) * (b + 5) * (b + 6) * (b + 0) * (b + 1) * (b + 2) * (b + 3) * (b + 4) * (b + 5) * (b + 6) * (b + 0) * (b + 1) * (b + 2) * (b + 3) * (b + 4) * (b + 5) * (b + 6) * (b + 0) * (b + 1) * (b + 2) * (b + 3) * (b + 4) * (b + 5) * (b + 6) * (b + 0) * (b + 1) * (b + 2) * (b + 3) * (b + 4) * (b + 5) * (b + 6) * (b + 0) * (b + 1) * (b + 2) * (b + 3) * (b + 4) * (b + 5) * (b + 6) * (b + 0) * (b + 1) * (b + 2) * (b + 3) * (b + 4) * (b + 5) * (b + 6) * (b + 0) * (b + 1) * (b + 2) * (b + 3) * (b + 4) * (b + 5) * (b + 6) * (b + 0) * (b + 1) * (b + 2) * (b + 3) * (b + 4) * (b + 5) * (b + 6) * (b + 0) * (b + 1) * (b + 2) * (b + 3) * (b + 4) * (b + 5) * (b + 6) * (b + 0) * (b + 1) * (b + 2) * (b + 3) * (b + 4) * (b + 5) * (b + 6) * (b + 0) * (b + 1) * (b + 2) * (b + 3) * (b + 4) * (b + 5) * (b + 6) * (b + 0) * (b + 1) * (b + 2) * (b + 3) * (b + 4) * (b + 5) * (b + 6) * (b + 0) * (b + 1) * (b + 2) * (b + 3) * (b + 4) * (b + 5) * (b + 6) * (b + 0))
