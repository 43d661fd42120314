import math

_secret = "helpers' secret"
public_value = 17


def _hidden_helper(x):
    return x + public_value


def compute(x):
    return round(math.sqrt(_hidden_helper(x)), 4)
