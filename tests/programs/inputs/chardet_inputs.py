"""Inputs for `chardetect` (chardet): byte strings on stdin — the first article of the Universal
Declaration of Human Rights in 18 languages, encoded in the legacy and Unicode encodings chardet
detects (single-byte Cyrillic, Greek, Hebrew, Turkish, Central European, Thai; the Japanese,
Chinese and Korean multi-byte and ISO-2022 escape encodings; UTF-8/16/32 with and without BOM),
whole, repeated or cut short, some wrapped in HTML or after an English paragraph; seeded random bytes; with `--minimal` or
`--legacy` on some; and `--version`."""

from __future__ import annotations

import random

from .case import Case

TEXTS = {
    "english": (
        "All human beings are born free and equal in dignity and rights. They are endowed "
        "with reason and conscience and should act towards one another in a spirit of "
        "brotherhood."
    ),
    "french": (
        "Tous les êtres humains naissent libres et égaux en dignité et en droits. Ils sont "
        "doués de raison et de conscience et doivent agir les uns envers les autres dans un "
        "esprit de fraternité."
    ),
    "german": (
        "Alle Menschen sind frei und gleich an Würde und Rechten geboren. Sie sind mit "
        "Vernunft und Gewissen begabt und sollen einander im Geist der Brüderlichkeit "
        "begegnen."
    ),
    "spanish": (
        "Todos los seres humanos nacen libres e iguales en dignidad y derechos y, dotados "
        "como están de razón y conciencia, deben comportarse fraternalmente los unos con "
        "los otros."
    ),
    "russian": (
        "Все люди рождаются свободными и равными в своем достоинстве и правах. Они наделены "
        "разумом и совестью и должны поступать в отношении друг друга в духе братства."
    ),
    "bulgarian": (
        "Всички хора се раждат свободни и равни по достойнство и права. Те са надарени с "
        "разум и съвест и следва да се отнасят помежду си в дух на братство."
    ),
    "greek": (
        "Όλοι οι άνθρωποι γεννιούνται ελεύθεροι και ίσοι στην αξιοπρέπεια και τα "
        "δικαιώματα. Είναι προικισμένοι με λογική και συνείδηση, και οφείλουν να "
        "συμπεριφέρονται μεταξύ τους με πνεύμα αδελφοσύνης."
    ),
    "hebrew": (
        "כל בני אדם נולדו בני חורין ושווים בערכם ובזכויותיהם. כולם חוננו בתבונה ובמצפון, "
        "לפיכך חובה עליהם לנהוג איש ברעהו ברוח של אחוה."
    ),
    "turkish": (
        "Bütün insanlar hür, haysiyet ve haklar bakımından eşit doğarlar. Akıl ve vicdana "
        "sahiptirler ve birbirlerine karşı kardeşlik zihniyeti ile hareket etmelidirler."
    ),
    "polish": (
        "Wszyscy ludzie rodzą się wolni i równi pod względem swej godności i swych praw. Są "
        "oni obdarzeni rozumem i sumieniem i powinni postępować wobec innych w duchu "
        "braterstwa."
    ),
    "czech": (
        "Všichni lidé rodí se svobodní a sobě rovní co do důstojnosti a práv. Jsou nadáni "
        "rozumem a svědomím a mají spolu jednat v duchu bratrství."
    ),
    "japanese": (
        "すべての人間は、生まれながらにして自由であり、かつ、尊厳と権利とについて平等である。"
        "人間は、理性と良心とを授けられており、互いに同胞の精神をもって行動しなければならない。"
    ),
    "chinese": (
        "人人生而自由，在尊严和权利上一律平等。他们赋有理性和良心，并应以兄弟关系的精神相对待。"
    ),
    "chinese-traditional": (
        "人人生而自由，在尊嚴和權利上一律平等。他們賦有理性和良心，並應以兄弟關係的精神相對待。"
    ),
    "korean": (
        "모든 인간은 태어날 때부터 자유로우며 그 존엄과 권리에 있어 동등하다. 인간은 천부적으로 "
        "이성과 양심을 부여받았으며 서로 형제애의 정신으로 행동하여야 한다."
    ),
    "thai": (
        "มนุษย์ทั้งหลายเกิดมามีอิสระและเสมอภาคกันในเกียรติศักดิ์และสิทธิ "
        "ต่างมีเหตุผลและมโนธรรม และควรปฏิบัติต่อกันด้วยเจตนารมณ์แห่งภราดรภาพ"
    ),
    "arabic": (
        "يولد جميع الناس أحرارًا متساوين في الكرامة والحقوق. وقد وهبوا عقلاً وضميرًا وعليهم "
        "أن يعامل بعضهم بعضًا بروح الإخاء."
    ),
    "emoji": "Faithful bundles ✅ — no silent difference 🙂 in any mode: «déjà vu» ½ €",
}

