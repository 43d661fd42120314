def describe(module):
    return f"{module.__name__.rpartition('.')[2]}: {len(module.WIDTHS)} entries"
