from . import animals
from .animals import Animal, Dog, make_pet
