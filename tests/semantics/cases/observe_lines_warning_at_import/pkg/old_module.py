import warnings

warnings.warn("pkg.old_module is deprecated", DeprecationWarning, stacklevel=2)


def use():
    warnings.warn("use() is deprecated", DeprecationWarning, stacklevel=2)
