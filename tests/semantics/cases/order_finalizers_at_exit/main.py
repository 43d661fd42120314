import atexit

from res import handle

held = handle.Handle("main-held")
pair = [handle.Handle("in-list"), handle.Handle("second")]
atexit.register(print, "atexit ran")
print(type(held).__module__, "end of main")
