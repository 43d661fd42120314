from messages import Message


class _Move(Message, kind="move"):
    def render(self):
        start, end = self.args
        return f"move from {start} to {end}"


class _Chat(Message, kind="chat"):
    def render(self):
        return "chat: " + " ".join(self.args)


class _Resign(Message, kind="resign"):
    pass
