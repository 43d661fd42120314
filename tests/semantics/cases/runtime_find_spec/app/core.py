print("app.core init")
