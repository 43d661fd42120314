import sys

from reader import records

rows = list(records(sys.stdin))
print(rows)
print(sum(score for _, score in rows))
