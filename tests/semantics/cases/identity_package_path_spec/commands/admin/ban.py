def run(user):
    return f"banned {user}"
