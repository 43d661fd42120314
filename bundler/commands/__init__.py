"""The command-line subcommands of the bundling core and of code generation, one module each
with `add_arguments(parser)` and `run(args) -> int` (the arena kit's live in `bundler.arena`).
"""
