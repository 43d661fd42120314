import zoo
from zoo import Dog

pet = zoo.make_pet("dog")
print(type(pet()))
print(Dog, zoo.Animal, zoo.Animal.Tag)
print(pet.__qualname__, pet.__name__)
print(Dog.speak.__qualname__, zoo.make_pet.__qualname__)
print(pet(), [type(x).__name__ for x in (pet(), zoo.Animal(), 1, "s")])
print(type(zoo), type(zoo.animals).__name__)
print(Dog.__mro__)
print(str(type(pet())).split("'")[1], pet().speak())
