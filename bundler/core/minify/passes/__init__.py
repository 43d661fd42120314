"""Minify passes: each module holds one tree -> tree rewrite with a stable `NAME`, named as
the pass and as its folder of cases in `tests/bundler/minify/passes/`.

`bundler.core.minify` runs them in a fixed order and guards each one. Passes import the
options (`..options`) and shared tree facts (`..trees`), never the driver.
"""
