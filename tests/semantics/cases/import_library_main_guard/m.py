def f():
    return 1
if __name__ == "__main__":
    print(f())
