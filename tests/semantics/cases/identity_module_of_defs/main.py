from pkg.models import User, make_user
from pkg.util import helpers


class Local:
    pass


def key(obj):
    return f"{obj.__module__}.{obj.__qualname__}"


for obj in (User, User.Meta, make_user, helpers.slugify, Local, key):
    print(key(obj))
print(repr(User), User.Meta)
print(type(make_user("ann")))
print(helpers.slugify.__module__, helpers.__name__)
registry = {key(cls): cls for cls in (User, Local)}
print(sorted(registry))
