"""Driver: arrow + python-dateutil + six + tzdata (an `Arrow` datetime wrapper: parsing with
format tokens compiled to regexes, locales registered by a metaclass-free registry keyed by
names, `humanize` against a fixed reference, spans and ranges, time zones by name)."""

import datetime as dt

import arrow
from arrow import Arrow
from dateutil import tz

BASE = arrow.get(dt.datetime(2024, 5, 17, 13, 45, 30, 123456), tzinfo="UTC")
print(
    "base", BASE, BASE.timestamp(), BASE.int_timestamp, BASE.format(), BASE.isoformat()
)
for value in [
    "2013-05-05 12:30:45",
    "2013-05-05T12:30:45.123+02:00",
    "2013-W18-7",
    "2013-125",
    1367900664,
    1367900664.5,
    "1367900664",
]:
    try:
        print("get", repr(value), arrow.get(value))
    except Exception as error:
        print("get", repr(value), type(error).__name__)
for text, fmt in [
    ("May 5th, 2013 12:30 PM", "MMMM Do, YYYY h:mm A"),
    ("2013/5/5 08 -07:00", "YYYY/M/D HH ZZ"),
    ("05 Mai 2013", "DD MMMM YYYY"),
    ("Sun, 05 May 2013", "ddd, DD MMM YYYY"),
    ("1367900664", "X"),
]:
    try:
        print(
            "parse",
            repr(text),
            arrow.get(text, fmt, locale="de" if "Mai" in text else "en_us"),
        )
    except Exception as error:
        print("parse", repr(text), type(error).__name__, str(error)[:60])
for fmt in [
    "YYYY-MM-DD HH:mm:ss ZZ",
    "dddd, MMMM Do YYYY, h:mm:ss a",
    "[Week] W, DDDD [day of year]",
    "X x",
    "Q",
    "SSS S",
    "ZZZ",
    "W",
]:
    print("format", repr(fmt), BASE.format(fmt))
for locale in ["en", "fr", "de", "es", "ru", "ja", "zh", "ar", "hi", "pt_br"]:
    print(
        "locale",
        locale,
        BASE.format("dddd D MMMM YYYY", locale=locale),
        "|",
        BASE.shift(hours=-3).humanize(BASE, locale=locale),
    )
for shift in [
    {"seconds": -5},
    {"seconds": -50},
    {"minutes": -3},
    {"hours": -5},
    {"days": -1},
    {"days": -9},
    {"weeks": -3},
    {"months": -2},
    {"years": -4},
    {"hours": 6},
    {"days": 40},
]:
    print(
        "humanize",
        shift,
        BASE.shift(**shift).humanize(BASE),
        "|",
        BASE.shift(**shift).humanize(BASE, granularity=["hour", "minute"]),
    )
print("dehumanize", BASE.dehumanize("in 2 days"), BASE.dehumanize("3 hours ago"))
print(
    "replace/shift",
    BASE.replace(hour=0, minute=0),
    BASE.shift(months=1, days=-1),
    BASE.shift(weekday=0),
)
print(
    "to",
    BASE.to("US/Pacific"),
    BASE.to("Asia/Tokyo").format("HH:mm ZZ"),
    BASE.to(tz.gettz("Europe/Oslo")).tzname(),
    BASE.to("+05:30"),
)
print(
    "floor/ceil",
    BASE.floor("hour"),
    BASE.ceil("day"),
    BASE.span("week"),
    BASE.span("quarter"),
)
print("range", [str(a.date()) for a in Arrow.range("day", BASE, BASE.shift(days=3))])
print(
    "span_range",
    [
        (str(a.date()), str(b.date()))
        for a, b in Arrow.span_range(
            "month", dt.datetime(2024, 1, 15), dt.datetime(2024, 3, 1)
        )
    ],
)
print(
    "interval",
    [
        (str(a.time()), str(b.time()))
        for a, b in Arrow.interval(
            "hour", dt.datetime(2024, 1, 1, 0), dt.datetime(2024, 1, 1, 5), 2
        )
    ],
)
print(
    "between",
    BASE.is_between(BASE.shift(days=-1), BASE.shift(days=1)),
    BASE.is_between(BASE, BASE.shift(days=1), "()"),
)
print(
    "compare",
    BASE < BASE.shift(seconds=1),
    BASE == BASE.to("US/Eastern"),
    BASE - BASE.shift(hours=-2),
)
print(
    "attributes",
    BASE.year,
    BASE.week,
    BASE.quarter,
    BASE.naive,
    BASE.weekday(),
    BASE.isoweekday(),
    BASE.isocalendar(),
)
print(
    "fromdate",
    Arrow.fromdate(dt.date(2020, 2, 29)),
    Arrow.fromtimestamp(0, tzinfo="UTC"),
    Arrow.utcfromtimestamp(86400),
)
print("strftime", BASE.strftime("%Y %j %A"), BASE.ctime(), BASE.date(), BASE.timetz())
print(
    "tzinfo",
    arrow.get("2024-01-01T00:00:00", tzinfo="Europe/Paris").utcoffset(),
    arrow.get("2024-07-01T00:00:00", tzinfo="Europe/Paris").dst(),
)
print(
    "dst gap",
    arrow.Arrow(2024, 3, 31, 2, 30, tzinfo="Europe/Paris"),
    arrow.Arrow(2024, 10, 27, 2, 30, tzinfo="Europe/Paris", fold=1),
)
print("version", arrow.__version__)
