# fmt: off
import os.path as osp
from . import sibling
from ..package.module import name as alias, other


@decorator
@decorator.attribute(1)
class Thing(Base, metaclass=Meta):
    value: int = 1

    def method(self, a, /, b=2, *args, c, d=4, **kwargs) -> int:
        if a:
            return 1
        elif b:
            pass
        else:
            return -1
        for item in args:
            continue
        else:
            pass
        while True:
            break
        try:
            raise ValueError("x") from None
        except (ValueError, TypeError) as problem:
            del problem
        else:
            global counter
        finally:
            x, *rest = yield
        try:
            pass
        except* OSError:
            pass
        with open(a) as handle, open(b):
            assert handle, "message"
        return (yield from args)


async def fetch(session):
    async with session as connection:
        async for row in connection:
            await row
    return [x async for x in session]


def matcher(command):
    match command.split():
        case ["go", direction] | ["move", direction]:
            return direction
        case Point(x=0, y=0) if command:
            return None
        case {"k": 1, **rest}:
            return rest
        case [1, *_] as whole:
            return whole
        case -1 | 1.5 | -2j | None | True:
            return 0
        case _:
            nonlocal_value = lambda *a, **k: a
# output
import os.path as osp;from.import sibling;from..package.module import name as alias,other
@decorator
@decorator.attribute(1)
class Thing(Base,metaclass=Meta):
 value:int=1
 def method(self,a,/,b=2,*args,c,d=4,**kwargs)->int:
  if a:return 1
  elif b:pass
  else:return-1
  for item in args:continue
  else:pass
  while True:break
  try:raise ValueError('x')from None
  except(ValueError,TypeError)as problem:del problem
  else:global counter
  finally:x,*rest=yield
  try:pass
  except*OSError:pass
  with open(a)as handle,open(b):assert handle,'message'
  return(yield from args)
async def fetch(session):
 async with session as connection:
  async for row in connection:await row
 return[x async for x in session]
def matcher(command):
 match command.split():
  case['go',direction]|['move',direction]:return direction
  case Point(x=0,y=0)if command:return None
  case{'k':1,**rest}:return rest
  case[1,*_]as whole:return whole
  case-1|1.5|-2j|None|True:return 0
  case _:nonlocal_value=lambda*a,**k:a
