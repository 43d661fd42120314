"""Driver: idna (a large generated data module imported lazily inside a function, `codecs.register`
of a search function at import of `idna.codec`, exceptions carrying codes, `warnings.warn` with
`stacklevel`)."""

import codecs
import warnings

import idna
import idna.codec
import idna.compat
from idna import intranges_contain

DOMAINS = [
    "example.com",
    "ドメイン.テスト",
    "bücher.de",
    "Königsgäßchen.example",
    "faß.de",
    "παράδειγμα.δοκιμή",
    "пример.испытание",
    "مثال.إختبار",
    "例子.测试",
    "ＦＵＬＬＷＩＤＴＨ.example",
    "straße.de.",
    "\u0627\u0644\u0639\u0631\u0628\u064a\u0629.com",
]
for domain in DOMAINS:
    try:
        encoded = idna.encode(domain, uts46=True)
        print(repr(domain), "->", encoded, "->", repr(idna.decode(encoded)))
    except idna.IDNAError as error:
        print(
            repr(domain),
            "error",
            type(error).__name__,
            getattr(error, "code", None),
            error,
        )

print("--- strict IDNA 2008 (no UTS #46 mapping)")
for domain in [
    "Bücher.de",
    "bücher.de",
    "a..b",
    "-leading.com",
    "xn--bcher-kva.de",
    "ab--c.com",
    "☃.net",
    "",
]:
    try:
        print(repr(domain), "->", idna.encode(domain))
    except idna.IDNAError as error:
        print(repr(domain), type(error).__name__, "|", error)

print("--- labels")
print("alabel", idna.alabel("münchen"), "ulabel", idna.ulabel(b"xn--mnchen-3ya"))
print(
    "uts46_remap",
    idna.uts46_remap("ÖBB.AT"),
    idna.uts46_remap("A\u00adB", std3_rules=False),
)
for label in ["a" * 63, "a" * 64]:
    print("label length", len(label), idna.valid_label_length(label))
print(
    "string length",
    idna.valid_string_length("a." * 126 + "a", False),
    idna.valid_string_length("a" * 254, False),
)
print("hyphen ok", idna.check_hyphen_ok("ok-label"))
for bad in ["ab--cd", "-ab", "ab-"]:
    try:
        idna.check_hyphen_ok(bad)
    except idna.IDNAError as error:
        print("hyphen", bad, "|", error)
print("bidi", idna.check_bidi("\u05d0\u05d1"), idna.check_bidi("abc"))
try:
    idna.check_bidi("\u05d0a")
except idna.IDNABidiError as error:
    print("bidi error |", error)
try:
    idna.check_initial_combiner("\u0301a")
except idna.IDNAError as error:
    print("combiner |", error)
print("contextj", idna.valid_contextj("\u0915\u094d\u200d", 2))
print(
    "contexto", idna.valid_contexto("l\u00b7l", 1), idna.valid_contexto("a\u00b7b", 1)
)
print(
    "intranges",
    intranges_contain(5, (idna.intranges.intranges_from_list([1, 2, 3, 4, 5, 9]))),
)
print("intranges from list", idna.intranges.intranges_from_list([1, 2, 3, 10, 11, 20]))

print("--- codec and compat")
print(
    "idna2008 codec",
    "bücher.example".encode("idna2008"),
    b"xn--bcher-kva.example".decode("idna2008"),
)
info = codecs.lookup("idna2008")
print("codec info", info.name)
encoder = codecs.getincrementalencoder("idna2008")()
print("incremental", encoder.encode("bücher."), encoder.encode("de", final=True))
decoder = codecs.getincrementaldecoder("idna2008")()
print(
    "incremental decode",
    decoder.decode(b"xn--bcher-kva."),
    decoder.decode(b"de", final=True),
)
print("compat", idna.compat.ToASCII("bücher"), idna.compat.ToUnicode(b"xn--bcher-kva"))
try:
    idna.compat.nameprep("x")
except NotImplementedError as error:
    print("nameprep", error)

print("--- warnings")
with warnings.catch_warnings(record=True) as caught:
    warnings.simplefilter("always")
    idna.encode("faß.de", uts46=True, transitional=True)
print("warned", [(w.category.__name__, str(w.message)[:40]) for w in caught])
print("versions", idna.__version__, idna.unicode_version, idna.idnadata.__version__)
print("exceptions", [c.__name__ for c in idna.InvalidCodepointContext.__mro__[:4]])
print("done")
