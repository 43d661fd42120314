import broken  # imported through another module
