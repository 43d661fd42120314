def records(lines):
    it = iter(lines)
    assert next(it).strip() == "name,score", "missing header"
    for line in it:
        name, score = line.strip().split(",")
        yield name, int(score)
