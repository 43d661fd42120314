import aggressive
import defensive

_ALL = (defensive, aggressive)


def modules():
    return list(_ALL)


def risk(module):
    return getattr(module, "RISK", None)
