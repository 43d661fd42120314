# fmt: off
"""Docstring stays first."""
from __future__ import annotations


def describe(first, second, third):
    if first is None and second is None and third is None:
        return "nothing at all", len(first or ""), len(second or ""), len(third or "")
    return "nothing at all" if first is None else "something", len(first)


print(describe(None, None, None), describe("a", None, None))
# output
"""Docstring stays first."""
from __future__ import annotations
_hoisted_0 = 'nothing at all'
_hoisted_1 = None
_hoisted_2 = len

def describe(first, second, third):
    if first is None and second is None and (third is None):
        return (_hoisted_0, _hoisted_2(first or ''), _hoisted_2(second or ''), _hoisted_2(third or ''))
    return (_hoisted_0 if first is None else 'something', _hoisted_2(first))
print(describe(_hoisted_1, _hoisted_1, _hoisted_1), describe('a', _hoisted_1, _hoisted_1))
