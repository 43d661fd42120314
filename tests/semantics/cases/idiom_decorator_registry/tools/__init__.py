from . import mathtools, texttools
