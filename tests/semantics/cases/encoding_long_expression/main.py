import expressions

a = 3
total = a + a + a + a + a + a + a + a + a + a + a + a + a + a + a + a + a + a + a + \
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
print("500 terms:", total)
print("via module:", expressions.sum_of_terms(2))
print("product mod:", expressions.big_product(1) % 1_000_003)
