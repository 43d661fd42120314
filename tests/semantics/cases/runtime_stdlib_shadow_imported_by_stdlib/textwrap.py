def fill(text, width=70, **kw):
    return "LOCAL " + text


def wrap(text, width=70, **kw):
    return ["LOCAL " + text]
