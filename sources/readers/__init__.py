"""Protocol readers generated from the arenas' descriptions (bundler/codegen/stubs/*.stub) by
`python -m bundler generate`; one module per arena. Do not edit them: change the description
and regenerate."""
