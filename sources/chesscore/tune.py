"""Tune the evaluation's weights offline against Stockfish's judgement (Texel's method):

    python -m sources.chesscore.tune positions OUT.tsv [--games N] [--seed S]
    python -m sources.chesscore.tune fit POSITIONS.tsv... [--epochs N] [--regularisation R]
        [--keep-material] [--limit N]

`positions` has Stockfish at UCI_Elo 1500 play itself, half of the games from the standard
start (judge-chess plays it) and half from random Chess960 start positions (two random
moves for variety, 2 ms a move), so that the positions look like the ones our bots meet, and
has full-strength Stockfish score half of them (from the 6th ply, side to move not in
check) at 6,000 nodes; it writes the quiet ones (best move no capture or promotion, no mate
in sight, within 15 pawns) as FEN and Stockfish's score for White in centipawns. The set
differs from run to run: the weakened Stockfish draws its mistakes at random. `fit`
minimises the squared error between each position's Stockfish win chance,
1 / (1 + 10^(-score/400)), and the one our evaluation predicts, sigmoid(K * score), over every
weight of `evaluation` at once (the evaluation is linear in them: each term is a count
times a weight, tapered by the game phase), with K fitted first to the current weights, and
writes the weights to `weights.py`.

Offline only: it needs python-chess, numpy and Stockfish (`apt-get install stockfish`),
none of which a bot imports.

The weights in use were fitted at --regularisation 1e-8, from the hand-set weights they
replaced (king terms from an earlier fit), to 64,616 positions (66,671 sampled; positions
where a side has no pawns are left out) from two runs of `positions` (seeds 21 and 22,
stopped by hand at 33,373 and 33,298 positions). The centipawn-loss benchmark
(`benchmarks/chess_acpl.py`, Chess960 positions, 2,500 nodes a move): 51.8 cp with the
hand-set weights, 50.7 with these (-1.1 ±2.2). An earlier fit to Chess960 games only (76,162
positions) scored 48.9 there but lost judge-chess games as Black against Sunfish (51 of 61
points, against 99% with the hand-set weights): hence the standard-start half. An earlier
attempt still labelled positions of full-strength Stockfish self-play by the game's result
and the score averaged: it lowered the held-out error but lost in self-play (38-49%).
"""

import argparse
import random
import sys
from pathlib import Path

STOCKFISH = "/usr/games/stockfish"
PLAYER_ELO = 1500
PLAYER_SECONDS = 0.002
RANDOM_OPENING_PLIES = 2
SKIP_PLIES = 6
# Games from the standard start (judge-chess plays it), the rest from random Chess960 ones.
STANDARD_SHARE = 0.5
SAMPLED_SHARE = 0.5
JUDGE_NODES = 6000
MAX_PLIES = 300
MAX_CENTIPAWNS = 1500
WEIGHTS_PATH = Path(__file__).with_name("weights.py")


def sample_positions(out, games, seed):
    import chess
    import chess.engine

    rng = random.Random(seed)
    player = chess.engine.SimpleEngine.popen_uci(STOCKFISH)
    player.configure(
        {"UCI_LimitStrength": True, "UCI_Elo": PLAYER_ELO, "Threads": 1, "Hash": 16}
    )
    judge = chess.engine.SimpleEngine.popen_uci(STOCKFISH)
    judge.configure({"Threads": 1, "Hash": 16})
    written = 0
    try:
        with open(out, "a", encoding="utf-8") as stream:
            for game in range(games):
                start = 518 if rng.random() < STANDARD_SHARE else rng.randrange(960)
                board = chess.Board.from_chess960_pos(start)
                for _ in range(RANDOM_OPENING_PLIES):
                    board.push(rng.choice(list(board.legal_moves)))
                while (
                    not board.is_game_over(claim_draw=True) and board.ply() < MAX_PLIES
                ):
                    if (
                        board.ply() >= SKIP_PLIES
                        and rng.random() < SAMPLED_SHARE
                        and not board.is_check()
                    ):
                        info = judge.analyse(
                            board, chess.engine.Limit(nodes=JUDGE_NODES)
                        )
                        score = info["score"].white()
                        best = info.get("pv", [None])[0]
                        if (
                            best is not None
                            and not score.is_mate()
                            and not board.is_capture(best)
                            and not best.promotion
                            and abs(score.score()) < MAX_CENTIPAWNS
                        ):
                            stream.write(f"{board.fen()}\t{score.score()}\n")
                            written += 1
                    limit = chess.engine.Limit(time=PLAYER_SECONDS)
                    board.push(player.play(board, limit).move)
                stream.flush()
                print(f"game {game + 1}: {written} positions", file=sys.stderr)
    finally:
        player.quit()
        judge.quit()


