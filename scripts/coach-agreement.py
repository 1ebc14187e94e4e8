#!/usr/bin/env python3
"""The coach checked against Stockfish (issue 23), a measurement, not a test of the suite.

Reads the JSON lines of `kaissa-review` (crates/app-core/src/bin/kaissa-review.rs) and asks
Stockfish, at a fixed depth, about each move the coach judged:
  - a blunder must lose at least 2 pawns, or a won position (Stockfish's view of the position
    before it at least +2 for the mover, after it below +1), by Stockfish's own evaluation;
  - a "hangs-piece" reason must be confirmed by Stockfish's best reply taking on that square.
Prints each disagreement and the figures (the README records them).

    sudo apt-get install stockfish && pip install chess
    target/release/kaissa-review ../shared/testdata/games.pgn --games 30 > /tmp/review.jsonl
    python3 scripts/coach-agreement.py /tmp/review.jsonl [--depth 18] [--jobs 2] [--cache c.json]

--jobs: Stockfish processes searching side by side (one thread each, so each search is the
same as in a single run). --cache: a JSON file of Stockfish's answers (FEN -> [score for the
side to move, best move]) read first and written back, so that a second review of the same
games (after a change to the coach) asks Stockfish only about positions it has not seen. Each
position is searched by a Stockfish that has just cleared its hash table, so an answer is the
same in any run (a cache written before 2026-12-06, when the table was kept, is not).
"""
import json
import os
import sys
from concurrent.futures import ThreadPoolExecutor

import chess
import chess.engine

STOCKFISH = "/usr/games/stockfish"


def option(name, default):
    return sys.argv[sys.argv.index(name) + 1] if name in sys.argv else default


def ask_all(fens, depth, jobs):
    """Stockfish's [score for the side to move, best move in UCI] for each FEN, `jobs` at a time."""
    if not fens:
        return {}
    engines = [chess.engine.SimpleEngine.popen_uci(STOCKFISH) for _ in range(jobs)]
    limit = chess.engine.Limit(depth=depth)
    chunks = [fens[i::jobs] for i in range(jobs)]

    def run(k):
        answers = {}
        for fen in chunks[k]:
            board = chess.Board(fen)
            # A new game per position (`ucinewgame`: Stockfish clears its hash table and
            # histories): each answer then depends on its position alone, not on the positions
            # this process happened to search before it, and a run gives the same answers
            # whatever the order, the --jobs or the cache. With one game for all (python-chess's
            # default), answers within a few centipawns of each other came out either way.
            info = engines[k].analyse(board, limit, game=fen)
            score = info["score"].pov(board.turn).score(mate_score=100000)
            best = info.get("pv", [None])[0]
            answers[fen] = [score, best.uci() if best else None]
        return answers

    try:
        with ThreadPoolExecutor(jobs) as pool:
            merged = {}
            for part in pool.map(run, range(jobs)):
                merged.update(part)
            return merged
    finally:
        for engine in engines:
            engine.quit()


def main():
    path = sys.argv[1]
    depth = int(option("--depth", 18))
    jobs = int(option("--jobs", 1))
    cache_path = option("--cache", None)
    rows = [json.loads(line) for line in open(path) if line.startswith('{"game"')]
    summary = [json.loads(line) for line in open(path) if line.startswith('{"games"')]
    cache = {}
    if cache_path and os.path.exists(cache_path):
        cache = json.load(open(cache_path))

    # Each judged move's position after it, played once here and read below.
    checked = [r for r in rows if r["judgement"] == "blunder" or r["reason"] == "hangs-piece"]
    for row in checked:
        board = chess.Board(row["fen"])
        board.push(chess.Move.from_uci(row["move"]))
        row["board"] = board
    # The positions not yet in the cache, each once, in the order met.
    wanted = list(dict.fromkeys(f for r in checked for f in (r["fen"], r["board"].fen()) if f not in cache))
    print(f"asking Stockfish about {len(wanted)} positions at depth {depth} ({len(cache)} known)", file=sys.stderr)
    cache.update(ask_all(wanted, depth, jobs))
    if cache_path:
        with open(cache_path, "w") as out:
            json.dump(cache, out)

    blunders = agree = hangs = confirmed = 0
    counts = {}
    for row in rows:
        counts[row["judgement"]] = counts.get(row["judgement"], 0) + 1
    for row in checked:
        board = row["board"]
        before = cache[row["fen"]][0]
        score, reply = cache[board.fen()]
        after = -score
        where = f'game {row["game"]} ply {row["ply"]} {row["move"]} ({row["fen"]})'
        if row["judgement"] == "blunder":
            blunders += 1
            ok = before - after >= 200 or (before >= 200 and after < 100)
            agree += ok
            if not ok:
                print(f"blunder not confirmed: {where}: Stockfish {before} -> {after}")
        if row["reason"] == "hangs-piece":
            hangs += 1
            reply = chess.Move.from_uci(reply) if reply else None
            taken = reply is not None and board.is_capture(reply) and (
                chess.square_name(reply.to_square) == row["square"] or board.is_en_passant(reply)
            )
            confirmed += taken
            if not taken:
                print(f"hangs-piece not confirmed: {where}: Stockfish replies {reply}, square {row['square']}")
    print(f"judged moves: {counts}")
    if summary:
        print(f"review: {summary[0]}")
    print(f"blunders confirmed by Stockfish depth {depth}: {agree}/{blunders}")
    print(f"hangs-piece confirmed by Stockfish's best reply: {confirmed}/{hangs}")


if __name__ == "__main__":
    main()
