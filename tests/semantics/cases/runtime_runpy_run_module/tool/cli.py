from tool import shared

RESULT = "cli ran as " + __name__
shared.CALLS.append(__name__)
if __name__ == "__main__":
    print("cli main block")
