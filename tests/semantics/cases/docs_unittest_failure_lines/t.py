import unittest

class T(unittest.TestCase):
    def test_fail(self):
        value = 2 * 2
        self.assertEqual(value, 5)
