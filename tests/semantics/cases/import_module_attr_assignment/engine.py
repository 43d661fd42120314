import config


def think():
    steps = config.LEVEL * 2
    if config.DEBUG:
        return f"thinking {steps} steps (debug)"
    return f"thinking {steps} steps"
