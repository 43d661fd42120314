import warnings


def read_old(values):
    warnings.warn("read_old is obsolete", FutureWarning)
    return list(values)


def check():
    warnings.warn("sensor offline")
