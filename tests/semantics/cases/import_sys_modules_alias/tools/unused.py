import sys

sys.modules["never_made"] = sys
