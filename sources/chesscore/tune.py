"""Tune the evaluation's weights offline by Texel's method:

    python -m sources.chesscore.tune games OUT.tsv [--games N] [--nodes N] [--seed S]
    python -m sources.chesscore.tune fit POSITIONS.tsv... [--epochs N] [--regularisation R]
        [--keep-material] [--limit N]

`games` has Stockfish play itself from random Chess960 start positions (a few random
opening moves for variety, then a fixed node budget a move) and writes one line per quiet
position: FEN, Stockfish's score for White in centipawns and the game's result for White
(1, 0.5, 0). `fit` minimises the squared error between each position's label (the result
and Stockfish's win chance, averaged) and the win chance our evaluation predicts,
sigmoid(K * score), over every weight of `evaluation` at once (the evaluation is linear in
them: each term is a count times a weight, tapered by the game phase), then writes the
weights to `weights.py`.

Offline only: it needs python-chess, numpy and Stockfish (`apt-get install stockfish`),
none of which a bot imports.

Tried once, not kept: 85,000 positions from ~1,300 games at 4,000 nodes a move. The fit
lowers the error on held-out games (0.0407 -> 0.0389 at --regularisation 3e-8), yet every
fitted set lost or broke even against the hand-set weights in fixed-node self-play
(`bundler play chess960 NEW OLD --deterministic 2000`): 42% after 90 games (3e-8), 38%
after 60 (1e-7), 49% after 150 (--keep-material). More games, or positions from our own
bot's games, are the next things to try.
"""

import argparse
import random
import sys
from pathlib import Path

STOCKFISH = "/usr/games/stockfish"
RANDOM_OPENING_PLIES = 4
SKIP_PLIES = 8
MAX_PLIES = 400
ADJUDICATE_CENTIPAWNS = 1000
ADJUDICATE_PLIES = 6
WEIGHTS_PATH = Path(__file__).with_name("weights.py")


def play_games(out, games, nodes, seed):
    import chess
    import chess.engine

    rng = random.Random(seed)
    engine = chess.engine.SimpleEngine.popen_uci(STOCKFISH)
    engine.configure({"Threads": 1, "Hash": 16})
    with open(out, "a", encoding="utf-8") as stream:
        for game in range(games):
            board = chess.Board.from_chess960_pos(rng.randrange(960))
            for _ in range(RANDOM_OPENING_PLIES):
                board.push(rng.choice(list(board.legal_moves)))
            samples, result, decisive = [], None, 0
            while result is None:
                outcome = board.outcome(claim_draw=True)
                if outcome is not None:
                    result = {True: 1.0, False: 0.0, None: 0.5}[outcome.winner]
                    break
                if board.ply() >= MAX_PLIES:
                    result = 0.5
                    break
                played = engine.play(
                    board, chess.engine.Limit(nodes=nodes), info=chess.engine.INFO_SCORE
                )
                score = played.info["score"].white()
                centipawns = score.score(mate_score=32000)
                decisive = (
                    decisive + 1 if abs(centipawns) >= ADJUDICATE_CENTIPAWNS else 0
                )
                if decisive >= ADJUDICATE_PLIES:
                    result = 1.0 if centipawns > 0 else 0.0
                    break
                quiet = not (
                    board.is_check()
                    or board.is_capture(played.move)
                    or played.move.promotion
                    or score.is_mate()
                )
                if board.ply() >= SKIP_PLIES and quiet:
                    samples.append((board.fen(), centipawns))
                board.push(played.move)
            for fen, centipawns in samples:
                stream.write(f"{fen}\t{centipawns}\t{result}\n")
            stream.flush()
            print(
                f"game {game + 1}: {result} ({len(samples)} positions)", file=sys.stderr
            )
    engine.quit()


# ---- the evaluation as a linear function of its weights --------------------------------

