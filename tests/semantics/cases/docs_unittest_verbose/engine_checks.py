import unittest

from engine import best_move


class BestMoveTest(unittest.TestCase):
    def test_longest(self):
        """The longest move string wins."""
        self.assertEqual(best_move(["e4", "e8=Q"]), "e8=Q")

    def test_empty(self):
        """No moves, no answer."""
        self.assertIsNone(best_move([]))

    def test_plain(self):
        self.assertEqual(best_move(["a3"]), "a3")
