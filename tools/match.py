#!/usr/bin/env python3
"""Strength measurements for Kaissa's engine (not part of CI).

Needs python-chess (`pip install chess`) and, for `match`, Debian's Stockfish
(`apt-get install -y stockfish`, binary /usr/games/stockfish). Build the engine first:
`cargo build --release -p kaissa-engine`.

Three modes, all playing each opening of crates/rules/tests/data/openings.epd twice with the
colours swapped, one game at a time:

  match   Kaissa (at --level) against Stockfish limited to --elo (UCI_LimitStrength), at a
          clock of --tc seconds + increment (default 10+0.1). Prints W/D/L, the score with
          its 95% error bar, and the Elo difference with its 95% interval.

          python3 tools/match.py match --elo 1500 --games 20
          python3 tools/match.py match --elo 2000 --games 20 --level 10 --tc 10+0.1

  ladder  Each level against the next (1-2, 2-3, ..., 9-10), and levels 1 and 2 against a
          random mover, then an Elo table anchored at the random mover (0) by chaining the
          pairwise differences (errors add up along the chain; say so when quoting it).

          python3 tools/match.py ladder --games 20 --tc 5+0.05

  selfplay  Two builds of Kaissa at full strength, a fixed number of nodes per move (results that
          do not depend on the machine's load): how a search or evaluation change is verified.

          python3 tools/match.py selfplay --new /tmp/kaissa-new --old /tmp/kaissa-old --nodes 20000 --games 200

          With --tc (e.g. 5+0.05) they play on a clock instead, so that a change that costs speed
          pays for it (the result then depends on the load).

KAISSA_UCI=<path> uses another kaissa-uci binary than target/release/kaissa-uci.

Games end by the rules (checkmate, stalemate, insufficient material, threefold repetition and
the fifty-move rule, claimed at once), by the flag (beyond a grace of 0.25 s for the harness's
own latency; Stockfish gets a Move Overhead of 100 ms), or by adjudication: a win when both engines
(or the one engine, against the random mover) agree on a score of at least 10 pawns for four
plies in a row, a draw after 300 plies.
"""

import argparse
import math
import os
import random
import sys
import time

import chess
import chess.engine
import chess.pgn

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
# KAISSA_UCI overrides the engine binary (e.g. a build in another target directory).
KAISSA = os.environ.get("KAISSA_UCI", os.path.join(ROOT, "target", "release", "kaissa-uci"))
STOCKFISH = "/usr/games/stockfish"
OPENINGS = os.path.join(ROOT, "crates", "rules", "tests", "data", "openings.epd")
FLAG_GRACE = 0.25


def load_openings(offset):
    with open(OPENINGS) as f:
        fens = [line.strip() for line in f if line.strip()]
    fens = [" ".join(f.split()[:6]) if len(f.split()) >= 6 else " ".join(f.split()[:4]) + " 0 1" for f in fens]
    return fens[offset:] + fens[:offset]


class RandomMover:
    """A player that picks a uniformly random legal move (seeded)."""

    name = "random"

    def __init__(self, seed):
        self.rng = random.Random(seed)

    def play(self, board, *_args, **_kwargs):
        return self.rng.choice(list(board.legal_moves)), None

    def new_game(self, _seed):
        pass

    def quit(self):
        pass


class UciPlayer:
    def __init__(self, name, path, options):
        self.name = name
        self.engine = chess.engine.SimpleEngine.popen_uci(path)
        self.options = options
        self.engine.configure(options)
        self.game_id = 0

    def new_game(self, seed):
        self.game_id += 1
        if "Seed" in self.engine.options:
            self.engine.configure({"Seed": seed % 2147483647})

    def play(self, board, limit):
        result = self.engine.play(board, limit, game=self.game_id, info=chess.engine.INFO_SCORE)
        score = result.info.get("score")
        return result.move, score

    def quit(self):
        try:
            self.engine.quit()
        except Exception:
            pass


def kaissa(level, hash_mb=16):
    return UciPlayer(f"Kaissa L{level}", KAISSA, {"Level": level, "Hash": hash_mb})


