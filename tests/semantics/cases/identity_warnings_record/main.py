import os
import warnings

from shop import pricing

with warnings.catch_warnings(record=True) as caught:
    warnings.simplefilter("always")
    print(pricing.old_discount(200))
    print(pricing.discount(200, 60))

for w in caught:
    print(w.category.__name__, w.message, os.path.basename(w.filename), w.lineno)
