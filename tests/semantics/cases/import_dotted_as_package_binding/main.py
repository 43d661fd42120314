import sys
import pkg.config as cfg
if sys.stdin.read():
    print(cfg.DEBUG)
