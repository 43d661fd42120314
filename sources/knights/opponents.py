"""What each opponent will play, learnt from what it has played.

Many arena bots play one of a few classical policies, the heuristics of the Udacity isolation
project that Mad Knights comes from: the move that leaves the most onward moves, or the most
onward moves minus the opponents', looked at one, two or three plies deep against opponents
who both minimise it, ties broken at random. Each such policy is a model here. A model names
the moves it would choose (all its ties), and after every move an opponent makes the models
are weighed by how likely each made that move (Bayes' rule), against a model of uniform
random play. Once the random model holds almost no weight, the search lets that opponent
play only the moves its remaining models choose; an opponent no model explains is searched
with every move, as before. A move outside a model's choices costs that model a factor of a
thousand against random play, so a model that stops fitting soon loses the trust.
"""

import math

from .board import KNIGHT_MOVES, PLAYERS, next_alive, replace

WIN = 10000
# (plies, leaves count the opponents' onward moves too, a game's end is seen before a leaf)
# for each model: greedy bots score the square they land on without asking whether the next
# player is stuck there; searching bots look for the end of the game first.
MODELS = tuple((1, relative, False) for relative in (False, True)) + tuple(
    (plies, relative, True) for plies in (1, 2, 3) for relative in (False, True)
)
# Chance that an opponent playing a model makes a move outside the model's choices.
SURPRISE = 0.001
# The random model's prior weight; every other model shares the rest.
RANDOM_PRIOR = 0.5
# The search trusts the models once the random model's weight is below this,
TRUSTED_BELOW = 0.01
# and then lets the opponent play the choices of each model with at least this weight.
MODEL_FLOOR = 0.01
MEMO_LIMIT = 100000


def mobility(square, blocked):
    return (KNIGHT_MOVES[square] & ~blocked).bit_count()


class Policy:
    """Paranoid search of `plies` plies from the mover's point of view: the others both
    minimise the mover's value, leaves score the mover's onward moves (minus the others',
    when `relative`), and a finished game (looked for at leaves too when `sees_ends`)
    scores WIN for each opponent outlasted."""

    def __init__(self, plies, relative, sees_ends):
        self.plies = plies
        self.relative = relative
        self.sees_ends = sees_ends
        self.memo = {}

    def choices(self, blocked, knights, alive, mover):
        """The bitboard of the moves the policy may play (its ties), memoised: the same
        positions come back in every search of a game."""
        key = (blocked, knights, alive, mover)
        chosen = self.memo.get(key)
        if chosen is None:
            if len(self.memo) > MEMO_LIMIT:
                self.memo.clear()
            chosen = self.memo[key] = self.search(blocked, knights, alive, mover)
        return chosen

    def search(self, blocked, knights, alive, mover):
        best_value, chosen = None, 0
        moves = KNIGHT_MOVES[knights[mover]] & ~blocked
        after = next_alive(alive, mover)
        while moves:
            low = moves & -moves
            moves ^= low
            target = low.bit_length() - 1
            child = replace(knights, mover, target)
            value = self.value(
                blocked | low, child, alive, after, mover, self.plies - 1, -2 * WIN
            )
            if best_value is None or value > best_value:
                best_value, chosen = value, low
            elif value == best_value:
                chosen |= low
        return chosen

    def value(self, blocked, knights, alive, mover, me, plies, alpha, beta=2 * WIN):
        if plies == 0 and not self.sees_ends:
            return self.leaf(blocked, knights, alive, me)
        moves = KNIGHT_MOVES[knights[mover]] & ~blocked
        if not moves:
            if mover == me:
                return WIN * (alive.count(False) - 1)
            alive = replace(alive, mover, False)
            if alive.count(True) == 1:
                return WIN
            return self.value(
                blocked,
                knights,
                alive,
                next_alive(alive, mover),
                me,
                plies,
                alpha,
                beta,
            )
        if plies == 0:
            return self.leaf(blocked, knights, alive, me)
        after = next_alive(alive, mover)
        maximising = mover == me
        best = -2 * WIN if maximising else 2 * WIN
        while moves:
            low = moves & -moves
            moves ^= low
            child = replace(knights, mover, low.bit_length() - 1)
            value = self.value(
                blocked | low, child, alive, after, me, plies - 1, alpha, beta
            )
            if maximising:
                best = max(best, value)
                alpha = max(alpha, value)
            else:
                best = min(best, value)
                beta = min(beta, value)
            if alpha >= beta:
                break
        return best

    def leaf(self, blocked, knights, alive, me):
        value = mobility(knights[me], blocked)
        if self.relative:
            for player in range(PLAYERS):
                if player != me and alive[player]:
                    value -= mobility(knights[player], blocked)
        return value


