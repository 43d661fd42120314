class Account:
    def __init__(self, balance=0):
        self.balance = balance

    def withdraw(self, amount):
        assert amount > 0, "amount must be positive"
        assert amount <= self.balance, f"insufficient funds: {self.balance} < {amount}"
        self.balance -= amount
        return self.balance

    def deposit(self, amount):
        assert amount > 0, "amount must be positive"
        self.balance += amount
        return self.balance
