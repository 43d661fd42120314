class User:
    def __init__(self, name):
        self.name = name

    class Meta:
        table = "users"


def make_user(name):
    return User(name)
