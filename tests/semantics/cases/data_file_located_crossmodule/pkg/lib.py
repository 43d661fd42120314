import os

TEMPLATE = os.path.join(os.path.dirname(__file__), "t.txt")
