from .config import config
