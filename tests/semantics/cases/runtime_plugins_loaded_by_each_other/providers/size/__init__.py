DEFAULT = "small"
