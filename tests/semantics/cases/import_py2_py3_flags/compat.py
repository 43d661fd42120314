import sys

PY2 = sys.version_info[0] == 2
PY3 = sys.version_info[0] >= 3

if PY3:
    string_types = (str,)
    text_type = str
else:
    string_types = (basestring,)  # noqa: F821 (Python 2 only)
    text_type = unicode  # noqa: F821


def ensure_text(value):
    if PY2 and isinstance(value, str):
        return value.decode("utf-8")
    return text_type(value)
