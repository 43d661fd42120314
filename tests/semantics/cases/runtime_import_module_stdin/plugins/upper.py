def transform(text):
    return text.upper()
