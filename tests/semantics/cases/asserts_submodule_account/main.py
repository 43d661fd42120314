import sys

from bank import Account

account = Account(100)
for line in sys.stdin:
    op, amount = line.split()
    try:
        print(op, amount, "->", getattr(account, op)(int(amount)))
    except AssertionError as error:
        print(op, amount, "refused:", error)
print("final", account.balance)
