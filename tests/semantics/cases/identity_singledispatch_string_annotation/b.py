import functools
Kind = int
@functools.singledispatch
def show(obj):
    return 'object'
@show.register
def _(obj: "Kind"):
    return 'kind'
