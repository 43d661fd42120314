"""Driver: python-chess (board, SAN/UCI, PGN reading and writing, variants, polyglot, svg)."""

import io

import chess
import chess.pgn
import chess.polyglot
import chess.svg
import chess.variant

# The Immortal Game (Anderssen - Kieseritzky, London 1851).
IMMORTAL = (
    "e4 e5 f4 exf4 Bc4 Qh4+ Kf1 b5 Bxb5 Nf6 Nf3 Qh6 d3 Nh5 Nh4 Qg5 Nf5 c6 g4 Nf6 Rg1 cxb5 "
    "h4 Qg6 h5 Qg5 Qf3 Ng8 Bxf4 Qf6 Nc3 Bc5 Nd5 Qxb2 Bd6 Bxg1 e5 Qxa1+ Ke2 Na6 Nxg7+ Kd8 "
    "Qf6+ Nxf6 Be7#"
).split()

board = chess.Board()
for ply, san in enumerate(IMMORTAL):
    move = board.parse_san(san)
    legal = board.legal_moves.count()
    uci = move.uci()
    flags = "".join(
        c
        for c, on in (
            ("x", board.is_capture(move)),
            ("+", board.gives_check(move)),
            ("c", board.is_castling(move)),
        )
        if on
    )
    board.push(move)
    if ply % 4 == 0 or board.is_check():
        print(f"{ply + 1:2} {san:6} {uci:5} legal={legal:2} {flags:3} {board.fen()}")
print("outcome", board.outcome(), board.is_checkmate(), board.result())
print("zobrist", hex(chess.polyglot.zobrist_hash(board)))
print(board)
print("unicode", board.unicode(invert_color=True, borders=False).splitlines()[0])
print("white attackers of d8", chess.SquareSet(board.attackers(chess.WHITE, chess.D8)))
print(
    "pieces",
    {
        chess.piece_name(pt): len(board.pieces(pt, chess.BLACK))
        for pt in chess.PIECE_TYPES
    },
)
print(
    "material",
    [
        (
            chess.COLOR_NAMES[c],
            sum(len(board.pieces(pt, c)) for pt in chess.PIECE_TYPES),
        )
        for c in chess.COLORS
    ],
)

game = chess.pgn.Game()
game.headers["Event"] = "Casual game"
game.headers["White"] = "Anderssen"
game.headers["Black"] = "Kieseritzky"
game.headers["Date"] = "1851.06.21"
node = game
for san in IMMORTAL:
    node = node.add_variation(node.board().parse_san(san))
game.headers["Result"] = node.board().result()
game.variations[0].variations[0].variations[0].comment = "King's Gambit"
game.variations[0].add_variation(chess.Move.from_uci("d7d5")).comment = "Scandinavian"
game.variations[0].variations[1].add_variation(chess.Move.from_uci("e4d5")).nags.add(
    chess.pgn.NAG_GOOD_MOVE
)
exporter = chess.pgn.StringExporter(
    headers=True, variations=True, comments=True, columns=72
)
pgn_text = game.accept(exporter)
print(pgn_text)

reread = chess.pgn.read_game(io.StringIO(pgn_text))
print("reread headers", dict(reread.headers))
print("mainline length", len(list(reread.mainline_moves())), reread.end().board().fen())
print(
    "variation",
    reread.next().next().next().comment,
    [v.san() for v in reread.next().variations],
)

# Positions and move generation.
kiwipete = chess.Board(
    "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1"
)


def perft(b, depth):
    if depth == 0:
        return 1
    n = 0
    for m in b.legal_moves:
        b.push(m)
        n += perft(b, depth - 1)
        b.pop()
    return n


