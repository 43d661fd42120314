SEEN = []


def register(name):
    print("registering", name)
    SEEN.append(name)
    return True
