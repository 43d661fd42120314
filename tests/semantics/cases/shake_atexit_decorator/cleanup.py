import atexit

STATS = {"saved": 0}


@atexit.register
def _flush_stats():
    STATS["saved"] += 1
    print("cleanup: flushed stats", STATS)


def _close(resource):
    print(f"cleanup: closing {resource}")


atexit.register(_close, "log file")
print("cleanup: handlers registered")
