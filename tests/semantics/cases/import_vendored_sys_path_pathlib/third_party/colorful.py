def paint(text):
    return "<" + text + ">"
