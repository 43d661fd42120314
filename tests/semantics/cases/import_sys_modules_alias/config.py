import sys


class _Config:
    value = 2

    @property
    def doubled(self):
        return self.value * 2


sys.modules[__name__] = _Config()