PIECE_NAMES = ("pawn", "knight", "bishop", "rook", "queen", "king")
HALF_BOARD = 32  # squares a piece-square table holds: files a-d, mirrored onto e-h
TAPERED_TERMS = (
    [f"{name}_{index}" for name in PIECE_NAMES for index in range(HALF_BOARD)]
    + [f"passed_{rank}" for rank in range(1, 7)]
    + ["doubled", "isolated"]
)
MIDDLEGAME_TERMS = ["open_file", "half_open_file", "shield_near", "shield_far"]
# Slider mobility, the same in both phases: weights per empty cell seen, from a fixed
# baseline count.
MOBILITY_PIECES = ("bishop", "rook", "queen")
# weight vector: tapered terms' middlegame weights, their endgame weights, then the
# middlegame-only terms, the bishop pair and the mobility weights (not tapered)
WEIGHT_COUNT = 2 * len(TAPERED_TERMS) + len(MIDDLEGAME_TERMS) + 1 + len(MOBILITY_PIECES)
TAPERED_INDEX = {name: index for index, name in enumerate(TAPERED_TERMS)}


def features(board):
    """(counts of each term for White minus Black, game phase 0-24) of a python-chess
    board, counted as `evaluation.evaluate` counts them."""
    import chess

    from .evaluation import FULL_PHASE, PHASE_WEIGHTS, table_index
    from .weights import MOBILITY_BASELINE

    tapered = [0] * len(TAPERED_TERMS)
    mobility = [0] * len(MOBILITY_PIECES)
    middlegame = [0] * len(MIDDLEGAME_TERMS)
    phase = 0
    bishops = [0, 0]
    pawn_ranks = {
        chess.WHITE: [[] for _ in range(10)],
        chess.BLACK: [[] for _ in range(10)],
    }
    for square, piece in board.piece_map().items():
        file, rank = chess.square_file(square), chess.square_rank(square)
        own_rank = rank if piece.color == chess.WHITE else 7 - rank
        sign = 1 if piece.color == chess.WHITE else -1
        tapered[
            (piece.piece_type - 1) * HALF_BOARD + table_index(file, own_rank)
        ] += sign
        phase += PHASE_WEIGHTS[piece.piece_type]
        if piece.piece_type == chess.BISHOP:
            bishops[piece.color == chess.BLACK] += 1
        if piece.piece_type == chess.PAWN:
            pawn_ranks[piece.color][file + 1].append(rank)
        if chess.BISHOP <= piece.piece_type <= chess.QUEEN:
            # Attacked squares that are empty: the cells the slider sees along its lines.
            seen = len(board.attacks(square) & ~board.occupied)
            mobility[piece.piece_type - chess.BISHOP] += sign * (
                seen - MOBILITY_BASELINE[piece.piece_type]
            )
    for colour, sign in ((chess.WHITE, 1), (chess.BLACK, -1)):
        own, their = pawn_ranks[colour], pawn_ranks[not colour]
        for column in range(1, 9):
            for rank in own[column]:
                blockers = their[column - 1] + their[column] + their[column + 1]
                if colour == chess.WHITE:
                    passed = all(other <= rank for other in blockers)
                    own_rank = rank
                else:
                    passed = all(other >= rank for other in blockers)
                    own_rank = 7 - rank
                if passed:
                    tapered[TAPERED_INDEX[f"passed_{own_rank}"]] += sign
                if not own[column - 1] and not own[column + 1]:
                    tapered[TAPERED_INDEX["isolated"]] -= sign
            if len(own[column]) > 1:
                tapered[TAPERED_INDEX["doubled"]] -= sign * (len(own[column]) - 1)
        for square in board.pieces(chess.ROOK, colour):
            column = chess.square_file(square) + 1
            if not own[column]:
                middlegame[0 if not their[column] else 1] += sign
        king = board.king(colour)
        file, rank = chess.square_file(king), chess.square_rank(king)
        forward = 1 if colour == chess.WHITE else -1
        if (rank if colour == chess.WHITE else 7 - rank) <= 1:
            for distance, term in ((1, 2), (2, 3)):
                for step in (-1, 0, 1):
                    if 0 <= file + step < 8:
                        square = chess.square(file + step, rank + forward * distance)
                        if board.piece_at(square) == chess.Piece(chess.PAWN, colour):
                            middlegame[term] += sign
    pair = (bishops[0] >= 2) - (bishops[1] >= 2)
    return tapered, middlegame, pair, mobility, min(phase, FULL_PHASE)


