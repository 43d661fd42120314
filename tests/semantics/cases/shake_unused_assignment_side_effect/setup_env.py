ENV = {}


def configure(key, value):
    print(f"configure {key}={value}")
    ENV[key] = value
    return value


_ = configure("depth", 3)
TIMEOUT = configure("timeout", 0.5)  # never read by anyone
__ignored = [configure("flag", f) for f in ("a", "b")]
