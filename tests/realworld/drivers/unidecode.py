"""Driver: unidecode (transliteration tables loaded lazily per 256-code-point section with
`__import__(f"unidecode.x{section:03x}")`, hundreds of generated data modules)."""

import unidecode
from unidecode import unidecode as ud, unidecode_expect_ascii, unidecode_expect_nonascii

SAMPLES = [
    "kožušček",
    "Straße",
    "北京",
    "Ελληνικά",
    "Москва",
    "한국어",
    "ﬁ ligature",
    "Æsir œuvre",
    "naïve café",
    "ǅemal",
    "日本語のテキスト",
    "עברית",
    "العربية",
    "ภาษาไทย",
    "€ £ ¥ © ™ ½",
    "“quotes” — dash…",
    "\U0001f600 emoji",
    "ascii only",
    "Ⅻ ⅷ",
    "ℌ𝔢𝔩𝔩𝔬",
    "Ψυχή ΆΈΉ",
    "Þórður Ægir",
    "Łódź Kraków",
    "Ça va où?",
    "⁰¹²³ ₁₂",
    "①②③ ⓐ",
    "ｆｕｌｌｗｉｄｔｈ",
    "Ս Armenian",
    "ქართული",
    "हिन्दी",
]
for text in SAMPLES:
    print(repr(text), "->", repr(ud(text)))
print("expect ascii", unidecode_expect_ascii("plain"), unidecode_expect_ascii("mïxed"))
print("expect nonascii", unidecode_expect_nonascii("Ünïcödé"))
for errors in ["ignore", "replace", "preserve"]:
    print(
        "errors", errors, repr(ud("a\U000f0000b\ue000", errors=errors, replace_str="?"))
    )
try:
    ud("a\ue000", errors="strict")
except unidecode.UnidecodeError as error:
    print("UnidecodeError", error.index)
print("cache sections", len(unidecode.Cache) > 10)
print("surrogate", repr(ud("\ud800")))
