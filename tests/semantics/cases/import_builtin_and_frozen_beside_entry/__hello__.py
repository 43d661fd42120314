LOCAL = 1
initialized = "local"
