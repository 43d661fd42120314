data = [7, 3, 8, 5, 6]
[first_even := x for x in data if x % 2 == 0][:1]
count = 0
_ = [(count := count + 1) for _ in data]
print("walrus_mod loaded")
