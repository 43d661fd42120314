"""Joining tokens with the least whitespace."""

from __future__ import annotations


def is_word_char(char: str) -> bool:
    return char.isalnum() or char == "_"


def cat(*parts: str) -> str:
    """Concatenate tokens, inserting a space only where they would otherwise fuse."""
    text = ""
    for part in parts:
        if not part:
            continue
        if text and (
            (is_word_char(text[-1]) and is_word_char(part[0]))
            # `1.` followed by `e`/`j`/a keyword would read as part of the number
            or (
                text[-1] == "."
                and len(text) > 1
                and text[-2].isdigit()
                and is_word_char(part[0])
            )
        ):
            text += " "
        text += part
    return text
