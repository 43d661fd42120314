from geometry import Rect, area, summarize


def attempt(label, call):
    try:
        print(label, call())
    except Exception as error:
        print(label, f"{type(error).__name__}:", error)


r = Rect(2, 3)
attempt("area", lambda: area(r))
attempt("missing", lambda: Rect(2))
attempt("keyword", lambda: area(r, units="m"))
attempt("positional", lambda: area(r, "m"))
attempt("attribute", lambda: r.depth)
attempt("method", lambda: r.scale())
attempt("unbound", lambda: summarize([]))
attempt("ok", lambda: summarize([3, 5]))
attempt("none", lambda: area(None))
