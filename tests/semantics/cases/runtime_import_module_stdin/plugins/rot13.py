import codecs


def transform(text):
    return codecs.encode(text, "rot13")
