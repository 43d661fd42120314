_Conf__limit = 7
class Conf:
    def get(self):
        return __limit
print(Conf().get())
