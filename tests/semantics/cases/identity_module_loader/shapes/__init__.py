from .circle import Circle


class Shape:
    pass
