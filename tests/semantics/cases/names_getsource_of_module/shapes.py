import inspect

def area(w, h):
    """Area."""
    return w * h

def source():
    return inspect.getsource(area)
