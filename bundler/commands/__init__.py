"""The command-line subcommands, one module each with `add_arguments(parser)` and
`run(args) -> int`: those of the bundling core, of code generation and of the local arena
kit (`play`, `replay`, `record`, `view`, which import the kit only when run).
"""
