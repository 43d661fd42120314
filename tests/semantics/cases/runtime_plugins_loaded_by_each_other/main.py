import pkgutil
import sys
from importlib import import_module

import providers


def locales(package):
    return [name for _, name, is_package in pkgutil.iter_modules(package.__path__) if is_package]


kinds = [name for _, name, _ in pkgutil.iter_modules(providers.__path__)]
print("providers:", kinds)
for line in sys.stdin:
    locale = line.strip()
    for kind in kinds:
        package = import_module(f"providers.{kind}")
        if locale in locales(package):
            print(kind, locale, import_module(f"providers.{kind}.{locale}").WORDS)
        else:
            print(kind, locale, "missing")
