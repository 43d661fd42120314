LOCAL = 1

def monotonic():
    return "local"
