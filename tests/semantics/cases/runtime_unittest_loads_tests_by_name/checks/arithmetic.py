import unittest


class Arithmetic(unittest.TestCase):
    def test_sum(self):
        self.assertEqual(2 + 2, 4)

    def test_product(self):
        self.assertEqual(2 * 3, 5)
