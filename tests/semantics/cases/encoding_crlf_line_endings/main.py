import board

text = """first line
second line
third line"""
print(repr(text))
print(board.render(3))
total = 1 + \
    2 + \
    3
print("total", total)
print(repr(board.HELP))
