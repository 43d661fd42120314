"""Kitchen steps."""


# Knead the dough a little longer each minute.
def knead(dough, minutes=10):
    # keep it moving
    for _ in range(minutes):
        dough = dough + "~"
    return dough


class Oven:
    temperature = 220

    def bake(self, item):
        """Bake at the oven's temperature."""
        return f"baked {item} at {self.temperature}"
