import copy
import pickle

from inventory.items import Item, Rarity, total

bag = [Item("sword", Rarity.RARE), Item("apple", Rarity.COMMON, 3)]
data = pickle.dumps(bag, protocol=4)
print(data)
back = pickle.loads(data)
print(back)
print(back == bag, back[0].rarity is Rarity.RARE, total(back))
print(pickle.dumps(total, protocol=4))
print(pickle.loads(pickle.dumps(total)) is total)
print(copy.deepcopy(bag) == bag, copy.copy(bag[1]))
