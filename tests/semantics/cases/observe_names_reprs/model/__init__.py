from .types import Board, Color, Move, Perm, Point, Priority
