import warnings


def read(values):
    out = []
    for value in values:
        if value < 0:
            warnings.warn(f"negative reading {value}, clamped", RuntimeWarning)
            value = 0
        out.append(value)
    return out


def check():
    warnings.warn("sensor offline")