print("kiwipete perft", [perft(kiwipete, d) for d in (1, 2)])
print(
    "kiwipete castling",
    sorted(kiwipete.san(m) for m in kiwipete.generate_castling_moves()),
)
print("kiwipete captures", len(list(kiwipete.generate_legal_captures())))
print(
    "pseudo",
    kiwipete.pseudo_legal_moves.count(),
    "pins",
    kiwipete.is_pinned(chess.BLACK, chess.F6),
)
ep = chess.Board("rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3")
print(
    "ep",
    ep.has_legal_en_passant(),
    ep.ep_square and chess.square_name(ep.ep_square),
    ep.san(chess.Move.from_uci("e5f6")),
)
promo = chess.Board("8/1P6/8/8/8/8/6k1/4K3 w - - 0 1")
print("promotions", sorted(promo.san(m) for m in promo.legal_moves if m.promotion))
print(
    "epd",
    kiwipete.epd(hmvc=0),
    "|",
    chess.Board().variation_san(
        [chess.Move.from_uci(u) for u in ("e2e4", "e7e5", "g1f3")]
    ),
)
rep = chess.Board()
for u in ["g1f3", "g8f6", "f3g1", "f6g8"] * 2:
    rep.push_uci(u)
print(
    "repetition",
    rep.is_repetition(3),
    rep.can_claim_threefold_repetition(),
    rep.is_fivefold_repetition(),
)
print(
    "insufficient",
    chess.Board("8/8/8/8/8/8/5k2/4KB2 w - - 0 1").is_insufficient_material(),
)
sq = chess.SquareSet(chess.BB_RANK_4) | chess.SquareSet.from_square(chess.H8)
print(
    "squareset",
    len(sq),
    [chess.square_name(s) for s in sq][:4],
    int(sq & chess.BB_FILE_A),
)
print(
    "move",
    repr(chess.Move.from_uci("e7e8q")),
    chess.Move.null().uci(),
    bool(chess.Move.null()),
)
print(
    "piece",
    repr(chess.Piece.from_symbol("n")),
    chess.Piece(chess.QUEEN, chess.WHITE).unicode_symbol(),
)
try:
    chess.Board().push_san("Ke2")
except chess.IllegalMoveError as exc:
    print("IllegalMoveError", exc)
try:
    chess.Board("not a fen")
except ValueError as exc:
    print("ValueError", exc)

# Chess960 and variants.
c960 = chess.Board.from_chess960_pos(518)
print(
    "960 #518 is standard",
    c960.fen() == chess.STARTING_FEN,
    chess.Board.from_chess960_pos(0).fen(),
)
b960 = chess.Board(
    "1r2k1r1/pppppppp/8/8/8/8/PPPPPPPP/1R2K1R1 w GBgb - 0 1", chess960=True
)
print(
    "960 castling",
    [b960.uci(m) for m in b960.generate_castling_moves()],
    b960.castling_shredder_fen(),
)
for name, cls, moves in [
    ("atomic", chess.variant.AtomicBoard, ["e2e4", "d7d5", "e4d5"]),
    ("antichess", chess.variant.GiveawayBoard, ["e2e3", "b7b5", "f1b5"]),
    (
        "crazyhouse",
        chess.variant.CrazyhouseBoard,
        ["e2e4", "d7d5", "e4d5", "d8d5", "b1c3"],
    ),
    ("koth", chess.variant.KingOfTheHillBoard, ["e2e4", "e7e5", "e1e2"]),
    ("3check", chess.variant.ThreeCheckBoard, ["e2e4", "f7f6", "d1h5"]),
    ("horde", chess.variant.HordeBoard, ["b5b6"]),
    ("racing", chess.variant.RacingKingsBoard, ["h2h3"]),
]:
    vb = cls()
    for u in moves:
        vb.push_uci(u)
    print(f"{name:10} {cls.uci_variant:13} legal={vb.legal_moves.count():3} {vb.fen()}")
print(
    "find_variant",
    chess.variant.find_variant("Three-check").__name__,
    len(chess.variant.VARIANTS),
)

svg = chess.svg.board(
    chess.Board("8/8/8/3k4/8/8/8/4K3 w - - 0 1"), size=200, coordinates=False
)
print("svg", len(svg), svg[:60])
print("svg piece", chess.svg.piece(chess.Piece.from_symbol("K"))[:50])
print("done")
