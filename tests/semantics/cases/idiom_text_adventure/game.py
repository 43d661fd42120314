from world import ROOMS


class Game:
    def __init__(self):
        self.room = "hall"
        self.inventory = []

    def handle(self, line):
        verb, *rest = line.split() or ["look"]
        action = getattr(self, "do_" + verb, None)
        if action is None:
            return f"I don't know how to {verb}."
        return action(*rest)

    def do_look(self):
        room = ROOMS[self.room]
        return f"{room['desc']} Exits: {', '.join(room['exits'])}. Items: {', '.join(room['items']) or 'none'}."

    def do_go(self, direction):
        exits = ROOMS[self.room]["exits"]
        if direction not in exits:
            return "You can't go that way."
        self.room = exits[direction]
        return self.do_look()

    def do_take(self, item):
        items = ROOMS[self.room]["items"]
        if item not in items:
            return f"There is no {item} here."
        items.remove(item)
        self.inventory.append(item)
        return f"Taken: {item}."

    def do_inventory(self):
        return "You carry: " + (", ".join(self.inventory) or "nothing")
