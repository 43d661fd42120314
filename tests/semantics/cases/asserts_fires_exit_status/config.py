def load(text):
    settings = dict(line.split("=", 1) for line in text.splitlines() if line)
    assert "depth" in settings, "config needs a depth"
    return settings
