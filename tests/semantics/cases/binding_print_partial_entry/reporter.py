def report(text):
    print("reporter:", text)
    print("reporter's print is a", "partial" if hasattr(print, "func") else "builtin")
