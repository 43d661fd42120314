print("app.views loaded")
