from .split import words

VERSION = "1.2"
