DEFAULT = "csv"
