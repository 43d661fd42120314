from errors import NotFound, PermissionDenied, ValidationError

USERS = {"ann": 30}


def get_age(name, caller="ann"):
    if caller != "ann":
        raise PermissionDenied(caller)
    if not name.isalpha():
        raise ValidationError("name", "letters only")
    try:
        return USERS[name]
    except KeyError:
        raise NotFound(name) from None
