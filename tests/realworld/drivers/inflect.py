"""Driver: inflect + jaraco.functools + more_itertools + typeguard + typing_extensions (every
public method wrapped by typeguard's `@typechecked`, which reads annotations and `Annotated`
metadata at call time; English plurals, articles, numbers to words, ordinals, joins)."""

import inflect

p = inflect.engine()
for word in [
    "cat",
    "child",
    "person",
    "mouse",
    "sheep",
    "analysis",
    "cactus",
    "bus",
    "knife",
    "potato",
    "ox",
    "datum",
    "Chinese",
    "I",
    "me",
    "mother-in-law",
    "court martial",
    "post office",
]:
    print(
        word, "|", p.plural(word), p.plural_noun(word), p.singular_noun(p.plural(word))
    )
for verb in ["is", "was", "has", "goes", "runs", "I am"]:
    print("verb", verb, "->", p.plural_verb(verb), p.plural_verb(verb, 1))
print("adj", p.plural_adj("my"), p.plural_adj("this"), p.plural_adj("big"))
for n in [0, 1, 2, 5]:
    print(
        "count",
        n,
        p.plural("error", n),
        p.no("error", n),
        p.inflect(f"plural('cat', {n}) num({n}, False)"),
    )
for word in [
    "apple",
    "banana",
    "hour",
    "unicorn",
    "FBI agent",
    "euro",
    "honest man",
    "X-ray",
    "one-off",
    "8",
]:
    print("a/an", p.a(word), "|", p.an(word))
for number in [
    0,
    1,
    7,
    13,
    21,
    99,
    100,
    101,
    1000,
    1234,
    1000000,
    123456789,
    -42,
    3.14,
]:
    print("words", number, "|", p.number_to_words(number))
print(
    "group",
    p.number_to_words(1234567, group=1),
    "|",
    p.number_to_words(1234567, group=2),
)
print(
    "options",
    p.number_to_words(1234, andword="", zero="oh", one="unity", threshold=10, comma=""),
)
print("decimal", p.number_to_words("6.1234", decimal="point", wantlist=True))
for n in [1, 2, 3, 4, 11, 12, 13, 21, 22, 101, 111, "one", "twenty", "hundred"]:
    print("ordinal", n, p.ordinal(n))
print("join", p.join(["apple", "banana", "cherry"]))
print(
    "join",
    p.join(["a", "b"]),
    "|",
    p.join(["x", "y", "z"], final_sep="", conj="or"),
    "|",
    p.join(["one"]),
)
print(
    "compare",
    p.compare("cat", "cats"),
    p.compare_nouns("cats", "cats"),
    p.compare_verbs("runs", "run"),
)
p.classical(all=True)
print("classical", p.plural("formula"), p.plural("octopus"), p.plural("brother"))
p.classical(all=False)
p.defnoun("VAX", "VAXen")
p.defverb("will", "shall", "will", "will", "will", "will")
p.defa("yesterday")
print("user defs", p.plural("VAX"), p.plural_verb("will"), p.a("yesterday"))
p.num(3)
print("num", p.plural("dog"), p.num(), p.plural("dog"))
print(
    "present participle",
    [p.present_participle(w) for w in ["run", "sit", "die", "see", "hoe"]],
)
try:
    p.number_to_words("not a number")
except Exception as error:
    print("error", type(error).__name__)
try:
    p.plural(42)
except Exception as error:
    print("typeguard", type(error).__name__, str(error).split(" ")[0])
print("gender", p.singular_noun("they"), end=" ")
p.gender("feminine")
print(p.singular_noun("they"))
