# fmt: off
template = "<%s>"


class Page:
    template = template


print(Page.template % "x")
# output
template = '<%s>'

class a:
    template = template
print(a.template % 'x')
