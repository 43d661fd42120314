import io
import unittest

import engine_checks

stream = io.StringIO()
suite = unittest.defaultTestLoader.loadTestsFromModule(engine_checks)
result = unittest.TextTestRunner(stream=stream, verbosity=2).run(suite)
for line in stream.getvalue().splitlines():
    if not line.startswith("Ran "):
        print(line)
print(result.wasSuccessful(), result.testsRun)
