"""Driver: python-dateutil 2.9 with six vendored (six.moves in rrule, lazy package __getattr__)."""

import datetime as dt

from dateutil import easter, parser, relativedelta, rrule, tz, utils
from dateutil.parser import isoparse
from dateutil.relativedelta import FR, MO, SU, TH, relativedelta as rd
from dateutil.rrule import DAILY, MONTHLY, WEEKLY, YEARLY, rruleset, rrulestr

DEFAULT = dt.datetime(2024, 1, 1)

for text in [
    "2024-06-07 12:30",
    "June 7, 2024 8:15 PM",
    "7 Jun 2024",
    "Fri, 07 Jun 2024 12:30:45 +0200",
    "2024-06-07T12:30:45.123456Z",
    "10:49:41 EST",
    "Thu Sep 25 10:36:28 2003",
    "12/11/10",
    "the 3rd of May",
    "2003-09-25T10:49:41.5-03:00",
    "20240607T123045",
    "Sept 2003",
]:
    try:
        print(
            f"{text!r:36} -> {parser.parse(text, default=DEFAULT, tzinfos={'EST': -18000})!r}"
        )
    except (ValueError, OverflowError) as exc:
        print(f"{text!r:36} !! {type(exc).__name__}: {exc}")
print(
    "dayfirst",
    parser.parse("12/11/10", dayfirst=True),
    parser.parse("12/11/10", yearfirst=True),
)
print("fuzzy", parser.parse("Today is January 1, 2047 at 8:21:00AM", fuzzy=True))
print(
    "fuzzy tokens",
    parser.parse(
        "Meet at 5pm on the 2nd of March 2025 sharp",
        fuzzy_with_tokens=True,
        default=DEFAULT,
    ),
)
try:
    parser.parse("not a date at all")
except parser.ParserError as exc:
    print("ParserError", exc, isinstance(exc, ValueError))
info = parser.parserinfo(dayfirst=True)
print(
    "parserinfo",
    parser.parser(info).parse("01/02/2024"),
    info.jump("at"),
    info.weekday("Tue"),
    parser.parserinfo().month("sep"),
)
print(
    "isoparse",
    isoparse("2024-06-07"),
    isoparse("2024-W23-5"),
    isoparse("2024-159"),
    isoparse("2024-06-07T12:30:00+05:45"),
)
print(
    "isoparser",
    parser.isoparser(sep="_").isoparse("2024-06-07_08:09"),
    parser.isoparser().parse_isotime("12:34:56.789"),
)

d = dt.datetime(2024, 1, 31, 10, 0)
print(
    "rd months",
    d + rd(months=1),
    d + rd(months=+1, day=1, weekday=MO(+1)),
    d - rd(years=1, months=2),
)
print(
    "rd normalized",
    rd(hours=50, minutes=-30).normalized(),
    rd(days=1.5).normalized(),
    rd(months=14),
)
print("rd between", rd(dt.datetime(2024, 6, 7), dt.datetime(2001, 9, 11, 8, 46)))
print(
    "rd ops",
    rd(months=1) + rd(days=2),
    rd(months=3) * 2,
    -rd(days=1, hours=1),
    rd(years=1) == rd(months=12),
)
print(
    "rd weekday",
    d + rd(weekday=FR(-1)),
    d + rd(day=31, weekday=TH(-1)),
    d + rd(yearday=100),
    d + rd(nlyearday=60),
)
print(
    "rd repr",
    repr(rd(years=+1, month=2, weekday=SU(2))),
    bool(rd()),
    rd(weeks=2).weeks,
    abs(rd(days=-3)),
)
print("weekdays", MO, MO(2), FR(-1) == FR(-1), [str(w) for w in rrule.weekdays])

