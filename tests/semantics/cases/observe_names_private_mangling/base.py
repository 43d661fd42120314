class Account:
    def __init__(self, owner):
        self.owner = owner
        self.__balance = 0
        self._history = []

    def deposit(self, amount):
        self.__balance += amount
        self._history.append(amount)

    def balance(self):
        return self.__balance
