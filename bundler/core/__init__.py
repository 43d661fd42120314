"""The bundling core: resolve -> inline (or embed) -> precompute -> minify -> render -> verify,
driven by `pipeline`, every stage asking one scope model (`scopes`). Imports nothing of the
arena kit, code generation or the commands."""
