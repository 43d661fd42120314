def dumps(value):
    return "the vendored json must not win"
