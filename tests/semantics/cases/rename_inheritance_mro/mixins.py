class Logged:
    tag = "logged"

    def setup(self, trail):
        trail.append("logged")
        return super().setup(trail)


class Timed:
    tag = "timed"

    def setup(self, trail):
        trail.append("timed")
        return super().setup(trail)

    def name(self):
        return "timed/" + super().name()
