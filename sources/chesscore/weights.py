# Written by `python -m sources.chesscore.tune fit positions-seed11.tsv positions-seed12.tsv`.
"""The evaluation's weights in centipawns (see `tune` to fit them to games).

Piece-square tables: per piece type (pawn to king), 32 values for files a-d from the
owner's back rank up (index rank * 4 + file), mirrored onto files e-h; they include
the piece's material value."""

# fmt: off
MIDDLEGAME_SQUARES = (
    (  # pawn
          90,   90,   90,   90,
          70,   84,   74,   72,
          67,   92,   88,   90,
          77,   91,  103,  109,
         104,  104,  131,  150,
         117,  124,  133,  133,
         114,  103,  117,  111,
         118,  118,  118,  118,
    ),
    (  # knight
         274,  300,  300,  310,
         290,  306,  320,  325,
         294,  315,  337,  346,
         306,  331,  349,  350,
         315,  333,  339,  345,
         311,  336,  342,  353,
         306,  314,  319,  322,
         294,  300,  297,  298,
    ),
    (  # bishop
         345,  332,  323,  329,
         337,  338,  332,  331,
         339,  329,  342,  334,
         338,  327,  341,  344,
         328,  342,  340,  347,
         341,  349,  333,  352,
         315,  334,  334,  330,
         316,  320,  318,  320,
    ),
    (  # rook
         466,  478,  485,  498,
         457,  469,  457,  454,
         470,  467,  456,  465,
         478,  468,  459,  468,
         488,  484,  482,  483,
         487,  480,  477,  491,
         501,  493,  505,  511,
         483,  476,  484,  487,
    ),
    (  # queen
         958,  964,  968,  975,
         955,  956,  966,  966,
         951,  950,  954,  950,
         953,  961,  949,  948,
         960,  956,  951,  959,
         955,  956,  966,  959,
         972,  974,  961,  956,
         956,  954,  953,  960,
    ),
    (  # king
           9,   14,  -19,  -40,
          -9,  -14,  -37,  -61,
         -49,  -49,  -69,  -69,
         -79,  -76,  -89,  -92,
         -75,  -74,  -89,  -90,
         -75,  -74,  -90,  -89,
         -75,  -73,  -90,  -90,
         -75,  -74,  -90,  -90,
    ),
)
ENDGAME_SQUARES = (
    (  # pawn
         120,  120,  120,  120,
         127,  118,  130,  134,
         107,  101,  113,  111,
         105,  108,  112,  102,
         120,  121,  120,  115,
         150,  161,  150,  154,
         187,  175,  192,  175,
         120,  120,  120,  120,
    ),
    (  # knight
         259,  261,  271,  276,
         267,  281,  292,  297,
         267,  291,  304,  319,
         268,  287,  311,  315,
         276,  293,  314,  314,
         280,  286,  293,  297,
         272,  278,  288,  289,
         267,  272,  271,  269,
    ),
    (  # bishop
         295,  291,  303,  310,
         305,  308,  314,  310,
         304,  309,  316,  327,
         313,  306,  322,  322,
         304,  318,  316,  319,
         302,  321,  306,  318,
         301,  307,  310,  303,
         299,  305,  304,  304,
    ),
    (  # rook
         518,  525,  516,  517,
         523,  522,  529,  525,
         518,  523,  524,  527,
         520,  531,  526,  531,
         534,  533,  527,  532,
         537,  524,  532,  530,
         538,  544,  550,  541,
         534,  529,  536,  527,
    ),
    (  # queen
         924,  927,  923,  925,
         932,  933,  935,  937,
         933,  941,  951,  941,
         934,  942,  948,  950,
         940,  943,  949,  955,
         936,  941,  950,  946,
         938,  945,  941,  942,
         932,  934,  932,  936,
    ),
    (  # king
         -46,  -39,  -27,  -31,
         -25,  -10,   -5,    7,
         -27,   -7,    9,    5,
         -23,  -12,   12,   26,
         -22,   -5,    8,   25,
         -20,   -3,    9,   13,
         -21,   -1,   -6,   -6,
         -22,  -20,  -21,  -21,
    ),
)
# fmt: on
PASSED_MIDDLEGAME = (0, -3, -10, -1, 5, 15, 49, 0)
PASSED_ENDGAME = (0, -17, -9, 15, 24, 44, 90, 0)
DOUBLED_MIDDLEGAME = 22
DOUBLED_ENDGAME = 24
ISOLATED_MIDDLEGAME = 10
ISOLATED_ENDGAME = 8
OPEN_FILE = 25
HALF_OPEN_FILE = 10
SHIELD_NEAR = 11
SHIELD_FAR = 3
# Middlegame: per empty cell a queen on the king's cell would see (lines open to attack).
KING_EXPOSURE = -2
# Middlegame: per cell of the enemy king's 3x3 zone a knight, bishop, rook or queen attacks
# (indexed by piece type).
KING_ATTACK = (0, 0, 30, 14, 5, 16, 0)
BISHOP_PAIR = 44
# Slider mobility (bishop, rook, queen; indexed by piece type): centipawns per empty cell the
# piece sees along its lines, counted from a typical number of such cells.
MOBILITY = (0, 0, 0, 6, 5, 4, 0)
MOBILITY_BASELINE = (0, 0, 0, 6, 7, 13, 0)
