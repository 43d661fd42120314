print("win_console loaded: must not happen here")


def emit(text):
    print(f"win> {text}")
