import sys
import traceback

from store import db

for line in sys.stdin:
    key = line.strip()
    try:
        print(key, "=", db.get(key))
    except Exception as error:
        print("".join(traceback.format_exception_only(type(error), error)).strip())
