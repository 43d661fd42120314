import os
import warnings

with warnings.catch_warnings(record=True) as caught:
    warnings.simplefilter("always")
    from pkg import old_module
    old_module.use()
for w in caught:
    print(w.category.__name__, w.message, os.path.basename(w.filename), w.lineno)
