CALLS = []
