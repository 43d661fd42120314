import labels

print(labels.GREETING)
print(labels.describe("Ölfeld"), len(labels.GREETING))
print([hex(ord(c)) for c in labels.ACCENTS])
print(labels.ACCENTS.encode("utf-8"))
