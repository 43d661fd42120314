print("app init")
