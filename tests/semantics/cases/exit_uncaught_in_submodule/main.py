import parser_mod

print("main: parsing")
for line in ["1 2", "3 4", "5 x"]:
    print("sum:", parser_mod.parse_sum(line))
print("unreachable")
