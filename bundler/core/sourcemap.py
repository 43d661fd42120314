"""The source map beside each bundle (`NAME.py.map`, JSON): what its version means and
the digest that ties it to the one bundle text it describes.

Version 1: `files`, `lines` (bundle line -> [file, line]), `tables`, `layout`, `names`
(renamed module-level name -> "module.name"), `modules` (embedded modules' lines).
Version 2 adds `arena`, `size_limit`, `bundle` (the digest) and, for the flat layout,
`code_line` (where the code starts), `definitions` ([file, name]), `statements` and
`locals` (see `definitions.Definitions`); `names` also holds renamed imports. Where the
minifier inlined constants, `inlined` (statement index -> [constant index, name]) and
`constants` (name -> [file, source name, value]) let the definitions read back with their
names (a map without them reads as before).
A packed bundle's map adds `packed` (`codec`, and `plain`: the digest of the plain bundle it
runs, which everything else in the map describes).
"""

from __future__ import annotations

import hashlib
import json

from .errors import BundleError

VERSION = 2


def bundle_digest(text: str) -> str:
    return hashlib.sha256(text.encode()).hexdigest()[:16]


def load_source_map(text: str, map_text: str, where: str) -> dict:
    """The map of `text`, refused when it was written for another bundle text."""
    try:
        source_map = json.loads(map_text)
    except ValueError as error:
        raise BundleError(f"{where}: not a source map: {error}") from None
    if not isinstance(source_map, dict) or "lines" not in source_map:
        raise BundleError(f"{where}: not a source map")
    digest = source_map.get("bundle")
    if digest is not None and digest != bundle_digest(text):
        raise BundleError(f"{where}: the map of another bundle text (rebuild both)")
    return source_map
