from . import sub
from .sub import evaluate

print("engine package ready with", sub.NAME)
