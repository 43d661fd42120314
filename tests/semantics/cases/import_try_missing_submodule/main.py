import versioned

print(versioned.__version__, versioned.missing)
print(versioned.fast_sum([1, 2, 3]))
