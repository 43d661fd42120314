class MoveError(Exception):
    pass


class TimeoutProblem(Exception):
    pass


def validate(moves):
    problems = []
    for move in moves:
        if len(move) != 4:
            problems.append(MoveError(f"bad length: {move}"))
        elif move[0] == move[2] and move[1] == move[3]:
            problems.append(MoveError(f"null move: {move}"))
    if len(moves) > 3:
        problems.append(TimeoutProblem(f"{len(moves)} moves is too many"))
    if problems:
        raise ExceptionGroup("validation failed", problems)
    return "ok"


for batch in (["e2e4"], ["e2e4", "e2", "a1a1", "b1c3", "g1f3"], ["a", "b", "c", "d"]):
    try:
        print(validate(batch))
    except* MoveError as group:
        print("move errors:", [str(e) for e in group.exceptions])
    except* TimeoutProblem as group:
        print("timeouts:", [str(e) for e in group.exceptions])

try:
    try:
        raise ExceptionGroup("outer", [ValueError("v"), ExceptionGroup("inner", [KeyError("k")])])
    except* ValueError as values:
        print("handled", len(values.exceptions), "value error(s); message:", values.message)
except* KeyError as keys:
    print("re-raised key errors:", keys.message, [e.args for e in keys.exceptions])
group = ExceptionGroup("g", [ValueError(1), TypeError(2), ValueError(3)])
matched, rest = group.split(ValueError)
print([e.args[0] for e in matched.exceptions], [e.args[0] for e in rest.exceptions])
