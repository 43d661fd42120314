import warnings

from sensors import legacy, reader

with warnings.catch_warnings(record=True) as caught:
    warnings.simplefilter("always")
    warnings.filterwarnings("ignore", module=r"sensors\.legacy")
    warnings.filterwarnings("error", category=RuntimeWarning, module=r"sensors\.reader")
    print(legacy.read_old([1, 2]))
    try:
        reader.read([3, -1, 4])
    except RuntimeWarning as error:
        print("error:", error)
    warnings.warn("from main", UserWarning)
print([(w.category.__name__, str(w.message)) for w in caught])

with warnings.catch_warnings(record=True) as caught:
    warnings.simplefilter("module")
    for _ in range(3):
        reader.check()
        legacy.check()
print(len(caught), [str(w.message) for w in caught])
