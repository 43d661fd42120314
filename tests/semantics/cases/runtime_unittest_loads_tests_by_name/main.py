import io
import sys
import unittest

suite = unittest.defaultTestLoader.loadTestsFromName(sys.stdin.read().strip())
result = unittest.TextTestRunner(stream=io.StringIO()).run(suite)
print(result.testsRun, len(result.failures), result.wasSuccessful())
