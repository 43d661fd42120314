from .account import Account
