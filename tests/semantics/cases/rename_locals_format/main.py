import string


def report(player, wins, losses):
    ratio = wins / max(1, wins + losses)
    line = "{player}: {wins}-{losses} ({ratio:.0%})".format(**locals())
    old = "%(player)s has %(wins)d wins" % locals()
    names = sorted(locals())
    return line, old, names


def banner(title, width=20):
    fill = "="
    return string.Template("$fill$fill $title $fill$fill (w=$width)").substitute(locals())


def local_names():
    alpha, beta = 1, 2
    snapshot = dict(locals())
    gamma = alpha + beta
    return snapshot, sorted(locals())


for item in report("white", 7, 3):
    print(item)
print(banner("match"))
print(local_names())
print("%s vs %s: %5.2f" % ("white", "black", 0.5))
print("%-6s|%6s|%03d" % ("ab", "cd", 7))
