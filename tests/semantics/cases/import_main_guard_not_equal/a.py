mode = "unset"
if __name__ != "__main__":
    mode = "imported"
