# -*- coding: latin-1 -*-
"""Labels for a French/German UI, saved as ISO-8859-1 (not UTF-8)."""

GREETING = "Café crème, naïve façade, Grüße"
ACCENTS = "àéîõüÿ±µ"


def describe(place):
    # a comment with latin-1 text too: déjà vu
    return f"« {place} » à {len(place)} caractères"
