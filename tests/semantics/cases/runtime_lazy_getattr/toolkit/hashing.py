import hashlib

print("loading hashing")


def digest(text):
    return hashlib.sha256(text.encode()).hexdigest()[:12]