# ---- the evaluation as a linear function of its weights --------------------------------

PIECE_NAMES = ("pawn", "knight", "bishop", "rook", "queen", "king")
HALF_BOARD = 32  # squares a piece-square table holds: files a-d, mirrored onto e-h
TAPERED_TERMS = (
    [f"{name}_{index}" for name in PIECE_NAMES for index in range(HALF_BOARD)]
    + [f"passed_{rank}" for rank in range(1, 7)]
    + ["doubled", "isolated"]
)
MIDDLEGAME_TERMS = [
    "open_file",
    "half_open_file",
    "shield_near",
    "shield_far",
    "king_exposure",
    "king_attack_knight",
    "king_attack_bishop",
    "king_attack_rook",
    "king_attack_queen",
]
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

    from .placement import FULL_PHASE, PHASE_WEIGHTS, table_index
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
        # Empty squares a queen on the king's square would attack.
        queen_lines = (
            chess.BB_RANK_ATTACKS[king][chess.BB_RANK_MASKS[king] & board.occupied]
            | chess.BB_FILE_ATTACKS[king][chess.BB_FILE_MASKS[king] & board.occupied]
            | chess.BB_DIAG_ATTACKS[king][chess.BB_DIAG_MASKS[king] & board.occupied]
        )
        middlegame[4] += sign * len(chess.SquareSet(queen_lines & ~board.occupied))
        # Cells of the enemy king's 3x3 zone each knight, bishop, rook and queen attacks.
        enemy_king = board.king(not colour)
        zone = chess.BB_KING_ATTACKS[enemy_king] | chess.BB_SQUARES[enemy_king]
        for piece_type in range(chess.KNIGHT, chess.KING):
            for square in board.pieces(piece_type, colour):
                hits = len(chess.SquareSet(board.attacks_mask(square) & zone))
                middlegame[3 + piece_type] += sign * hits
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
    vector += [weights.SHIELD_NEAR, weights.SHIELD_FAR, weights.KING_EXPOSURE]
    vector += list(weights.KING_ATTACK[2:6])
    vector += [weights.BISHOP_PAIR]
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
                fen, centipawns = line.rstrip("\n").split("\t")
                board = chess.Board(fen, chess960=True)
                if not board.pieces(chess.PAWN, chess.WHITE) or not board.pieces(
                    chess.PAWN, chess.BLACK
                ):
                    continue
                rows.append(design_row(board))
                labels.append(1 / (1 + 10 ** (-int(centipawns) / 400)))
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
    open_file, half_open, near, far, exposure = values[2 * tapered : 2 * tapered + 5]
    attacks = values[2 * tapered + 5 : 2 * tapered + 9]
    pair, *mobility = values[2 * tapered + 9 :]
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
        ("KING_EXPOSURE", exposure),
        ("KING_ATTACK", (0, 0, *attacks, 0)),
        ("BISHOP_PAIR", pair),
        ("MOBILITY", (0, 0, 0, *mobility, 0)),
        ("MOBILITY_BASELINE", MOBILITY_BASELINE),
    ):
        lines += WEIGHT_COMMENTS.get(name, [])
        lines.append(f"{name} = {value!r}")
    return "\n".join(lines) + "\n"


# What the rendered `weights.py` says above these weights.
WEIGHT_COMMENTS = {
    "KING_EXPOSURE": [
        "# Middlegame: per empty cell a queen on the king's cell would see (lines open to attack)."
    ],
    "KING_ATTACK": [
        "# Middlegame: per cell of the enemy king's 3x3 zone a knight, bishop, rook or queen attacks",
        "# (indexed by piece type).",
    ],
    "MOBILITY": [
        "# Slider mobility (bishop, rook, queen; indexed by piece type): centipawns per empty cell the",
        "# piece sees along its lines, counted from a typical number of such cells.",
    ],
}


def main(argv=None):
    parser = argparse.ArgumentParser(prog="python -m sources.chesscore.tune")
    commands = parser.add_subparsers(dest="command", required=True)
    sampling = commands.add_parser("positions")
    sampling.add_argument("out", type=Path)
    sampling.add_argument("--games", type=int, default=1000)
    sampling.add_argument("--seed", type=int, default=1)
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
    if args.command == "positions":
        sample_positions(args.out, args.games, args.seed)
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
