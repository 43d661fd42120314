import pydoc
pydoc.apropos("zzwidget")
