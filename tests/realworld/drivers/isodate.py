"""Driver: isodate (ISO 8601 dates, times, datetimes and durations parsed by lists of compiled
regexes built at import, a `Duration` class with year/month arithmetic, format strings with
`%`-directives mapped through a dict of lambdas)."""

import datetime as dt

import isodate
from isodate import Duration, ISO8601Error, UTC

for text in [
    "1985-04-12",
    "1985-W15-5",
    "1985-102",
    "1985-04",
    "1985",
    "+001985-04-12",
    "19850412",
    "1985W155",
]:
    try:
        print("date", text, isodate.parse_date(text))
    except ISO8601Error as error:
        print("date", text, "ISO8601Error", error)
for text in [
    "23:20:50",
    "23:20:50.5",
    "23:20",
    "23",
    "232050",
    "23:20:50Z",
    "23:20:50+01:00",
    "23:20:50-0530",
    "24:00:00",
]:
    try:
        value = isodate.parse_time(text)
        print("time", text, value.isoformat(), value.tzname())
    except (ISO8601Error, ValueError) as error:
        print("time", text, "ISO8601Error", error)
for text in [
    "1985-04-12T23:20:50",
    "1985-04-12T23:20:50.52Z",
    "1985-04-12T10:15:30+04:00",
    "19850412T101530Z",
    "1985-W15-5T10:15",
]:
    value = isodate.parse_datetime(text)
    print("datetime", text, value.isoformat())
for text in [
    "P1Y2M3DT4H5M6S",
    "PT36H",
    "P3W",
    "P0.5Y",
    "PT0.000001S",
    "-P1D",
    "P1Y",
    "PT1M",
    "P2DT0.5H",
    "P0003-02-01T04:05:06",
]:
    value = isodate.parse_duration(text)
    print("duration", text, repr(value), isodate.duration_isoformat(value))
d = Duration(years=1, months=1, days=2)
print(
    "arith",
    dt.date(2020, 1, 31) + d,
    dt.date(2020, 2, 29) - Duration(years=1),
    d * 2,
    d + dt.timedelta(days=1),
    d == Duration(years=1, months=1, days=2),
)
print(
    "totimedelta",
    Duration(months=1).totimedelta(dt.datetime(2024, 2, 1)),
    Duration(years=1).totimedelta(end=dt.datetime(2024, 3, 1)),
)
print(
    "as timedelta",
    isodate.parse_duration("P1DT2H", as_timedelta_if_possible=True),
    type(isodate.parse_duration("P1M")).__name__,
)
print("neg", -d, abs(-Duration(days=3)) if hasattr(Duration, "__abs__") else "-")
moment = dt.datetime(2024, 5, 17, 8, 9, 10, 123456, tzinfo=UTC)
for fmt in [
    isodate.DATE_EXT_COMPLETE,
    isodate.DATE_BAS_COMPLETE,
    isodate.DATE_EXT_WEEK_COMPLETE,
    isodate.DATE_EXT_ORD_COMPLETE,
    isodate.TIME_EXT_COMPLETE + isodate.TZ_EXT,
    isodate.DT_EXT_COMPLETE,
    isodate.DT_BAS_COMPLETE,
    "%Y-%m-%dT%H:%M:%S.%f%Z",
    "%C century, %y year",
]:
    print("format", repr(fmt), isodate.strftime(moment, fmt))
print(
    "isoformat",
    isodate.datetime_isoformat(moment),
    isodate.date_isoformat(moment.date()),
    isodate.time_isoformat(moment.time()),
    isodate.tz_isoformat(moment),
)
print(
    "tz",
    isodate.parse_tzinfo("+05:30"),
    isodate.parse_tzinfo("Z") is UTC,
    isodate.FixedOffset(1, 0, "+01:00"),
    UTC.utcoffset(None),
)
print("version", isodate.__version__ if hasattr(isodate, "__version__") else "-")
