"""Compact source printer: an AST back to the shortest text that parses to the same AST.

Minimal whitespace (a space only where two word characters would fuse), minimal
parentheses from operator precedence and associativity, one-space indentation,
`;`-joined simple statements, single-statement bodies on the header's line, the
shortest quote form for strings and the shortest exact spelling for numbers.
Every output line remembers the input line of the statement that starts on it.

`tokens` joins tokens, `precedence` ranks operators, `literals` spells constants,
`expressions` and `fstrings` write expressions, `statements` writes whole modules.
"""
