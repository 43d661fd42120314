from compat import PY3, ensure_text, string_types

print(PY3, string_types, ensure_text(42))
