import settings

settings.MODE = "turbo"
settings.DEPTH *= 3
