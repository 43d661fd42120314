from errors import GameError, IllegalMove, OutOfTime, check_move


def play(moves):
    log = []
    for move in moves:
        try:
            check_move(move)
        except IllegalMove as error:
            log.append(f"illegal: {error} (square {error.square})")
        except GameError as error:
            log.append(f"game error: {error.args}")
            break
        else:
            log.append(f"ok {move}")
        finally:
            log.append("-")
    return log


print(play(["e4", "z9", "e5", "timeout", "never"]))
try:
    try:
        check_move("timeout")
    except OutOfTime as error:
        raise RuntimeError("wrapped") from error
except RuntimeError as outer:
    print("cause:", outer.__cause__.args, isinstance(outer.__cause__, GameError))
try:
    try:
        {}["missing"]
    except KeyError:
        raise ValueError("during handling")
except ValueError as error:
    print("context:", repr(error.__context__), error.__suppress_context__)
print(issubclass(IllegalMove, GameError), issubclass(OutOfTime, (ValueError, GameError)))
