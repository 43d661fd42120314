import sys

from shell.console import BotShell

print(BotShell.__doc__)
BotShell(stdin=sys.stdin, stdout=sys.stdout).cmdloop()
print("bye")
