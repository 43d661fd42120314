from pkg.lib import TEMPLATE

with open(TEMPLATE) as f:
    print(f.read().strip())
