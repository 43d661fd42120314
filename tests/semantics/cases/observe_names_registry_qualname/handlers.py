HANDLERS = {}


def handler(func):
    HANDLERS[func.__name__] = func
    return func


@handler
def on_join(user):
    return f"{user} joined"


@handler
def on_leave(user):
    return f"{user} left"


class Moderation:
    @staticmethod
    def kick(user):
        return f"{user} kicked"

    @classmethod
    def ban(cls, user):
        return f"{user} banned by {cls.__name__}"


for method in (Moderation.kick, Moderation.ban):
    HANDLERS[method.__qualname__] = method
