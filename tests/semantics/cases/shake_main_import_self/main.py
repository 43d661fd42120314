import __main__

COLOR = "blue"
SIZE = 10


def shout(text):
    return text.upper()


print(__main__.COLOR, __main__.SIZE, __main__.shout("ok"))
print([name for name in ("COLOR", "SIZE", "shout", "other") if hasattr(__main__, name)])
