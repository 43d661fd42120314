import runpy
from tool import shared

ns = runpy.run_module("tool.cli", run_name="__main__")
print("returned", ns["RESULT"], shared.CALLS)