def stockfish(elo):
    # Move Overhead: on a loaded machine the pipes and the scheduler add latency that Stockfish's
    # default 10 ms does not cover (it lost many games on time without this).
    return UciPlayer(f"Stockfish {elo}", STOCKFISH, {"UCI_LimitStrength": True, "UCI_Elo": elo, "Threads": 1, "Hash": 16, "Move Overhead": 100})


def play_game(white, black, fen, base, inc, seed, nodes=None):
    """Plays one game; returns (result for White in {1, 0.5, 0}, reason, pgn game).

    With `nodes`, every move is searched to that many nodes instead of on a clock (results that
    do not depend on the machine's load)."""
    board = chess.Board(fen)
    players = {chess.WHITE: white, chess.BLACK: black}
    for p in (white, black):
        p.new_game(seed)
    clock = {chess.WHITE: base, chess.BLACK: base}
    decisive_streak = {1: 0, -1: 0}
    game = chess.pgn.Game()
    game.setup(board)
    game.headers["White"], game.headers["Black"] = white.name, black.name
    node = game
    result, reason = None, None
    while result is None:
        outcome = board.outcome(claim_draw=True)
        if outcome is not None:
            result = {True: 1.0, False: 0.0, None: 0.5}[outcome.winner]
            reason = outcome.termination.name.lower()
            break
        if board.ply() >= 300:
            result, reason = 0.5, "adjudicated_length"
            break
        turn = board.turn
        if nodes:
            limit = chess.engine.Limit(nodes=nodes)
        else:
            limit = chess.engine.Limit(white_clock=clock[chess.WHITE], black_clock=clock[chess.BLACK], white_inc=inc, black_inc=inc)
        started = time.monotonic()
        move, score = players[turn].play(board, limit)
        clock[turn] -= time.monotonic() - started
        # The harness times each move from its side of the pipe; a flag counts only beyond a
        # grace of FLAG_GRACE seconds (the same for both sides) for its own latency.
        if not nodes and clock[turn] < -FLAG_GRACE and not isinstance(players[turn], RandomMover):
            result, reason = (0.0 if turn == chess.WHITE else 1.0), "time_forfeit"
            break
        clock[turn] += inc
        if move is None or move not in board.legal_moves:
            result, reason = (0.0 if turn == chess.WHITE else 1.0), f"illegal_move_{move}"
            break
        # Adjudication: a score of 10 pawns or more (for White, +1; for Black, -1) seen by the
        # mover, four plies in a row (both engines agreeing, or the only engine).
        if score is not None:
            white_cp = score.white().score(mate_score=100000)
            side = 1 if white_cp >= 1000 else -1 if white_cp <= -1000 else 0
            for s in (1, -1):
                decisive_streak[s] = decisive_streak[s] + 1 if side == s else 0
        for s in (1, -1):
            if decisive_streak[s] >= 4:
                result, reason = (1.0 if s == 1 else 0.0), "adjudicated_score"
        node = node.add_variation(move)
        # The mover's clock after the move (with its increment), as a PGN [%clk] comment: how each
        # side spends its time can then be read from the games.
        if not nodes:
            node.set_clock(max(clock[turn], 0.0))
        board.push(move)
    game.headers["Result"] = {1.0: "1-0", 0.0: "0-1", 0.5: "1/2-1/2"}[result]
    game.headers["Termination"] = reason
    return result, reason, game


def elo(x):
    x = min(max(x, 1e-3), 1 - 1e-3)
    return -400 * math.log10(1 / x - 1)