ENCODINGS = {
    "english": ["ascii", "utf-16", "utf-32"],
    "french": ["latin-1", "cp1252", "utf-8", "mac_roman", "utf-8-sig"],
    "german": ["latin-1", "utf-8", "cp850"],
    "spanish": ["cp1252", "utf-16-le", "utf-8"],
    "russian": ["koi8-r", "cp1251", "iso-8859-5", "mac_cyrillic", "cp866", "utf-8"],
    "bulgarian": ["cp1251", "iso-8859-5", "utf-16-be"],
    "greek": ["iso-8859-7", "cp1253", "utf-8"],
    "hebrew": ["cp1255", "iso-8859-8", "utf-8"],
    "turkish": ["iso-8859-9", "cp1254", "utf-8"],
    "polish": ["iso-8859-2", "cp1250", "utf-8"],
    "czech": ["iso-8859-2", "cp1250"],
    "japanese": ["shift_jis", "euc_jp", "iso2022_jp", "cp932", "utf-8", "utf-16"],
    "chinese": ["gb2312", "gb18030", "hz", "utf-8"],
    "chinese-traditional": ["big5", "utf-8"],
    "korean": ["euc_kr", "cp949", "iso2022_kr", "johab", "utf-8"],
    "thai": ["tis_620", "cp874", "utf-8"],
    "arabic": ["cp1256", "iso-8859-6", "utf-8"],
    "emoji": ["utf-8", "utf-16", "utf-32-le"],
}


def cases() -> list[Case]:
    result = []
    index = 0
    for language, encodings in ENCODINGS.items():
        for encoding in encodings:
            data = TEXTS[language].encode(encoding)
            variant = index % 4
            index += 1
            if variant == 1:
                data = data * 4
            elif variant == 2:
                data = data[: max(8, len(data) // 3)]
            elif variant == 3:
                data = (
                    b"<html><head><title>t</title></head><body><p>"
                    + data
                    + b"</p></body></html>\n"
                )
            options = [(), ("--minimal",), ("--legacy",), ()][index % 4]
            result.append(Case(f"{language} in {encoding} ({variant})", options, data))
    for language, encodings in ENCODINGS.items():
        # the text after an English paragraph, in the language's first encoding, twice
        text = f"{TEXTS['english']}\n\n{TEXTS[language]}\n" * 2
        result.append(
            Case(
                f"english then {language} in {encodings[0]}",
                ("--minimal", "--legacy") if len(result) % 2 else (),
                text.encode(encodings[0]),
            )
        )
    rng = random.Random(28)
    for seed in range(10):
        size = rng.choice([1, 7, 64, 600])
        data = bytes(rng.randrange(256) for _ in range(size))
        result.append(
            Case(f"random bytes {seed}", ("--legacy",) if seed % 2 else (), data)
        )
    for seed in range(8):
        # a Latin-1 text with a few stray high bytes: close calls between encodings
        text = bytearray(TEXTS["english"].encode("ascii"))
        for _ in range(seed + 1):
            text[rng.randrange(len(text))] = rng.randrange(0x80, 0x100)
        result.append(Case(f"english with {seed + 1} high bytes", (), bytes(text)))
    result += [
        Case("empty", ()),
        Case("empty --minimal", ("--minimal",)),
        Case("--version", ("--version",)),
        Case("bad option", ("--nosuch",)),
    ]
    return result
