import sys

import models

text = sys.stdin.read()
root = models.Node(1)
print(root, models.names(models.Node))
if text:
    later = models.build()
    print(later(4), models.names(later))
