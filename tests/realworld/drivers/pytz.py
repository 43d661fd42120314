"""Driver: pytz (time zones loaded from the package's data files `pytz/zoneinfo/<Area>/<City>`:
opened through `__file__`, and when that path does not exist through
`importlib.resources.files(__name__)`; lazy lists, `localize`/`normalize` across DST).
"""

import datetime as dt
import pickle

import pytz

print(
    "utc",
    pytz.utc,
    repr(pytz.UTC),
    pytz.utc.utcoffset(None),
    pytz.timezone("UTC") is pytz.utc,
)
print(
    "counts",
    len(pytz.all_timezones) > 400,
    len(pytz.common_timezones) > 300,
    "Europe/Oslo" in pytz.all_timezones_set,
)
print(
    "country",
    pytz.country_timezones["no"],
    pytz.country_names["nz"],
    pytz.country_timezones("ch"),
)
ZONES = [
    "Europe/Oslo",
    "America/New_York",
    "Asia/Kolkata",
    "Australia/Lord_Howe",
    "Pacific/Chatham",
    "America/St_Johns",
    "Africa/Casablanca",
    "Asia/Kathmandu",
]
NAIVE = [
    dt.datetime(2024, 1, 15, 12, 0),
    dt.datetime(2024, 7, 15, 12, 0),
    dt.datetime(1970, 1, 1),
    dt.datetime(2038, 1, 19, 3, 14, 8),
]
for name in ZONES:
    zone = pytz.timezone(name)
    for naive in NAIVE:
        local = zone.localize(naive)
        print(
            name,
            naive.isoformat(),
            local.isoformat(),
            local.tzname(),
            local.dst(),
            local.astimezone(pytz.utc).isoformat(),
        )
eastern = pytz.timezone("US/Eastern")
gap = dt.datetime(2024, 3, 10, 2, 30)
overlap = dt.datetime(2024, 11, 3, 1, 30)
for naive in [gap, overlap]:
    print(
        "is_dst",
        naive,
        eastern.localize(naive, is_dst=True).isoformat(),
        eastern.localize(naive, is_dst=False).isoformat(),
    )
    try:
        eastern.localize(naive, is_dst=None)
    except (pytz.NonExistentTimeError, pytz.AmbiguousTimeError) as error:
        print("  error", type(error).__name__, error)
start = eastern.localize(dt.datetime(2024, 3, 9, 12, 0))
later = start + dt.timedelta(days=1)
print("arithmetic", later.isoformat(), eastern.normalize(later).isoformat())
print(
    "fixed",
    pytz.FixedOffset(330),
    pytz.FixedOffset(-90).utcoffset(None),
    pytz.FixedOffset(0) is pytz.utc,
)
print(
    "pickle",
    pickle.loads(pickle.dumps(eastern)) is eastern,
    pickle.loads(pickle.dumps(start)) == start,
)
try:
    pytz.timezone("Mars/Olympus")
except pytz.UnknownTimeZoneError as error:
    print("UnknownTimeZoneError", error)
print(
    "transitions",
    len(eastern._utc_transition_times) > 100,
    eastern._tzinfos is not None,
)
print(
    "repr",
    repr(pytz.timezone("Europe/Oslo")),
    repr(eastern.localize(dt.datetime(2024, 7, 1)).tzinfo),
)
print("version", pytz.__version__ if hasattr(pytz, "__version__") else pytz.VERSION)
