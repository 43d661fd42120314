def f():
    return "tools.f"
