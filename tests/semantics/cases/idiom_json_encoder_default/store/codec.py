import dataclasses
import json
from decimal import Decimal
from enum import Enum

from .models import Invoice, Status

CLASSES = {cls.__name__: cls for cls in (Invoice, Status)}


class AppEncoder(json.JSONEncoder):
    def default(self, o):
        if isinstance(o, Decimal):
            return str(o)
        if isinstance(o, Enum):
            return {"__type__": type(o).__name__, "value": o.value}
        if isinstance(o, set):
            return sorted(o)
        if dataclasses.is_dataclass(o):
            return {"__type__": type(o).__name__, **{f.name: getattr(o, f.name) for f in dataclasses.fields(o)}}
        return super().default(o)


def hook(obj):
    cls = CLASSES.get(obj.pop("__type__", None))
    if cls is Status:
        return Status(obj["value"])
    if cls is Invoice:
        return Invoice(obj["number"], Decimal(obj["amount"]), obj["status"], set(obj["tags"]))
    return obj