start = dt.datetime(2024, 1, 1, 9, 0)
print("daily", [x.day for x in rrule.rrule(DAILY, count=5, dtstart=start, interval=3)])
print(
    "weekly",
    [
        x.strftime("%a %d")
        for x in rrule.rrule(
            WEEKLY, count=6, byweekday=(rrule.TU, rrule.TH), dtstart=start
        )
    ],
)
print(
    "monthly last fri",
    [
        x.date().isoformat()
        for x in rrule.rrule(MONTHLY, count=4, byweekday=FR(-1), dtstart=start)
    ],
)
print(
    "yearly f13",
    [
        x.date().isoformat()
        for x in rrule.rrule(
            YEARLY, bymonthday=13, byweekday=rrule.FR, dtstart=start, count=4
        )
    ],
)
r = rrule.rrule(
    MONTHLY,
    dtstart=start,
    until=dt.datetime(2024, 12, 31),
    bysetpos=-1,
    byweekday=(rrule.MO, rrule.TU, rrule.WE, rrule.TH, rrule.FR),
)
print("last weekday of month", [x.day for x in r], r.count())
print(
    "rrule slicing",
    r[2],
    r[-1],
    r.before(dt.datetime(2024, 6, 15)),
    r.after(dt.datetime(2024, 6, 15)),
)
print(
    "between",
    [
        x.month
        for x in r.between(dt.datetime(2024, 3, 1), dt.datetime(2024, 7, 1), inc=True)
    ],
)
print("rrule str", str(r).replace("\n", " | "))
print("replace", r.replace(count=2, until=None)[1])
rs = rruleset()
rs.rrule(rrule.rrule(DAILY, count=10, dtstart=start))
rs.exdate(dt.datetime(2024, 1, 3, 9, 0))
rs.exrule(rrule.rrule(WEEKLY, byweekday=rrule.SA, dtstart=start, count=5))
rs.rdate(dt.datetime(2024, 2, 29, 9, 0))
print("rruleset", [x.strftime("%m-%d") for x in rs])
print(
    "rrulestr",
    [
        x.isoformat()
        for x in rrulestr(
            "DTSTART:20240101T090000\nRRULE:FREQ=WEEKLY;COUNT=3;BYDAY=MO,FR"
        )
    ],
)
print(
    "rrulestr set",
    type(
        rrulestr(
            "RRULE:FREQ=DAILY;COUNT=2\nEXDATE:20240102T000000",
            dtstart=dt.datetime(2024, 1, 1),
            forceset=True,
        )
    ).__name__,
)
print(
    "easter",
    [easter.easter(y).isoformat() for y in (2024, 2025)],
    easter.easter(2024, easter.EASTER_JULIAN),
    easter.easter(2024, 2),
)

utc = tz.tzutc()
off = tz.tzoffset("IST", 19800)
east = tz.tzstr("EST5EDT,M3.2.0,M11.1.0")
print(
    "tzutc", repr(utc), utc is tz.UTC, dt.datetime(2024, 6, 7, tzinfo=utc).isoformat()
)
print(
    "tzoffset",
    repr(off),
    off.utcoffset(None),
    off.tzname(None),
    off == tz.tzoffset("IST", dt.timedelta(hours=5, minutes=30)),
)
summer, winter = dt.datetime(2024, 7, 1, 12, tzinfo=east), dt.datetime(
    2024, 1, 1, 12, tzinfo=east
)
print(
    "tzstr",
    repr(east),
    summer.utcoffset(),
    summer.tzname(),
    winter.utcoffset(),
    winter.tzname(),
    summer.dst(),
)
print("convert", summer.astimezone(utc), summer.astimezone(off))
amb = dt.datetime(2024, 11, 3, 1, 30, tzinfo=east)
print(
    "ambiguous",
    tz.datetime_ambiguous(amb),
    tz.resolve_imaginary(dt.datetime(2024, 3, 10, 2, 30, tzinfo=east)),
    tz.enfold(amb, 1).utcoffset(),
)
print("datetime_exists", tz.datetime_exists(dt.datetime(2024, 3, 10, 2, 30), east))
print("tzlocal type", type(tz.tzlocal()).__name__, tz.gettz("UTC") is not None)
print(
    "tzrange",
    repr(tz.tzrange("EST", -18000, "EDT")),
    tz.tzrange("EST", -18000, "EDT").utcoffset(dt.datetime(2024, 7, 1)),
)
print(
    "utils",
    utils.default_tzinfo(dt.datetime(2024, 1, 1), off),
    utils.within_delta(d, d + dt.timedelta(seconds=1), dt.timedelta(seconds=2)),
)
print("done")
