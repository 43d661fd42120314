print("app.models loaded")
