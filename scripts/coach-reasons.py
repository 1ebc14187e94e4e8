#!/usr/bin/env python3
"""The coach's reasons for beginners' mistakes, checked against Stockfish (issue 46): a
measurement, not a test of the suite.

Reads a PGN file and the JSON lines `kaissa-review` wrote for it (one per move judged an error,
with the reason's code, the move it names and the square of a hung piece), keeps the moves of
players rated under 1200 (their `WhiteElo`/`BlackElo`), and prints:
  - how many of their mistakes and blunders carry a fact (the review lists only those for a
    learner under 1200; their inaccuracies are not listed), and how many inaccuracies do;
  - for a sample of reasons (every listed one, in the game's order, up to --sample), whether
    Stockfish agrees that what the reason says is true:
      * a hung piece (hangs-piece, moves-into-capture, leaves-attacked, removes-defender): taking
        it is Stockfish's best reply after the move, or within half a pawn of it, and wins a pawn
        or more against Stockfish's view of the position before the move;
      * a move the reason names (the reply a move allows: a mate, a fork, a threat, a promotion;
        or the move it missed): that move is within half a pawn of Stockfish's best there, and it
        is worth a pawn or more over the alternative (the position before the move for what was
        allowed, the move played for what was missed); a mate named must be a mate by Stockfish.

    sudo apt-get install stockfish && pip install chess
    target/release/kaissa-review games.pgn > /tmp/review.jsonl
    python3 scripts/coach-reasons.py games.pgn /tmp/review.jsonl [--depth 16] [--sample 50]
"""
import json
import re
import sys

import chess
import chess.engine

STOCKFISH = "/usr/games/stockfish"
HANGS = {"hangs-piece", "moves-into-capture", "leaves-attacked", "removes-defender"}
ALLOWS = {"ignores-threat", "allows-mate", "allows-fork", "allows-promotion"}
MISSES = {"misses-mate", "misses-material", "misses-fork", "stalemate-not-mate"}


def option(name, default):
    return sys.argv[sys.argv.index(name) + 1] if name in sys.argv else default


def elos(pgn):
    """Each game's (White's rating, Black's rating), in the file's order."""
    games = re.split(r"\n(?=\[Event )", pgn)
    out = []
    for g in games:
        w = re.search(r'\[WhiteElo "(\d+)"', g)
        b = re.search(r'\[BlackElo "(\d+)"', g)
        out.append((int(w.group(1)) if w else 9999, int(b.group(1)) if b else 9999))
    return out


def value(engine, board, depth):
    """Stockfish's score for the side to move in centipawns (a mate as 10,000) and its move."""
    if board.is_game_over():
        return (-10_000 if board.is_checkmate() else 0), None
    engine.configure({"Clear Hash": None})
    info = engine.analyse(board, chess.engine.Limit(depth=depth))
    score = info["score"].pov(board.turn).score(mate_score=10_000)
    return score, (info.get("pv") or [None])[0]


def after(board, move):
    b = board.copy()
    b.push(move)
    return b


def check(engine, row, depth):
    """Whether Stockfish finds what the reason says true, and why not."""
    before = chess.Board(row["fen"])
    played = chess.Move.from_uci(row["move"])
    code = row["reason"]
    base, _ = value(engine, before, depth)  # for the mover
    nxt = after(before, played)
    best_reply, reply = value(engine, nxt, depth)  # for the opponent
    if code in HANGS:
        square = chess.parse_square(row["square"])
        takes = [m for m in nxt.legal_moves if m.to_square == square or (nxt.is_en_passant(m) and abs(m.to_square - square) == 8)]
        if not takes:
            return False, "nothing takes on the square"
        vals = [(-value(engine, after(nxt, m), depth)[0], m) for m in takes]
        v, m = max(vals, key=lambda x: x[0])
        if reply in takes:
            v, m = max(v, best_reply), reply
        if v < best_reply - 50:
            return False, f"taking ({m}) is {best_reply - v} cp worse than {reply}"
        if v < -base + 100:
            return False, f"taking wins {v + base} cp only"
        return True, ""
    if code not in ALLOWS and code not in MISSES:
        # Castling given up, a won position repeated: facts of the rules, not of the search.
        return True, "rules fact"
    named = chess.Move.from_uci(row["named"])
    if code in ALLOWS:
        if named not in nxt.legal_moves:
            return False, "named reply not legal"
        v = best_reply if named == reply else -value(engine, after(nxt, named), depth)[0]
        if code == "allows-mate" or (code == "ignores-threat" and after(nxt, named).is_checkmate()):
            if best_reply < 9_000:
                return False, f"no mate by Stockfish ({best_reply})"
        if v < best_reply - 50:
            return False, f"{named} is {best_reply - v} cp worse than {reply}"
        if v < -base + 100:
            return False, f"{named} gains {v + base} cp only"
        return True, ""
    if code in MISSES:
        if named not in before.legal_moves:
            return False, "named move not legal"
        _, sf_best = value(engine, before, depth)
        v = base if named == sf_best else -value(engine, after(before, named), depth)[0]
        if code == "misses-mate" and v < 9_000:
            return False, f"no mate by Stockfish ({v})"
        if v < base - 50:
            return False, f"{named} is {base - v} cp worse than Stockfish's best"
        if v < -best_reply + 100:
            return False, f"{named} is only {v + best_reply} cp better than the move played"
        return True, ""


def main():
    pgn, jsonl = sys.argv[1], sys.argv[2]
    depth, sample = int(option("--depth", 16)), int(option("--sample", 50))
    ratings = elos(open(pgn).read())
    rows = [json.loads(l) for l in open(jsonl) if l.startswith('{"game"')]
    mine = []
    for r in rows:
        w, b = ratings[r["game"]]
        mover = w if r["ply"] % 2 == 0 else b
        if mover < 1200:
            mine.append(r)
    errors = [r for r in mine if r["judgement"] in ("mistake", "blunder")]
    with_fact = [r for r in errors if r["reason"]]
    inacc = [r for r in mine if r["judgement"] == "inaccuracy"]
    print(f"learners' mistakes and blunders: {len(errors)}, with a fact: {len(with_fact)} "
          f"({100 * len(with_fact) / max(1, len(errors)):.0f}%); inaccuracies {len(inacc)}, "
          f"with a fact {sum(1 for r in inacc if r['reason'])}")
    codes = {}
    for r in with_fact:
        codes[r["reason"]] = codes.get(r["reason"], 0) + 1
    print("reasons:", json.dumps(codes, sort_keys=True))
    engine = chess.engine.SimpleEngine.popen_uci(STOCKFISH)
    engine.configure({"Threads": 1, "Hash": 64})
    true = 0
    checked = with_fact[:sample]
    for r in checked:
        ok, why = check(engine, r, depth)
        true += ok
        print(f"{'TRUE ' if ok else 'FALSE'} game {r['game']} ply {r['ply']} {r['move']} {r['reason']} {why}")
    engine.quit()
    print(f"checked {len(checked)}: {true} true by Stockfish at depth {depth}")


if __name__ == "__main__":
    main()
