value = 2
try:
    raise ValueError("boom")
except ValueError as value:
    pass
