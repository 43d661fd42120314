mode = "unset"
if __name__ == "__main__":
    pass
else:
    mode = "imported"
