import tables

rows = tables.load("pieces.csv")
for name, value in rows:
    print(f"{name:<8}{int(value):>5}")
print(sum(int(value) for _, value in rows))
