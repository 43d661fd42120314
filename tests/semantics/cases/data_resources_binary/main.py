import csv
from importlib import resources

root = resources.files("assets")
data = root.joinpath("palette.bin").read_bytes()
print(len(data), data.hex(), data[:3])
with root.joinpath("names.csv").open("r", encoding="utf-8", newline="") as handle:
    for row in csv.DictReader(handle):
        print(row["id"], row["name"], data[int(row["id"])])
print(root.joinpath("palette.bin").is_file(), root.joinpath("nothing.bin").is_file())
