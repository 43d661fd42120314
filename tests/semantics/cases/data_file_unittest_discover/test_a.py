import unittest
class T(unittest.TestCase):
    def test_x(self): pass
