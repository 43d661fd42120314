class Message:
    KINDS = {}
    kind = None

    def __init_subclass__(cls, kind=None, **kwargs):
        super().__init_subclass__(**kwargs)
        if kind is not None:
            cls.kind = kind
            Message.KINDS[kind] = cls

    def __init__(self, args):
        self.args = args

    def render(self):
        return f"{self.kind}: {self.args}"


class Unknown(Message):
    def render(self):
        return f"unknown message with {len(self.args)} args"


def parse(line):
    word, *args = line.split()
    return Message.KINDS.get(word, Unknown)(args)
