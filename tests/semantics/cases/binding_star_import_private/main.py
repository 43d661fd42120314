from helpers import *  # noqa: F403

_secret = "main's own secret"
print(public_value, compute(2))  # noqa: F405
print(_secret)
try:
    print(_hidden_helper(1))  # noqa: F405
except NameError:
    print("_hidden_helper not star-imported")
import helpers  # noqa: E402

print(helpers._secret, helpers._hidden_helper(1))
