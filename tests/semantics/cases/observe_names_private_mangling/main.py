from base import Account


class Savings(Account):
    def __init__(self, owner, rate):
        super().__init__(owner)
        self.__rate = rate
        self.__balance = "shadow"

    def interest(self):
        return self.balance() * self.__rate // 100


s = Savings("ann", 5)
s.deposit(200)
print(sorted(vars(s)))
print(s.interest(), s._Account__balance, s._Savings__balance)
print(hasattr(s, "__rate"), getattr(s, "_Savings__rate"))
print({k: v for k, v in vars(s).items() if k.startswith("_Account")})
