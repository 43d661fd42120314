"""Driver: python-slugify + text-unidecode + unidecode (the transliteration backend chosen at run
time with `importlib.import_module` by name, text-unidecode's table read with
`pkgutil.get_data`, regex-heavy options)."""

from slugify import slugify, smart_truncate

CASES = [
    ("This is a test ---", {}),
    ("影師嗎", {}),
    ("C'est déjà l'été.", {}),
    ("Nín hǎo. Wǒ shì zhōng guó rén", {}),
    ("jaja---lol-méméméoo--a", {}),
    ("Компьютер", {}),
    ("jaja---lol-méméméoo--a", {"max_length": 9}),
    ("jaja---lol-méméméoo--a", {"max_length": 15, "word_boundary": True}),
    (
        "jaja---lol-méméméoo--a",
        {"max_length": 20, "word_boundary": True, "separator": "."},
    ),
    (
        "one two three four five",
        {"max_length": 13, "word_boundary": True, "save_order": True},
    ),
    ("the quick brown fox jumps over the lazy dog", {"stopwords": ["the"]}),
    (
        "the quick brown fox jumps over the lazy dog in a hurry",
        {"stopwords": ["the", "in", "a", "hurry"]},
    ),
    ("Foo A FOO B foo C", {"stopwords": ["foo"]}),
    ("10 | 20 %", {"replacements": [["|", "or"], ["%", "percent"]]}),
    ("ÜBER Über German Umlaut", {"replacements": [["Ü", "UE"], ["ü", "ue"]]}),
    ("i love 🦄", {"allow_unicode": True}),
    ("i love 🦄", {}),
    ("Foo &amp; bar", {}),
    ("Foo &amp; bar", {"entities": False}),
    ("&#381;", {}),
    ("&#381;", {"decimal": False}),
    ("&#x17D;", {"hexadecimal": False}),
    ("this has a_underscore", {"regex_pattern": r"[^-a-z0-9_]+"}),
    ("Keep UPPER", {"lowercase": False}),
    ("Ѐ ЁЂЃЄЅІЇ", {"allow_unicode": True}),
]
for text, options in CASES:
    print(repr(text), sorted(options), "->", repr(slugify(text, **options)))
for backend in ["text-unidecode", "unidecode", "auto"]:
    try:
        print("backend", backend, slugify("Ærøskøbing 北京 ﬁ", backend=backend))
    except TypeError as error:
        print("backend", backend, "TypeError", error)
print(
    "smart_truncate", smart_truncate("one two three", max_length=8, word_boundary=True)
)
print(
    "smart_truncate", smart_truncate("one two three", max_length=8, word_boundary=False)
)
