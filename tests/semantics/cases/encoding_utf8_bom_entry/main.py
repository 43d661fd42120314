# -*- coding: utf-8 -*-
import sys

greeting = "¡Hola! Ça va? Ωmega"
print(greeting, len(greeting))
print(greeting.encode("utf-8")[:4], sys.getdefaultencoding())
print(" ".join(reversed(greeting.split())))
