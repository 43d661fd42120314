class Message:
    pass


class Move(Message):
    class Kind:
        FAST = 1.5

    def __init__(self, uci):
        self.uci = uci


class Chat(Message):
    def __init__(self, text):
        self.text = text


class Resign(Message):
    pass