def stats(w, d, l):
    """Score, its 95% half-width, Elo difference and its 95% interval.

    A perfect (or nil) score has no finite Elo estimate: the difference reported is then the
    one-sided 95% bound (the score p with p^n = 0.05, "rule of three"), and the interval runs from
    it to infinity (printed as +-1200); read it as "at least"."""
    n = w + d + l
    s = (w + 0.5 * d) / n
    var = (w * (1 - s) ** 2 + d * (0.5 - s) ** 2 + l * (0 - s) ** 2) / n
    half = 1.96 * math.sqrt(var / n)
    if s == 1.0:
        bound = elo(0.05 ** (1 / n))
        return s, half, bound, bound, elo(1)
    if s == 0.0:
        bound = elo(1 - 0.05 ** (1 / n))
        return s, half, bound, elo(0), bound
    return s, half, elo(s), elo(s - half), elo(s + half)


def run_pair(a, b, games, base, inc, offset, pgn_path, label, nodes=None):
    """Plays `games` games between a and b (colours alternating per opening). Returns a's W/D/L."""
    fens = load_openings(offset)
    w = d = l = 0
    reasons = {}
    for g in range(games):
        fen = fens[g // 2 % len(fens)]
        a_white = g % 2 == 0
        white, black = (a, b) if a_white else (b, a)
        result, reason, game = play_game(white, black, fen, base, inc, seed=offset * 1000 + g, nodes=nodes)
        a_result = result if a_white else 1 - result
        if a_result == 1:
            w += 1
        elif a_result == 0:
            l += 1
        else:
            d += 1
        reasons[reason] = reasons.get(reason, 0) + 1
        if pgn_path:
            game.headers["Event"] = label
            with open(pgn_path, "a") as f:
                print(game, file=f, end="\n\n")
        s, half, e, lo, hi = stats(w, d, l)
        print(f"  [{label}] game {g + 1}/{games}: {white.name} vs {black.name} {game.headers['Result']} ({reason}); "
              f"{a.name}: +{w} ={d} -{l}, score {s:.3f} ± {half:.3f}, Elo {e:+.0f} [{lo:+.0f}, {hi:+.0f}]", flush=True)
    return w, d, l, reasons


def parse_tc(tc):
    base, _, inc = tc.partition("+")
    return float(base), float(inc or 0)


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    sub = ap.add_subparsers(dest="mode", required=True)
    m = sub.add_parser("match", help="Kaissa against Stockfish at a UCI_Elo")
    m.add_argument("--elo", type=int, default=1500)
    m.add_argument("--level", type=int, default=10)
    m.add_argument("--games", type=int, default=20)
    m.add_argument("--tc", default="10+0.1")
    m.add_argument("--offset", type=int, default=0, help="first opening of the file to use")
    m.add_argument("--pgn", default=None)
    sp = sub.add_parser("selfplay", help="two builds of Kaissa at full strength, a fixed number of nodes per move")
    sp.add_argument("--new", required=True, help="path of the candidate kaissa-uci")
    sp.add_argument("--old", required=True, help="path of the reference kaissa-uci")
    sp.add_argument("--nodes", type=int, default=20000)
    sp.add_argument("--tc", default=None, help="play on a clock instead, e.g. 5+0.05 (counts each build's speed)")
    sp.add_argument("--games", type=int, default=200)
    sp.add_argument("--offset", type=int, default=0)
    sp.add_argument("--pgn", default=None)
    lad = sub.add_parser("ladder", help="each level against the next, levels 1-2 against a random mover")
    lad.add_argument("--games", type=int, default=20, help="games per pair")
    lad.add_argument("--tc", default="5+0.05")
    lad.add_argument("--offset", type=int, default=100)
    lad.add_argument("--levels", default="1-10", help="range of levels, e.g. 1-6")
    lad.add_argument("--pgn", default=None)
    args = ap.parse_args()
    if args.mode == "selfplay":
        a = UciPlayer("new", args.new, {"Level": 10, "Hash": 16})
        b = UciPlayer("old", args.old, {"Level": 10, "Hash": 16})
        try:
            # On a clock, or at a fixed number of nodes per move (no clock at all).
            base, inc = parse_tc(args.tc) if args.tc else (0, 0)
            nodes = None if args.tc else args.nodes
            label = f"new vs old @{args.tc}" if args.tc else f"new vs old @{args.nodes}n"
            w, d, l, reasons = run_pair(a, b, args.games, base, inc, args.offset, args.pgn, label, nodes=nodes)
        finally:
            a.quit()
            b.quit()
        s, half, e, lo, hi = stats(w, d, l)
        limit = args.tc if args.tc else f"{args.nodes} nodes/move"
        print(f"RESULT new vs old, {w + d + l} games at {limit}: +{w} ={d} -{l}, "
              f"score {s:.3f} ± {half:.3f} (95%), Elo {e:+.0f} [{lo:+.0f}, {hi:+.0f}]; endings {reasons}")
        return
    if not os.path.exists(KAISSA):
        sys.exit(f"{KAISSA} not found: cargo build --release -p kaissa-engine")
    base, inc = parse_tc(args.tc)

    if args.mode == "match":
        a, b = kaissa(args.level), stockfish(args.elo)
        try:
            w, d, l, reasons = run_pair(a, b, args.games, base, inc, args.offset, args.pgn, f"L{args.level} vs SF{args.elo}")
        finally:
            a.quit()
            b.quit()
        s, half, e, lo, hi = stats(w, d, l)
        print(f"RESULT Kaissa level {args.level} vs Stockfish UCI_Elo {args.elo}, {w + d + l} games at {args.tc}: "
              f"+{w} ={d} -{l}, score {s:.3f} ± {half:.3f} (95%), Elo difference {e:+.0f} [{lo:+.0f}, {hi:+.0f}]; "
              f"endings {reasons}")
        return

    lo_level, _, hi_level = args.levels.partition("-")
    levels = list(range(int(lo_level), int(hi_level or lo_level) + 1))
    table = []
    pairs = [("random", 1), ("random", 2)] + [(n, n + 1) for n in levels if n + 1 in levels]
    for i, (x, y) in enumerate(pairs):
        if x == "random" and y not in levels:
            continue
        px = RandomMover(i) if x == "random" else kaissa(x)
        py = kaissa(y)
        try:
            # Played from y's side: the stronger (higher) level's result.
            w, d, l, _ = run_pair(py, px, args.games, base, inc, args.offset + 7 * i, args.pgn, f"L{y} vs {x if x == 'random' else 'L' + str(x)}")
        finally:
            px.quit()
            py.quit()
        s, half, e, elo_lo, elo_hi = stats(w, d, l)
        table.append((x, y, w, d, l, s, half, e, elo_lo, elo_hi))
        print(f"PAIR L{y} vs {x if x == 'random' else 'L' + str(x)}: +{w} ={d} -{l}, score {s:.3f} ± {half:.3f}, "
              f"Elo {e:+.0f} [{elo_lo:+.0f}, {elo_hi:+.0f}]", flush=True)

    # Chain: random = 0; level 1 from its games against the random mover; then each level from
    # the one below.
    elo = {"random": 0.0}
    for x, y, w, d, l, s, half, e, a, b in table:
        if x == "random" and y == 1:
            elo[1] = e
    for x, y, w, d, l, s, half, e, a, b in table:
        if x != "random" and x in elo:
            elo[y] = elo[x] + e
    print(f"\nLADDER ({args.games} games per pair at {args.tc}; Elo relative to a random mover = 0, chained;"
          " a perfect score counts as its 95% lower bound, so the chain is a lower bound where one occurs)")
    print("| pair | games | +/=/- | score ± 95% | Elo diff [95%] |")
    print("|---|---|---|---|---|")
    for x, y, w, d, l, s, half, e, a, b in table:
        name = "random" if x == "random" else f"L{x}"
        at_least = "≥ " if s in (0.0, 1.0) else ""
        print(f"| L{y} vs {name} | {w + d + l} | +{w} ={d} -{l} | {s:.3f} ± {half:.3f} | {at_least}{e:+.0f} [{a:+.0f}, {b:+.0f}] |")
    print("\n| level | chained Elo over random |")
    print("|---|---|")
    for k in sorted(k for k in elo if k != "random"):
        print(f"| {k} | {elo[k]:+.0f} |")


if __name__ == "__main__":
    main()