class OpponentModels:
    """Per opponent, the weight of each model (log-likelihood plus log-prior), and the
    models trusted to predict it."""

    def __init__(self, me):
        self.me = me
        self.policies = [Policy(*model) for model in MODELS]
        prior = math.log((1 - RANDOM_PRIOR) / len(MODELS))
        self.weights = {
            player: [prior] * len(MODELS) + [math.log(RANDOM_PRIOR)]
            for player in range(PLAYERS)
            if player != me
        }
        self.trusted = {player: () for player in self.weights}
        # Moves made while trusted models predicted them: inside their choices, or not.
        self.predicted = self.surprised = 0

    def observe(self, blocked, knights, alive, player, target):
        """`player`, to move in this position, played `target`."""
        moves = KNIGHT_MOVES[knights[player]] & ~blocked
        count = moves.bit_count()
        if count < 2:
            return
        expected = self.expected_moves(blocked, knights, alive, player)
        if expected:
            if expected >> target & 1:
                self.predicted += 1
            else:
                self.surprised += 1
        weights = self.weights[player]
        for index, policy in enumerate(self.policies):
            if weights[index] == -math.inf:
                continue
            chosen = policy.choices(blocked, knights, alive, player)
            likelihood = SURPRISE / count
            if chosen >> target & 1:
                likelihood += (1 - SURPRISE) / chosen.bit_count()
            weights[index] += math.log(likelihood)
        weights[-1] += math.log(1 / count)
        shares = self.shares(player)
        for index in range(len(MODELS)):
            if shares[index] < MODEL_FLOOR * MODEL_FLOOR:
                weights[index] = -math.inf  # never coming back: stop paying for it
        if shares[-1] < TRUSTED_BELOW:
            self.trusted[player] = tuple(
                self.policies[index]
                for index in range(len(MODELS))
                if shares[index] >= MODEL_FLOOR
            )
        else:
            self.trusted[player] = ()

    def shares(self, player):
        """Each model's posterior probability for `player`, the random model's last."""
        weights = self.weights[player]
        top = max(weights)
        exps = [math.exp(weight - top) for weight in weights]
        total = sum(exps)
        return [value / total for value in exps]

    def expected_moves(self, blocked, knights, alive, player):
        """The bitboard of moves `player` is expected to choose here, or 0 when every
        move must be considered."""
        moves = 0
        for policy in self.trusted[player]:
            moves |= policy.choices(blocked, knights, alive, player)
        return moves


def replay(models, before, after):
    """Feed `models` the opponents' moves between two of our turns.

    `before` is (blocked, knights, alive) right after our move; `after` the same as our next
    turn shows it. The opponents move in turn order; one whose knight did not move is out
    (without moves, or for a fault)."""
    blocked, knights, alive = before
    player = models.me
    if after[1][player] != knights[player]:
        return  # the game went on from another move than ours
    for _ in range(PLAYERS - 1):
        player = (player + 1) % PLAYERS
        if not alive[player]:
            continue
        target = after[1][player]
        if target == knights[player]:
            alive = replace(alive, player, False)
            continue
        if not (KNIGHT_MOVES[knights[player]] & ~blocked) >> target & 1:
            return  # not a move from where we left the game: nothing to learn
        models.observe(blocked, knights, alive, player, target)
        blocked |= 1 << target
        knights = replace(knights, player, target)
