VALUE = 1
raise ValueError("plugin misconfigured")
