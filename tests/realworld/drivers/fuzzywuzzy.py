"""Driver: fuzzywuzzy (fuzzy string matching on difflib when python-Levenshtein is absent:
`fuzz` ratios, `process.extract` with scorers and processors, `utils` string handling;
a `warnings.warn` at import names the slow path)."""

import warnings

warnings.simplefilter("ignore")
from fuzzywuzzy import fuzz, process, utils, string_processing

PAIRS = [
    ("this is a test", "this is a test!"),
    ("fuzzy wuzzy was a bear", "wuzzy fuzzy was a bear"),
    ("fuzzy was a bear", "fuzzy fuzzy was a bear"),
    ("New York Mets", "New York Meats"),
    ("Atlanta Falcons", "New York Jets"),
    ("", "anything"),
    ("Ça va", "ca va"),
    ("YANKEES", "New York Yankees"),
]
for a, b in PAIRS:
    print(
        repr(a),
        repr(b),
        fuzz.ratio(a, b),
        fuzz.partial_ratio(a, b),
        fuzz.token_sort_ratio(a, b),
        fuzz.token_set_ratio(a, b),
        fuzz.partial_token_sort_ratio(a, b),
        fuzz.partial_token_set_ratio(a, b),
        fuzz.QRatio(a, b),
        fuzz.UQRatio(a, b),
        fuzz.WRatio(a, b),
        fuzz.UWRatio(a, b),
    )
CHOICES = [
    "Atlanta Falcons",
    "New York Jets",
    "New York Giants",
    "Dallas Cowboys",
    "New Orleans Saints",
    "New England Patriots",
]
for query in [
    "new york jets",
    "cowboys",
    "giants ny",
    "saints",
    "patriots new england",
    "zzz",
]:
    print(
        "extract",
        query,
        process.extract(query, CHOICES, limit=3),
        process.extractOne(query, CHOICES),
        process.extractOne(query, CHOICES, score_cutoff=90),
    )
print("extractBests", process.extractBests("new", CHOICES, score_cutoff=50, limit=4))
print(
    "scorer",
    process.extract("jets", CHOICES, scorer=fuzz.partial_ratio, limit=2),
    process.extract(
        "JETS", CHOICES, processor=lambda s: s.upper(), scorer=fuzz.ratio, limit=1
    ),
)
print(
    "dict choices",
    process.extractOne("cowboy", {"dal": "Dallas Cowboys", "atl": "Atlanta Falcons"}),
)
print(
    "dedupe",
    process.dedupe(
        [
            "Frodo Baggins",
            "Tom Sawyer",
            "Bilbo Baggin",
            "Samuel L. Jackson",
            "F. Baggins",
            "Frody Baggins",
            "Bilbo Baggins",
        ]
    ),
)
print(
    "utils",
    utils.full_process("  Hello, World!  "),
    utils.asciidammit("Ça"),
    (
        utils.make_type_consistent("a", b"b")
        if hasattr(utils, "make_type_consistent")
        else "-"
    ),
    utils.intr(3.6),
)
print(
    "string_processing",
    string_processing.StringProcessor.replace_non_letters_non_numbers_with_whitespace(
        "a-b_c!d"
    ),
    string_processing.StringProcessor.strip("  x "),
)
for a, b in [
    ("apple pie", "apple pies"),
    ("the cat sat", "sat the cat"),
    ("a", "b"),
    ("123 Main St", "123 Main Street"),
    ("Bundler", "bundler"),
    ("chess960", "chess 960"),
    ("knights tour", "knight's tour"),
    ("connect4", "connect four"),
    ("lousy chess", "lousy-chess"),
]:
    print(
        "pair",
        repr(a),
        repr(b),
        fuzz.ratio(a, b),
        fuzz.token_set_ratio(a, b),
        fuzz.WRatio(a, b),
    )
