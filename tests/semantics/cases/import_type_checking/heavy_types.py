print("heavy_types: this import costs a lot and must not happen at run time")


class Plan:
    steps: list
