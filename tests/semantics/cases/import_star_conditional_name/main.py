helper = "main's own"
from options import *

print(helper, level)
