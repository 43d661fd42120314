print("compat_old loaded: must not happen")
_memo = {}


def cached_total(n):
    if n not in _memo:
        _memo[n] = sum(range(n))
    return _memo[n]


def describe():
    return "ancient python"
