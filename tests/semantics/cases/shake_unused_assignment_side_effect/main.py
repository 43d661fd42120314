import setup_env

LOG = []


def setup(name):
    LOG.append(name)
    print(f"setup({name}) called")
    return len(LOG)


_ = setup("board")
unused = setup("clock")
a, b = setup("left"), setup("right")
cache = {k: setup(k) for k in ("x", "y")}
print("log:", LOG)
print("env:", setup_env.ENV)
