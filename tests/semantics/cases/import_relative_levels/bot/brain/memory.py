_items = []


def remember(x):
    _items.append(x)


def recall():
    return list(_items)
