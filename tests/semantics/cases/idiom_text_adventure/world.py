ROOMS = {
    "hall": {"desc": "A dusty hall.", "exits": {"north": "library"}, "items": ["lamp"]},
    "library": {"desc": "Shelves of books.", "exits": {"south": "hall"}, "items": ["key", "book"]},
}
