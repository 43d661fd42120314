from registry import register


@register("first")
class _First:
    def play(self, options):
        return options[0]


@register("best")
class _Best:
    def play(self, options):
        return max(options)


@register("median")
class _Median(_Best):
    def play(self, options):
        return sorted(options)[len(options) // 2]
