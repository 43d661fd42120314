# fmt: off
import os
import sys
from os import path
from os import sep as separator

print(os.name == "posix" or sys, path.basename("a/b"), separator)
# output
import os, sys
from os import path, sep as separator
print(os.name == 'posix' or sys, path.basename('a/b'), separator)
