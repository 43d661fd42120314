# Written by `python -m sources.chesscore.tune fit positions-seed21.tsv positions-seed22.tsv`.
"""The evaluation's weights in centipawns (see `tune` to fit them to games).

Piece-square tables: per piece type (pawn to king), 32 values for files a-d from the
owner's back rank up (index rank * 4 + file), mirrored onto files e-h; they include
the piece's material value."""

# fmt: off
MIDDLEGAME_SQUARES = (
    (  # pawn
          90,   90,   90,   90,
          77,   88,   79,   66,
          80,   95,   87,   88,
          78,   88,  103,  112,
         100,  106,  128,  138,
         112,  124,  132,  122,
         114,  120,  113,  113,
         118,  118,  118,  118,
    ),
    (  # knight
         280,  295,  307,  302,
         286,  298,  311,  319,
         292,  314,  328,  339,
         309,  324,  344,  350,
         330,  328,  350,  340,
         312,  339,  349,  355,
         296,  310,  333,  322,
         299,  297,  291,  303,
    ),
    (  # bishop
         338,  339,  323,  329,
         342,  348,  338,  328,
         321,  344,  333,  336,
         331,  325,  330,  337,
         326,  327,  335,  356,
         333,  346,  342,  348,
         333,  332,  340,  326,
         323,  320,  323,  323,
    ),
    (  # rook
         477,  473,  488,  492,
         471,  456,  472,  473,
         463,  464,  457,  468,
         472,  471,  461,  469,
         470,  480,  467,  480,
         488,  486,  489,  495,
         495,  500,  494,  513,
         484,  479,  481,  491,
    ),
    (  # queen
         964,  969,  957,  967,
         953,  957,  966,  961,
         947,  959,  952,  952,
         959,  957,  948,  953,
         966,  955,  938,  956,
         965,  960,  969,  966,
         958,  958,  959,  951,
         962,  958,  960,  961,
    ),
    (  # king
           2,   10,  -18,  -27,
         -20,  -20,  -40,  -68,
         -50,  -51,  -52,  -61,
         -73,  -72,  -90,  -91,
         -76,  -75,  -88,  -89,
         -75,  -76,  -91,  -89,
         -75,  -74,  -90,  -90,
         -75,  -75,  -90,  -90,
    ),
)
ENDGAME_SQUARES = (
    (  # pawn
         120,  120,  120,  120,
         125,  118,  133,  141,
         105,  102,  111,  116,
         113,  112,  104,  100,
         118,  130,  119,  100,
         149,  156,  152,  131,
         191,  191,  180,  180,
         120,  120,  120,  120,
    ),
    (  # knight
         263,  265,  273,  270,
         276,  280,  279,  305,
         271,  296,  308,  315,
         272,  288,  310,  325,
         276,  298,  307,  315,
         273,  287,  304,  294,
         270,  281,  288,  285,
         270,  268,  268,  274,
    ),
    (  # bishop
         299,  302,  305,  308,
         304,  310,  316,  304,
         305,  321,  330,  322,
         308,  306,  328,  313,
         301,  310,  305,  326,
         306,  304,  315,  316,
         304,  302,  307,  309,
         300,  297,  304,  300,
    ),
    (  # rook
         517,  518,  520,  521,
         526,  516,  529,  511,
         522,  537,  520,  523,
         530,  524,  537,  525,
         527,  531,  529,  531,
         526,  529,  535,  535,
         536,  542,  538,  541,
         536,  530,  538,  538,
    ),
    (  # queen
         931,  933,  932,  925,
         931,  936,  932,  936,
         932,  934,  947,  948,
         934,  941,  944,  954,
         936,  941,  942,  959,
         935,  939,  950,  950,
         932,  940,  942,  936,
         934,  934,  937,  936,
    ),
    (  # king
         -31,  -38,  -29,  -37,
         -28,  -13,   -7,    1,
         -22,   -8,   13,   15,
         -19,   -1,   12,   26,
         -18,   -1,   12,   22,
         -21,  -14,    6,    9,
         -23,   -7,   -8,  -11,
         -27,  -21,  -23,  -22,
    ),
)
# fmt: on
PASSED_MIDDLEGAME = (0, 5, -13, 2, 13, 37, 63, 0)
PASSED_ENDGAME = (0, -13, 0, 19, 11, 44, 103, 0)
DOUBLED_MIDDLEGAME = 25
DOUBLED_ENDGAME = 26
ISOLATED_MIDDLEGAME = 14
ISOLATED_ENDGAME = 1
OPEN_FILE = 25
HALF_OPEN_FILE = 16
SHIELD_NEAR = 13
SHIELD_FAR = 4
# Middlegame: per empty cell a queen on the king's cell would see (lines open to attack).
KING_EXPOSURE = -3
# Middlegame: per cell of the enemy king's 3x3 zone a knight, bishop, rook or queen attacks
# (indexed by piece type).
KING_ATTACK = (0, 0, 25, 13, 9, 20, 0)
BISHOP_PAIR = 42
# Slider mobility (bishop, rook, queen; indexed by piece type): centipawns per empty cell the
# piece sees along its lines, counted from a typical number of such cells.
MOBILITY = (0, 0, 0, 5, 5, 3, 0)
MOBILITY_BASELINE = (0, 0, 0, 6, 7, 13, 0)
