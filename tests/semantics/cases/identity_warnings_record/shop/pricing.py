import warnings


def old_discount(price):
    warnings.warn("old_discount() is deprecated; use discount()", DeprecationWarning, stacklevel=2)
    return discount(price, 10)


def discount(price, percent):
    if percent > 50:
        warnings.warn(f"a discount of {percent}% looks wrong", UserWarning)
    return price * (100 - percent) // 100