def current_weights():
    """The weights `evaluation` uses now, in the order of `features`."""
    from . import weights

    tables = (weights.MIDDLEGAME_SQUARES, weights.ENDGAME_SQUARES)
    passed = (weights.PASSED_MIDDLEGAME, weights.PASSED_ENDGAME)
    doubled = (weights.DOUBLED_MIDDLEGAME, weights.DOUBLED_ENDGAME)
    isolated = (weights.ISOLATED_MIDDLEGAME, weights.ISOLATED_ENDGAME)
    vector = []
    for phase in (0, 1):
        vector += [value for table in tables[phase] for value in table]
        vector += list(passed[phase][1:7]) + [doubled[phase], isolated[phase]]
    vector += [weights.OPEN_FILE, weights.HALF_OPEN_FILE]
    vector += [weights.SHIELD_NEAR, weights.SHIELD_FAR, weights.BISHOP_PAIR]
    vector += list(weights.MOBILITY[3:6])
    assert len(vector) == WEIGHT_COUNT
    return vector


def design_row(board):
    """The position's row of the linear system: the evaluation for White is the row
    times the weight vector (before rounding)."""
    from .evaluation import FULL_PHASE

    tapered, middlegame, pair, mobility, phase = features(board)
    early, late = phase / FULL_PHASE, (FULL_PHASE - phase) / FULL_PHASE
    return (
        [count * early for count in tapered]
        + [count * late for count in tapered]
        + [count * early for count in middlegame]
        + [pair]
        + mobility
    )


def load_positions(paths, limit=None):
    """(design matrix, labels) of the positions in the files: positions where a side has
    no pawns are left out (the evaluation scales those down, not linearly)."""
    import chess
    import numpy

    rows, labels = [], []
    for path in paths:
        with open(path, encoding="utf-8") as stream:
            for line in stream:
                fen, centipawns, result = line.rstrip("\n").split("\t")
                board = chess.Board(fen, chess960=True)
                if not board.pieces(chess.PAWN, chess.WHITE) or not board.pieces(
                    chess.PAWN, chess.BLACK
                ):
                    continue
                rows.append(design_row(board))
                chance = 1 / (1 + 10 ** (-int(centipawns) / 400))
                labels.append((float(result) + chance) / 2)
                if limit and len(rows) >= limit:
                    break
    return numpy.array(rows, dtype=numpy.float64), numpy.array(labels)


def fit(matrix, labels, start, epochs, regularisation, keep_material):
    """Weights minimising the mean squared error of sigmoid(K * score) against the
    labels, K fitted first to the starting weights, by Adam on the whole set. With
    `keep_material`, each piece-square table keeps its mean (the piece's value) in both
    phases: only where pieces stand is fitted, not what they are worth."""
    import numpy

    start = numpy.array(start, dtype=numpy.float64)
    # pawns never stand on the first or last rank: those entries stay out of the mean
    tables = [
        slice(
            offset + piece * HALF_BOARD + (4 if piece == 0 else 0),
            offset + (piece + 1) * HALF_BOARD - (4 if piece == 0 else 0),
        )
        for offset in (0, len(TAPERED_TERMS))
        for piece in range(6)
    ]

    def loss(weights, k):
        predicted = 1 / (1 + numpy.exp(-k * (matrix @ weights)))
        return numpy.mean((labels - predicted) ** 2)

    k = min((loss(start, k / 10000), k / 10000) for k in range(10, 200))[1]
    print(
        f"K {k:.4f}, loss at the current weights {loss(start, k):.6f}", file=sys.stderr
    )
    weights = start.copy()
    moment, second = numpy.zeros_like(weights), numpy.zeros_like(weights)
    rate, beta1, beta2 = 1.0, 0.9, 0.999
    for epoch in range(1, epochs + 1):
        predicted = 1 / (1 + numpy.exp(-k * (matrix @ weights)))
        error = (predicted - labels) * predicted * (1 - predicted) * k
        gradient = 2 * (matrix.T @ error) / len(labels)
        gradient += 2 * regularisation * (weights - start)
        moment = beta1 * moment + (1 - beta1) * gradient
        second = beta2 * second + (1 - beta2) * gradient**2
        weights -= (
            rate
            * (moment / (1 - beta1**epoch))
            / (numpy.sqrt(second / (1 - beta2**epoch)) + 1e-12)
        )
        if keep_material:
            for table in tables:
                weights[table] += start[table].mean() - weights[table].mean()
        if epoch % 200 == 0:
            print(f"epoch {epoch}: loss {loss(weights, k):.6f}", file=sys.stderr)
    return weights


