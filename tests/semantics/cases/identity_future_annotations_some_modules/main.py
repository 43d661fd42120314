import dataclasses
from pkg import a, b

print(len(dataclasses.fields(b.Config)), b.Config("n").name, b.Config.LIMIT)
print(a.f(1))
print(b.describe.__annotations__, b.EVALUATED)
