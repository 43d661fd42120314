# fmt: off
import os
def a(b,c=1):
 if b:return c
 for d in b:
  if d:a(d);break
 return-b
class A:x=1;y=2
print(a(0),A.x)
