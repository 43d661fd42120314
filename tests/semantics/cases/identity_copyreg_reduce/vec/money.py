class Money:
    def __init__(self, cents, currency):
        self.cents = cents
        self.currency = currency

    def __str__(self):
        return f"{self.cents / 100:.2f} {self.currency}"

    def __reduce__(self):
        return (parse_money, (str(self),))


def parse_money(text):
    amount, currency = text.split()
    return Money(round(float(amount) * 100), currency)
