from errors import AppError, NotFound
from service import get_age

for name, caller in (("ann", "ann"), ("bob", "ann"), ("b0b", "ann"), ("ann", "eve")):
    try:
        print("age", get_age(name, caller))
    except NotFound as error:
        print("not found:", repr(error))
    except AppError as error:
        print(type(error).__name__, repr(error), str(error))
        print([cls.__name__ for cls in type(error).__mro__])
