"""Driver: textdistance (algorithm classes with `__call__`, instances registered in a
libraries manager that reads `libraries.json` beside its module through `__file__` at import
and would call faster external libraries when installed (none are: every result here is the
pure-Python one), normalised distances and similarities)."""

import textdistance
from textdistance import (
    Cosine,
    DamerauLevenshtein,
    Hamming,
    Jaccard,
    Jaro,
    JaroWinkler,
    LCSSeq,
    LCSStr,
    Levenshtein,
    MLIPNS,
    NeedlemanWunsch,
    RatcliffObershelp,
    SmithWaterman,
    Sorensen,
    Tversky,
    Overlap,
    MRA,
    Editex,
    Prefix,
    Postfix,
    Length,
    Identity,
    Matrix,
    BZ2NCD,
    ZLIBNCD,
    EntropyNCD,
    ArithNCD,
    BWTRLENCD,
    SqrtNCD,
    Bag,
    StrCmp95,
    Gotoh,
    MongeElkan,
    Tanimoto,
)

PAIRS = [
    ("test", "text"),
    ("kitten", "sitting"),
    ("arena", "arenas"),
    ("", "abc"),
    ("same", "same"),
    ("ab", "ba"),
]
ALGORITHMS = [
    Hamming(),
    Levenshtein(),
    DamerauLevenshtein(),
    Jaro(),
    JaroWinkler(),
    StrCmp95(),
    NeedlemanWunsch(),
    Gotoh(),
    SmithWaterman(),
    Jaccard(),
    Sorensen(),
    Tversky(),
    Overlap(),
    Tanimoto(),
    Cosine(),
    Bag(),
    LCSSeq(),
    LCSStr(),
    RatcliffObershelp(),
    MRA(),
    Editex(),
    Prefix(),
    Postfix(),
    Length(),
    Identity(),
    Matrix(),
    BZ2NCD(),
    ZLIBNCD(),
    EntropyNCD(),
    SqrtNCD(),
    BWTRLENCD(),
    ArithNCD(),
]
for algorithm in ALGORITHMS:
    name = type(algorithm).__name__
    values = []
    for a, b in PAIRS:
        try:
            values.append(
                (
                    round(algorithm.distance(a, b), 4),
                    round(algorithm.normalized_similarity(a, b), 4),
                )
            )
        except Exception as error:
            values.append(type(error).__name__)
    print(name, values)
print(
    "qval",
    Jaccard(qval=2)("arena", "arenas"),
    Jaccard(qval=None)("a b c", "a b d"),
    Levenshtein(qval=2)("test", "text"),
)
print("as_set", Jaccard(as_set=True)("aab", "abb"), Cosine(as_set=True)("aab", "abb"))
print("multiple", Hamming()("abc", "abd", "abe"), Jaccard()("ab", "ac", "ad"))
print(
    "lcs",
    textdistance.lcsseq("test", "text"),
    textdistance.lcsstr("arena bundler", "bundle"),
    textdistance.lcsseq("ab", "ab", "abc"),
)
print(
    "module funcs",
    textdistance.levenshtein("a", "b"),
    textdistance.hamming.normalized_distance("ab", "ac"),
    textdistance.jaro_winkler.similarity("martha", "marhta"),
)
print("mongeelkan", round(MongeElkan()(["hello", "world"], ["hallo", "word"]), 4))
print(
    "external off",
    Levenshtein(external=False)("kitten", "sitting"),
    Levenshtein(test_func=lambda a, b: a != b)("abc", "abd"),
)
print(
    "maximum",
    Levenshtein().maximum("abc", "de"),
    Jaro().maximum("a", "b"),
    Hamming(truncate=True)("abcd", "ab"),
)
print("libraries known", sorted(textdistance.libraries.prototype.get_algorithms())[:5])
print(
    "version", textdistance.__version__ if hasattr(textdistance, "__version__") else "-"
)
