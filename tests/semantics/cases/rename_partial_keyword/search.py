import functools


def negamax(values, depth, color=1):
    if depth == 0 or not values:
        return color * sum(values)
    return max(-negamax(values[1:], depth - 1, -color), color * values[0])


quick = functools.partial(negamax, depth=2, color=1)