def render_weights(vector, origin):
    """The text of `weights.py` holding these weights; `origin` says where they come from
    (its first line)."""
    from .weights import MOBILITY_BASELINE

    values = [round(value) for value in vector]
    tapered = len(TAPERED_TERMS)
    squares = 6 * HALF_BOARD

    def tables(offset):
        return [
            tuple(
                values[offset + piece * HALF_BOARD : offset + (piece + 1) * HALF_BOARD]
            )
            for piece in range(6)
        ]

    def structure(offset):
        rest = values[offset + squares : offset + tapered]
        return (0, *rest[:6], 0), rest[6], rest[7]

    passed_mg, doubled_mg, isolated_mg = structure(0)
    passed_eg, doubled_eg, isolated_eg = structure(tapered)
    open_file, half_open, near, far, pair, *mobility = values[2 * tapered :]
    lines = [
        f"# {origin}",
        '"""The evaluation\'s weights in centipawns (see `tune` to fit them to games).',
        "",
        "Piece-square tables: per piece type (pawn to king), 32 values for files a-d from the",
        "owner's back rank up (index rank * 4 + file), mirrored onto files e-h; they include",
        'the piece\'s material value."""',
        "",
    ]
    lines.append("# fmt: off")
    for name, value in (
        ("MIDDLEGAME_SQUARES", tables(0)),
        ("ENDGAME_SQUARES", tables(tapered)),
    ):
        lines.append(f"{name} = (")
        for piece, table in zip(PIECE_NAMES, value):
            lines.append(f"    (  # {piece}")
            for rank in range(8):
                row = ", ".join(
                    f"{entry:4d}" for entry in table[rank * 4 : rank * 4 + 4]
                )
                lines.append(f"        {row},")
            lines.append("    ),")
        lines.append(")")
    lines.append("# fmt: on")
    for name, value in (
        ("PASSED_MIDDLEGAME", passed_mg),
        ("PASSED_ENDGAME", passed_eg),
        ("DOUBLED_MIDDLEGAME", doubled_mg),
        ("DOUBLED_ENDGAME", doubled_eg),
        ("ISOLATED_MIDDLEGAME", isolated_mg),
        ("ISOLATED_ENDGAME", isolated_eg),
        ("OPEN_FILE", open_file),
        ("HALF_OPEN_FILE", half_open),
        ("SHIELD_NEAR", near),
        ("SHIELD_FAR", far),
        ("BISHOP_PAIR", pair),
        ("MOBILITY", (0, 0, 0, *mobility, 0)),
        ("MOBILITY_BASELINE", MOBILITY_BASELINE),
    ):
        lines.append(f"{name} = {value!r}")
    return "\n".join(lines) + "\n"


def main(argv=None):
    parser = argparse.ArgumentParser(prog="python -m sources.chesscore.tune")
    commands = parser.add_subparsers(dest="command", required=True)
    games = commands.add_parser("games")
    games.add_argument("out", type=Path)
    games.add_argument("--games", type=int, default=1000)
    games.add_argument("--nodes", type=int, default=2000)
    games.add_argument("--seed", type=int, default=1)
    fitting = commands.add_parser("fit")
    fitting.add_argument("positions", type=Path, nargs="+")
    fitting.add_argument("--epochs", type=int, default=2000)
    fitting.add_argument("--limit", type=int)
    # pulls weights towards their current values: rare terms (pawns on the 7th rank,
    # kings in the centre in the middlegame) keep sensible values
    fitting.add_argument("--regularisation", type=float, default=3e-8)
    # games of a much stronger engine hold pawns given up for compensation our search
    # cannot see; fitted on them, material values drift too low for our bot
    fitting.add_argument("--keep-material", action="store_true")
    args = parser.parse_args(argv)
    if args.command == "games":
        play_games(args.out, args.games, args.nodes, args.seed)
        return
    matrix, labels = load_positions(args.positions, args.limit)
    print(f"{len(labels)} positions", file=sys.stderr)
    weights = fit(
        matrix,
        labels,
        current_weights(),
        args.epochs,
        args.regularisation,
        args.keep_material,
    )
    command = "python -m sources.chesscore.tune fit " + " ".join(
        path.name for path in args.positions
    )
    origin = f"Written by `{command}`."
    WEIGHTS_PATH.write_text(render_weights(weights, origin), encoding="utf-8")
    print(f"wrote {WEIGHTS_PATH}", file=sys.stderr)


if __name__ == "__main__":
    main()
