from m import f
print(f())
