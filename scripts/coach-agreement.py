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
    python3 scripts/coach-agreement.py /tmp/review.jsonl [--depth 18]
"""
import json
import sys

import chess
import chess.engine

STOCKFISH = "/usr/games/stockfish"


def main():
    path = sys.argv[1]
    depth = int(sys.argv[sys.argv.index("--depth") + 1]) if "--depth" in sys.argv else 18
    rows = [json.loads(line) for line in open(path) if line.startswith('{"game"')]
    summary = [json.loads(line) for line in open(path) if line.startswith('{"games"')]
    engine = chess.engine.SimpleEngine.popen_uci(STOCKFISH)
    limit = chess.engine.Limit(depth=depth)
    blunders = agree = hangs = confirmed = 0
    counts = {}
    for row in rows:
        counts[row["judgement"]] = counts.get(row["judgement"], 0) + 1
        board = chess.Board(row["fen"])
        move = chess.Move.from_uci(row["move"])
        mover = board.turn
        need_hang = row["reason"] == "hangs-piece"
        if row["judgement"] != "blunder" and not need_hang:
            continue
        before = engine.analyse(board, limit)["score"].pov(mover).score(mate_score=100000)
        board.push(move)
        info = engine.analyse(board, limit)
        after = info["score"].pov(mover).score(mate_score=100000)
        where = f'game {row["game"]} ply {row["ply"]} {row["move"]} ({row["fen"]})'
        if row["judgement"] == "blunder":
            blunders += 1
            ok = before - after >= 200 or (before >= 200 and after < 100)
            agree += ok
            if not ok:
                print(f"blunder not confirmed: {where}: Stockfish {before} -> {after}")
        if need_hang:
            hangs += 1
            reply = info.get("pv", [None])[0]
            ok = reply is not None and board.is_capture(reply) and chess.square_name(reply.to_square) == row["square"] \
                or (reply is not None and board.is_en_passant(reply))
            confirmed += ok
            if not ok:
                print(f"hangs-piece not confirmed: {where}: Stockfish replies {reply}, square {row['square']}")
    engine.quit()
    print(f"judged moves: {counts}")
    if summary:
        print(f"review: {summary[0]}")
    print(f"blunders confirmed by Stockfish depth {depth}: {agree}/{blunders}")
    print(f"hangs-piece confirmed by Stockfish's best reply: {confirmed}/{hangs}")


if __name__ == "__main__":
    main()
