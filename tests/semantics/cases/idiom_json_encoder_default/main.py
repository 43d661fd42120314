import json
from decimal import Decimal

from store.codec import AppEncoder, hook
from store.models import Invoice, Status

invoice = Invoice(7, Decimal("19.90"), Status.OPEN, {"b", "a"})
text = json.dumps([invoice, {"total": invoice.amount}], cls=AppEncoder, sort_keys=True)
print(text)
back = json.loads(text, object_hook=hook)
print(back[0].number, back[0].amount, back[0].status, sorted(back[0].tags))
try:
    json.dumps(object(), cls=AppEncoder)
except TypeError as error:
    print("TypeError:", str(error))
