import pydoc

import units

help(units.c_to_f)
print(pydoc.render_doc(units.Meter, renderer=pydoc.plaintext))
print(units.Meter(10).to_feet())
