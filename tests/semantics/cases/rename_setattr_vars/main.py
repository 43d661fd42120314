import sys


class Settings:
    depth = 2
    style = "solid"

    def __init__(self):
        self.seed = 0

    def apply(self, text):
        for pair in text.split(","):
            key, value = pair.split("=")
            current = getattr(self, key, None)
            setattr(self, key, type(current)(value) if current is not None else value)


settings = Settings()
print(sorted(vars(settings).items()))
for line in sys.stdin:
    settings.apply(line.strip())
    print(sorted(vars(settings).items()))
print("class attributes:", settings.depth, Settings.depth, settings.style)
delattr(settings, "seed")
print("after delattr:", sorted(vars(settings)))
print("class-level names:", sorted(k for k in vars(Settings) if not k.startswith("_")))
