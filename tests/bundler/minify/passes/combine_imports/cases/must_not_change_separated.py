# fmt: off
import os
value = 1
import sys
from os import *
from os import path
print(os.name == "posix" or sys, path.basename("a/b"), value)
