import inspect
import os
import traceback
from pkg import pages

print(inspect.getsource(pages.second))
try:
    pages.fail()
except ValueError as e:
    for fs in traceback.extract_tb(e.__traceback__):
        print(os.path.basename(fs.filename), fs.lineno, fs.name, repr(fs.line))
print(pages.SEP, len(pages.SEP))
