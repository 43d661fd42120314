import debug


def outer():
    return inner()


def inner():
    return debug.stack()


print("line", debug.here())
print(debug.first_line(outer), debug.first_line(debug.here), debug.my_start())
for entry in outer():
    print(entry)
