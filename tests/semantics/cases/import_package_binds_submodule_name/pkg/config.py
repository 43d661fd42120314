DEBUG = False
class Config:
    DEBUG = True
config = Config()
