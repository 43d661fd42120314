"""Driver: iso8601 (one regex with named groups parsing ISO 8601 dates and times, fixed-offset
time zones, errors, the default time zone argument)."""

import datetime as dt

import iso8601

SAMPLES = [
    "2007-01-25T12:00:00Z",
    "2007-01-25T12:00:00+00:00",
    "2007-01-25T12:00:00-05:30",
    "2007-01-25T12:00:00.123456Z",
    "2007-01-25T12:00:00,5+01:00",
    "2007-01-25 12:00:00",
    "2007-01-25T12:00Z",
    "2007-01-25T12Z",
    "2007-01-25",
    "2007-01",
    "2007",
    "20070125T120000Z",
    "2007-01-25T12:00:00.1234567891Z",
    "2007-01-25T23:59:60Z",
    "2007-01-25T24:00:00Z",
    "2007-13-01",
    "not a date",
    "",
    "2007-01-25T12:00:00+0100",
    "2007-01-25T12:00:00+01",
    "-2007-01-25",
    "2007-02-30",
    "1970-01-01T00:00:00.000001+14:00",
    "2024-05-17T08:30:00−02:00",
]
for text in SAMPLES:
    try:
        value = iso8601.parse_date(text)
        print(repr(text), value.isoformat(), value.tzname(), value.utcoffset())
    except iso8601.ParseError as error:
        print(repr(text), "ParseError", str(error)[:80])
print(
    "default tz",
    iso8601.parse_date("2007-01-25T12:00:00", default_timezone=None).tzinfo,
    iso8601.parse_date(
        "2007-01-25T12:00:00", default_timezone=dt.timezone(dt.timedelta(hours=3))
    ).isoformat(),
)
print(
    "is_iso8601",
    [iso8601.is_iso8601(s) for s in ["2007-01-25", "x", "2007-01-25T12:00Z"]],
)
print(
    "UTC",
    iso8601.UTC,
    (
        iso8601.iso8601.FixedOffset(1, 30, "+01:30")
        if hasattr(iso8601.iso8601, "FixedOffset")
        else "-"
    ),
)
print(
    "equal",
    iso8601.parse_date("2007-01-25T12:00:00+01:00")
    == iso8601.parse_date("2007-01-25T11:00:00Z"),
)
print("regex groups", sorted(iso8601.iso8601.ISO8601_REGEX.groupindex))
