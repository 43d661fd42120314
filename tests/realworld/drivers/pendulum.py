"""Driver: pendulum + python-dateutil + six + tzdata, pure-Python path (the Rust extension
`_pendulum` left out, so `pendulum.helpers`/`pendulum.parser` import their Python fallbacks);
locales imported by a computed name (`pendulum.locales.<name>.locale`), durations and
intervals, formatting tokens, time zones."""

import pendulum
from pendulum import Duration

print(
    "extensions",
    (
        pendulum.helpers.with_extensions
        if hasattr(pendulum.helpers, "with_extensions")
        else "-"
    ),
    pendulum.helpers.precise_diff.__module__,
)
base = pendulum.datetime(2024, 5, 17, 13, 45, 30, 123456, tz="Europe/Oslo")
print("base", base, base.timezone_name, base.offset, base.offset_hours, base.is_dst())
for text in [
    "2024-05-17",
    "2024-05-17T13:45:30+02:00",
    "2024-W20-5",
    "2024-138",
    "20240517T134530Z",
    "P1Y2M3DT4H",
    "2024-05-17T13:45:30/P1D",
]:
    try:
        print("parse", text, repr(pendulum.parse(text)))
    except Exception as error:
        print("parse", text, type(error).__name__, str(error)[:50])
print(
    "strict",
    repr(pendulum.parse("2024-05-17 10:00", strict=False)),
    repr(pendulum.from_format("17/05/2024 10h", "DD/MM/YYYY HH[h]", tz="UTC")),
)
for fmt in [
    "YYYY-MM-DD HH:mm:ss Z",
    "dddd Do MMMM YYYY",
    "Qo [quarter], wo [week]",
    "X x",
    "hh:mm A zz",
    "LLLL",
    "SSSSSS",
]:
    print("format", repr(fmt), base.format(fmt))
for locale in ["en", "fr", "de", "es", "ru", "ja", "zh", "pl", "nb", "it"]:
    print(
        "locale",
        locale,
        base.format("dddd D MMMM YYYY", locale=locale),
        "|",
        base.subtract(hours=5).diff_for_humans(base, locale=locale),
    )
for delta in [
    {"seconds": 5},
    {"minutes": 5},
    {"hours": 3},
    {"days": 2},
    {"weeks": 3},
    {"months": 4},
    {"years": 2},
]:
    later = base.add(**delta)
    print(
        "diff",
        delta,
        later.diff_for_humans(base),
        "|",
        base.diff_for_humans(later, absolute=True),
        "|",
        later.diff(base).in_words(),
    )
print(
    "arith",
    base.add(months=1, days=15),
    base.subtract(years=1, weeks=2),
    base.start_of("week"),
    base.end_of("month"),
    base.next(pendulum.MONDAY),
    base.previous(pendulum.FRIDAY),
)
print(
    "first/last",
    base.first_of("month"),
    base.last_of("quarter"),
    base.nth_of("month", 3, pendulum.TUESDAY),
    base.average(base.add(days=2)),
)
print(
    "tz",
    base.in_timezone("America/New_York"),
    base.in_tz("Asia/Kolkata").offset_hours,
    base.in_tz("UTC").isoformat(),
)
gap = pendulum.datetime(2024, 3, 31, 2, 30, tz="Europe/Oslo")
print(
    "dst gap",
    gap,
    gap.add(hours=1),
    pendulum.datetime(2024, 10, 27, 2, 30, tz="Europe/Oslo", fold=0),
    pendulum.datetime(2024, 10, 27, 2, 30, tz="Europe/Oslo", fold=1),
)
d = Duration(days=10, hours=5, minutes=3, seconds=7)
print(
    "duration",
    d,
    d.in_words(),
    d.in_words(locale="de"),
    d.total_hours(),
    d.weeks,
    d.remaining_days,
    d.in_hours(),
    repr(d),
)
print(
    "duration ops",
    d * 2,
    d / 2,
    d - Duration(days=1),
    abs(-d) if hasattr(d, "__abs__") else "-",
    Duration(months=1, years=1).in_words(),
)
interval = pendulum.interval(
    pendulum.datetime(2024, 1, 1), pendulum.datetime(2024, 3, 15)
)
print(
    "interval",
    interval.in_days(),
    interval.in_weeks(),
    interval.months,
    interval.remaining_days,
    interval.in_words(),
    [str(dt.date()) for dt in interval.range("months")],
)
print(
    "interval contains",
    pendulum.datetime(2024, 2, 1) in interval,
    pendulum.datetime(2024, 4, 1) in interval,
)
print(
    "date/time",
    pendulum.date(2024, 2, 29).add(years=1),
    pendulum.time(13, 5).add(minutes=70),
    pendulum.date(2024, 5, 17).day_of_week,
    pendulum.date(2024, 5, 17).week_of_year,
)
print(
    "helpers",
    pendulum.helpers.is_leap(2024),
    pendulum.helpers.days_in_year(2023),
    pendulum.helpers.week_day(2024, 5, 17),
    pendulum.helpers.is_long_year(2020),
)
print(
    "precise_diff",
    pendulum.helpers.precise_diff(
        pendulum.datetime(2020, 1, 31), pendulum.datetime(2024, 3, 1, 12)
    ),
)
print(
    "fixed",
    pendulum.FixedTimezone(-3600 * 5 - 1800).name,
    pendulum.timezone("Asia/Kathmandu").name,
    pendulum.timezone("UTC").name,
)
print(
    "compare",
    base > base.subtract(seconds=1),
    base.is_same_day(base.add(hours=1)),
    base.is_anniversary(base.add(years=3)),
)
print(
    "timestamps",
    base.timestamp(),
    base.int_timestamp,
    pendulum.from_timestamp(0),
    pendulum.from_timestamp(1_700_000_000, tz="Asia/Tokyo"),
)
try:
    print("version", pendulum.__version__)
except (
    ImportError
) as error:  # read from the distribution's metadata: none beside a vendored copy
    print("version", type(error).__name__)
