//! Every reason said in every language, from facts built by hand (the engine's tests find them on
//! the board): no placeholder left, the squares and moves of the facts in the words, and the
//! English sentences exactly.

use super::*;
use crate::i18n::plural::PluralCategory;
use crate::i18n::static_catalog;
use crate::language::lang::Lang;
use kaissa_engine::coach::{Hang, Judgement, Line, Reason, Threat};
use kaissa_engine::Score;
use kaissa_rules::{Color, Move, Position, Role, Square};

fn sq(s: &str) -> Square {
    s.parse().unwrap()
}

fn pos(fen: &str) -> Position {
    Position::from_fen(fen).unwrap()
}

fn mv(p: &Position, uci: &str) -> Move {
    p.parse_uci(uci).unwrap()
}

/// English plural categories (one, other), as `Intl.PluralRules` gives them.
fn en_plural(n: u64) -> PluralCategory {
    if n == 1 {
        PluralCategory::One
    } else {
        PluralCategory::Other
    }
}

/// Russian ones, for the few numbers the tests use.
fn ru_plural(n: u64) -> PluralCategory {
    match n {
        1 => PluralCategory::One,
        2..=4 => PluralCategory::Few,
        _ => PluralCategory::Many,
    }
}

/// Each kind of reason, with the position before the move and the move.
fn cases() -> Vec<(Position, Move, Reason)> {
    let hang = pos("4k3/8/4p3/8/8/8/8/3QK3 w - - 0 1");
    let mate = pos("r5k1/5ppp/8/8/8/8/5PPP/1R4K1 w - - 0 1");
    let mate_after = mate.after(mv(&mate, "b1b7"));
    let missed = pos("6k1/5ppp/8/8/8/8/5PPP/R5K1 w - - 0 1");
    let stale = pos("7k/4Q3/6K1/8/8/8/8/8 w - - 0 1");
    let free = pos("r3k3/8/8/3n4/8/8/8/3RK3 w - - 0 1");
    let fork = pos("6k1/8/8/3n4/8/8/4K3/Q7 w - - 0 1");
    let fork_after = fork.after(mv(&fork, "a1a4"));
    let knight = pos("8/8/8/4k3/3r4/8/8/4K1N1 w - - 0 1");
    let promote = pos("4k3/8/8/8/8/8/2pK4/8 w - - 0 1");
    let promote_after = promote.after(mv(&promote, "d2e3"));
    let start = Position::startpos();
    let left = pos("r3k3/pp6/8/4p3/3B4/8/PP6/R3K3 w - - 0 1");
    let guarded = pos("3r2k1/8/8/3N4/8/8/8/3R2K1 w - - 0 1");
    let threat = pos("4k3/8/8/8/1n6/8/7P/R3K3 w - - 0 1");
    let threat_after = threat.after(mv(&threat, "h2h3"));
    let hung = |free, cause| Reason::HangsPiece {
        square: sq("d5"),
        role: Role::Queen,
        by: Role::Pawn,
        from: sq("e6"),
        free,
        cause,
    };
    vec![
        (hang, mv(&hang, "d1d5"), hung(true, Hang::Other)),
        (hang, mv(&hang, "d1d5"), hung(false, Hang::Other)),
        (mate, mv(&mate, "b1b7"), Reason::AllowsMate { moves: 2, first: mv(&mate_after, "a8a1") }),
        (missed, mv(&missed, "a1a7"), Reason::MissesMate { moves: 1, best: mv(&missed, "a1a8") }),
        (stale, mv(&stale, "e7f7"), Reason::StalemateNotMate { best: mv(&stale, "e7e8") }),
        (
            free,
            mv(&free, "e1f2"),
            Reason::MissesMaterial { best: mv(&free, "d1d5"), square: sq("d5"), role: Role::Knight, free: true },
        ),
        (
            free,
            mv(&free, "e1f2"),
            Reason::MissesMaterial { best: mv(&free, "d1d5"), square: sq("d5"), role: Role::Knight, free: false },
        ),
        (
            knight,
            mv(&knight, "e1f2"),
            Reason::MissesFork { best: mv(&knight, "g1f3"), role: Role::Knight, targets: [sq("e5"), sq("d4")] },
        ),
        (
            fork,
            mv(&fork, "a1a4"),
            Reason::AllowsFork { reply: mv(&fork_after, "d5c3"), role: Role::Knight, targets: [sq("e2"), sq("a4")] },
        ),
        (promote, mv(&promote, "d2e3"), Reason::AllowsPromotion { promotion: mv(&promote_after, "c2c1q") }),
        (start, mv(&start, "e2e4"), Reason::GivesUpCastling),
        (start, mv(&start, "e2e4"), Reason::RepeatsWhileWinning),
        (hang, mv(&hang, "d1d5"), hung(true, Hang::Moved)),
        (
            left,
            mv(&left, "e1f1"),
            Reason::HangsPiece {
                square: sq("d4"),
                role: Role::Bishop,
                by: Role::Pawn,
                from: sq("e5"),
                free: true,
                cause: Hang::LeftAttacked,
            },
        ),
        (
            guarded,
            mv(&guarded, "d1f1"),
            Reason::HangsPiece {
                square: sq("d5"),
                role: Role::Knight,
                by: Role::Rook,
                from: sq("d8"),
                free: false,
                cause: Hang::DefenderMoved { defender: Role::Rook, was: sq("d1") },
            },
        ),
        (
            threat,
            mv(&threat, "h2h3"),
            Reason::IgnoresThreat {
                threat: mv(&threat_after, "b4c2"),
                kind: Threat::Fork { role: Role::Knight, targets: [sq("a1"), sq("e1")] },
            },
        ),
        (
            mate,
            mv(&mate, "g1f1"),
            Reason::IgnoresThreat { threat: mv(&mate.after(mv(&mate, "g1f1")), "a8a2"), kind: Threat::Mate },
        ),
    ]
}

#[test]
fn every_reason_in_every_language() {
    for lang in Lang::ALL {
        let c = static_catalog(lang);
        for (before, played, reason) in cases() {
            let text = why(c, &before, played, Some(&reason), &en_plural);
            assert!(
                !text.is_empty() && !text.contains(['{', '}']) && !text.contains("plural"),
                "{lang:?} {}: {text}",
                reason.code()
            );
            if let Reason::HangsPiece { square, .. } | Reason::MissesMaterial { square, .. } = &reason {
                assert!(text.contains(&square.to_string()), "{lang:?}: {text}");
            }
        }
        assert_eq!(
            why(c, &Position::startpos(), mv(&Position::startpos(), "e2e4"), None, &en_plural),
            coach_texts(c).no_reason
        );
        for j in [
            Judgement::Best,
            Judgement::Good,
            Judgement::Book,
            Judgement::Inaccuracy,
            Judgement::Mistake,
            Judgement::Blunder,
        ] {
            assert!(!judgement_name(c, j).is_empty());
        }
    }
}

#[test]
fn the_english_sentences() {
    let en = static_catalog(Lang::En);
    let said: Vec<String> = cases().iter().map(|(b, m, r)| why(en, b, *m, Some(r), &en_plural)).collect();
    assert_eq!(
        said[0],
        "This leaves the queen on d5 to be taken for free: the pawn on e6 takes it, and nothing can take back."
    );
    assert_eq!(said[1], "This leaves the queen on d5 to be taken by the pawn on e6, and the exchange loses material.");
    assert_eq!(said[2], "This allows mate in 2 moves, starting with Ra1+.");
    assert_eq!(said[3], "You had mate in 1 move, starting with Ra8#.");
    assert_eq!(said[4], "This is stalemate, a draw, where Qe8# led to mate.");
    assert_eq!(said[5], "Rxd5 would have taken the knight on d5 for free.");
    assert_eq!(said[7], "Nf3+ would have attacked the king on e5 and the rook on d4 at once.");
    assert_eq!(said[8], "This lets the knight attack the king on e2 and the queen on a4 at once: Nc3+.");
    assert_eq!(said[9], "This lets a pawn promote: c1=Q+.");
    assert_eq!(said[12], "This move puts the queen on d5 where the pawn on e6 can take it. Nothing can take back.");
    assert_eq!(
        said[13],
        "The pawn on e5 was attacking the bishop on d4, and this move does nothing about it. Nothing can take back."
    );
    assert_eq!(
        said[14],
        "This move takes the rook on d1 away from guarding the knight on d5: now the rook on d8 can take it. The exchange loses material."
    );
    assert_eq!(
        said[15],
        "Black threatened Nc2+, attacking the rook on a1 and the king on e1 at once, and this move does nothing against it."
    );
    assert_eq!(said[16], "Black threatened mate with Ra2, and this move does nothing against it.");
    assert_eq!(judgement_name(en, Judgement::Blunder), "Blunder");
}

#[test]
fn counts_and_cases_in_russian() {
    let ru = static_catalog(Lang::Ru);
    let cases = cases();
    let (b, m, r) = &cases[2];
    assert_eq!(why(ru, b, *m, Some(r), &ru_plural), "Это позволяет поставить мат в 2 хода, начиная с хода Лa1+.");
    let (b, m, r) = &cases[0];
    assert_eq!(
        why(ru, b, *m, Some(r), &ru_plural),
        "Теперь пешка на e6 забирает ферзя на d5 даром: взять назад нечем."
    );
    let five = Reason::MissesMate { moves: 5, best: mv(&cases[3].0, "a1a8") };
    assert!(why(ru, &cases[3].0, cases[3].1, Some(&five), &ru_plural).starts_with("Был мат в 5 ходов"));
}

#[test]
fn what_was_better() {
    let en = static_catalog(Lang::En);
    let start = Position::startpos();
    let e4 = mv(&start, "e2e4");
    let after = start.after(e4);
    let line =
        Line { score: Score::Cp(30), pv: vec![e4, mv(&after, "e7e5"), mv(&after.after(mv(&after, "e7e5")), "g1f3")] };
    // The best move, never "the engine's" (issue 46), and no row of notation after it: the line
    // is shown on the board.
    assert_eq!(better(en, &start, mv(&start, "a2a3"), &line).as_deref(), Some("The best move was e4."));
    assert_eq!(better(en, &start, e4, &line), None, "the best move itself");
    let ru = static_catalog(Lang::Ru);
    assert_eq!(better(ru, &start, mv(&start, "a2a3"), &line).as_deref(), Some("Лучший ход здесь — e4."));
    for lang in Lang::ALL {
        let c = static_catalog(lang);
        let text = better(c, &start, mv(&start, "a2a3"), &line).unwrap();
        let none = coach_texts(c).no_reason;
        for said in [text.as_str(), none] {
            for word in ["engine", "computer", "компьютер", "kompiuter", "dator"] {
                assert!(!said.to_lowercase().contains(word), "{lang:?}: {said}");
            }
            assert!(!said.contains("e5") && !said.contains("Nf3"), "{lang:?}: no line of notation: {said}");
        }
    }
    // Castling is never broken across two lines at its hyphens.
    let castles = pos("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
    let long = Line { score: Score::Cp(30), pv: vec![mv(&castles, "e1c1")] };
    let text = better(ru, &castles, mv(&castles, "a1a2"), &long).unwrap();
    assert_eq!(text, "Лучший ход здесь — 0\u{2011}0\u{2011}0.");
    assert_eq!(better(en, &castles, mv(&castles, "a1a2"), &long).unwrap(), "The best move was O\u{2011}O\u{2011}O.");
}

/// Runs `run` to its end with the native UCI session, as the app's worker would: each search's
/// lines in, its last scored `info` line read back.
fn drive(run: &mut ReviewRun) -> usize {
    let clock = kaissa_engine::ManualClock::default();
    let mut uci = kaissa_engine::UciSession::new();
    let mut searches = 0;
    while let Some(search) = run.next() {
        searches += 1;
        let mut out = uci.handle(&search.lines[0], &clock);
        out.extend(uci.run(&search.lines[1], &clock));
        let line = heard(run.searched(search.index).unwrap(), &out);
        let (done, total) = run.progress();
        run.answer(search.index, line);
        let (now, _) = run.progress();
        assert!(now > done, "progress moves on");
        assert!(now <= run.progress().1 && done < total);
        assert!(searches < 200, "the review ends");
    }
    searches
}

/// The scholar's mate (Black's 3...Nf6 allows Qxf7#): its start, moves and positions.
fn scholars_mate() -> (Position, Vec<Move>, Vec<Position>) {
    let start = Position::startpos();
    let mut p = start;
    let mut moves = Vec::new();
    for san in ["e4", "e5", "Qh5", "Nc6", "Bc4", "Nf6", "Qxf7#"] {
        let m = p.parse_san(san).unwrap();
        moves.push(m);
        p = p.after(m);
    }
    let positions = kaissa_engine::coach::positions_of(&start, &moves);
    (start, moves, positions)
}

#[test]
fn a_review_run_through_plain_uci() {
    let (start, moves, _) = scholars_mate();
    let mut run = ReviewRun::new(&start, &moves);
    assert_eq!(run.result(), None);
    assert_eq!(run.accuracy(), None);
    let first = run.next().unwrap();
    assert_eq!(first.index, 0);
    assert_eq!(first.lines[0], format!("position fen {}", start.fen()));
    assert!(first.lines[1].starts_with("go nodes "));
    let searches = drive(&mut run);
    // Seven positions with a move to search (the last is mate: known), and a second look at the
    // blunder's two positions at least.
    assert!(searches > 7, "{searches}");
    let result = run.result().unwrap();
    assert_eq!(result.len(), 7);
    assert_eq!(result[5].judgement, Judgement::Blunder, "{:?}", result[5]);
    assert_eq!(result[5].reason.as_ref().map(Reason::code), Some("ignores-threat"));
    let [white, black] = run.accuracy().unwrap();
    assert!(white.unwrap() > black.unwrap(), "{white:?} {black:?}");
    let (done, total) = run.progress();
    assert_eq!(done, total);
    // A stray answer changes nothing.
    run.answer(99, Line { score: Score::Cp(0), pv: Vec::new() });
    assert_eq!(run.result().unwrap().len(), 7);
}

#[test]
fn a_done_review_lists_the_errors_marks_the_moves_and_names_the_graphs_points() {
    let (start, moves, _) = scholars_mate();
    let mut run = ReviewRun::new(&start, &moves);
    let en = static_catalog(Lang::En);
    assert_eq!(run.items(en, None, None, &en_plural), None);
    assert_eq!(run.codes(0), None);
    drive(&mut run);
    // The blunder 3...Nf6 with its reason, sentence, better move and both arrows.
    let items = run.items(en, None, None, &en_plural).unwrap();
    let blunder = items.iter().find(|i| i.index == 5).expect("3...Nf6 is listed");
    assert_eq!(blunder.label, "3... Nf6");
    assert_eq!(blunder.judgement, Judgement::Blunder);
    assert_eq!(blunder.reason, Some("ignores-threat"));
    assert!(blunder.why.contains("Qxf7"), "{}", blunder.why);
    assert!(blunder.better.as_deref().is_some_and(|b| b.starts_with("The best move was")), "{:?}", blunder.better);
    assert_eq!(blunder.arrows[0], (moves[5], "played"));
    assert_eq!(blunder.arrows.len(), 2);
    assert_ne!(blunder.arrows[1].0, moves[5]);
    assert_eq!(blunder.arrows[1].1, "better");
    // Only errors, and only the player's when there is one.
    assert!(items.iter().all(|i| i.judgement.is_error()));
    let whites = run.items(en, Some(Color::White), None, &en_plural).unwrap();
    assert!(whites.iter().all(|i| i.index % 2 == 0), "{whites:?}");
    assert!(run.items(en, Some(Color::Black), None, &en_plural).unwrap().iter().any(|i| i.index == 5));
    // In Russian letters.
    let ru = static_catalog(Lang::Ru);
    let ru_items = run.items(ru, None, None, &ru_plural).unwrap();
    assert_eq!(ru_items.iter().find(|i| i.index == 5).unwrap().label, "3... Кf6");
    // The marks: the opening's moves are "book" unless they were errors.
    let plain = run.codes(0).unwrap();
    assert_eq!(plain.len(), 7);
    assert_eq!(plain[5], "blunder");
    let with_book = run.codes(4).unwrap();
    for (i, (&code, &judged)) in with_book.iter().zip(&plain).enumerate() {
        let error = matches!(judged, "inaccuracy" | "mistake" | "blunder");
        let expected = if i < 4 && !error { "book" } else { judged };
        assert_eq!(code, expected, "move {i}");
    }
    assert_eq!(with_book[..2], ["book", "book"]);
    // The graph's names: each move and its judgement.
    let names = run.graph_names(en).unwrap();
    assert_eq!(names.len(), 7);
    assert_eq!(names[5], "3... Nf6, Blunder");
    assert_eq!(names[6], "4. Qxf7#, Best move");
}

#[test]
fn a_hung_piece_is_confirmed_by_a_search_of_the_other_replies() {
    // 1. Qd5?? exd5: the queen where the pawn takes it.
    let start = pos("4k3/8/4p3/8/8/8/8/3QK3 w - - 0 1");
    let moves = vec![mv(&start, "d1d5"), mv(&start.after(mv(&start, "d1d5")), "e6d5")];
    let positions = kaissa_engine::coach::positions_of(&start, &moves);
    let mut run = ReviewRun::new(&start, &moves);
    let clock = kaissa_engine::ManualClock::default();
    let mut uci = kaissa_engine::UciSession::new();
    let mut asked = Vec::new();
    while let Some(search) = run.next() {
        let mut out = uci.handle(&search.lines[0], &clock);
        out.extend(uci.run(&search.lines[1], &clock));
        let line = heard(run.searched(search.index).unwrap(), &out);
        asked.push(search.clone());
        run.answer(search.index, line);
        assert!(asked.len() < 20, "the review ends");
    }
    // The last search: the position after the queen move, every reply but the capture.
    let last = asked.last().unwrap();
    assert_eq!(last.index, 1);
    let (go, others) = last.lines[1].split_once(" searchmoves ").expect("a search of the other replies");
    assert!(go.starts_with("go nodes "));
    assert_eq!(others.split(' ').count(), positions[1].legal_moves().len() - 1);
    assert!(!others.split(' ').any(|m| m == "e6d5"), "{others}");
    assert_eq!(asked.iter().filter(|s| s.lines[1].contains("searchmoves")).count(), 1);
    let result = run.result().unwrap();
    assert_eq!(result[0].reason.as_ref().map(Reason::code), Some("moves-into-capture"), "{:?}", result[0]);
    let (done, total) = run.progress();
    assert_eq!((done, total), (asked.len(), asked.len()));
}

#[test]
fn info_lines_read_back() {
    let start = Position::startpos();
    let line =
        info_line(&start, "info depth 9 seldepth 12 score cp 31 nodes 5000 nps 1 time 3 pv e2e4 e7e5 g1f3").unwrap();
    assert_eq!(line.score, Score::Cp(31));
    assert_eq!(line.pv.len(), 3);
    assert_eq!(info_line(&start, "info depth 3 score mate -2 pv e2e4").unwrap().score, Score::Mate(-2));
    // A line cut at an illegal move keeps what came before it.
    assert_eq!(info_line(&start, "info depth 3 score cp 5 pv e2e4 e2e4").unwrap().pv.len(), 1);
    assert_eq!(info_line(&start, "info depth 3 score cp 5 lowerbound pv e2e4"), None);
    assert_eq!(info_line(&start, "info string hello"), None);
    assert_eq!(info_line(&start, "bestmove e2e4"), None);
    assert_eq!(info_line(&start, "info depth 3 nodes 5"), None);
}

/// The line of a search of `pos`, from its whole output, read as the page reads it.
fn heard(pos: Position, out: &[String]) -> Line {
    Listener::new(pos).hear_all(out).and_then(|a| a.line).expect("a scored info line")
}

#[test]
fn a_conversation_routes_each_answer_to_who_asked_and_ignores_the_rest() {
    let start = Position::startpos();
    let mut talk = Conversation::new();
    // Nothing asked: nothing heard (a stopped worker's last lines).
    assert_eq!(talk.hear("info depth 1 score cp 3 pv e2e4"), None);
    assert_eq!(talk.hear("bestmove e2e4"), None);
    talk.ask(Asker::Review(4), start);
    assert!(talk.is_waiting());
    assert_eq!(talk.hear("info depth 1 score cp 3 pv e2e4"), None);
    assert_eq!(talk.hear("info depth 2 score cp 9 upperbound pv d2d4"), None);
    assert_eq!(talk.hear("info depth 2 score cp 7 pv d2d4 d7d5"), None);
    let Some(Ok((who, line))) = talk.hear("bestmove d2d4 ponder d7d5") else { panic!("an answer") };
    assert_eq!(who, Asker::Review(4));
    assert_eq!(line.score, Score::Cp(7), "the last scored line, not a bound");
    assert_eq!(line.pv.len(), 2);
    assert!(!talk.is_waiting());
    // Asked again, then stopped: the search's lines go nowhere.
    talk.ask(Asker::Retry, start);
    talk.hang_up();
    assert_eq!(talk.hear("bestmove e2e4"), None);
    // A search that ends without a score is a failure said in words, not a made-up line.
    talk.ask(Asker::Retry, start);
    let Some(Err(why)) = talk.hear("bestmove e2e4") else { panic!("a failure") };
    assert!(why.contains(&start.fen()), "{why}");
}

#[test]
fn a_listener_reads_the_best_move_and_the_guard_reads_no_score_as_level() {
    let start = Position::startpos();
    let mut listener = Listener::new(start);
    let answer = listener.hear("bestmove g1f3").expect("an answer");
    assert_eq!(answer.line, None);
    let f3 = start.parse_uci("g1f3").unwrap();
    assert_eq!(answer.best, Some(f3));
    let line = answer.or_level();
    assert_eq!((line.score, line.pv), (Score::Cp(0), vec![f3]));
    // A move that is not legal there is no best move.
    assert_eq!(Listener::new(start).hear("bestmove e2e5").and_then(|a| a.best), None);
    assert_eq!(Listener::new(start).hear_all(&["info string hi".to_string()]), None);
}

/// Plays `m` in `retry`, answering its search (if it asks for one) with the native UCI session.
fn try_in(retry: &mut crate::coach::Retry, m: Move) {
    if let Some(lines) = retry.try_move(m) {
        let clock = kaissa_engine::ManualClock::default();
        let mut uci = kaissa_engine::UciSession::new();
        let mut out = uci.handle(&lines[0], &clock);
        out.extend(uci.run(&lines[1], &clock));
        let after = retry.position().after(m);
        let line = heard(after, &out);
        retry.answer(&line);
    }
}

#[test]
fn try_again_never_skips_and_judges_like_the_review() {
    use crate::coach::Tried;
    let (start, moves, positions) = scholars_mate();
    let mut run = ReviewRun::new(&start, &moves);
    assert!(run.retry(5).is_none(), "not before the review is done");
    drive(&mut run);
    let mut retry = run.retry(5).expect("Black's 3...Nf6");
    let before = *retry.position();
    assert_eq!(before, positions[5]);
    assert_eq!(retry.tried(), &Tried::Nothing);
    // The game's move again: said so, and the exercise goes on.
    try_in(&mut retry, mv(&before, "g8f6"));
    assert_eq!(retry.tried(), &Tried::Same(mv(&before, "g8f6")));
    // A move that still allows the mate: worse, with the coach's reason (the threat not stopped).
    try_in(&mut retry, mv(&before, "a7a6"));
    match retry.tried() {
        Tried::Worse(r) => assert_eq!(r.reason.as_ref().map(Reason::code), Some("ignores-threat"), "{r:?}"),
        other => panic!("{other:?}"),
    }
    assert!(!retry.tried().is_found());
    // A hint names the square of the piece to move; a defence of f7 that is as good is accepted.
    retry.hint();
    assert_eq!(retry.hints(), 1);
    try_in(&mut retry, mv(&before, "d8e7"));
    assert!(retry.tried().is_found(), "Qe7 defends f7: {:?}", retry.tried());
    // Once found, nothing more is tried.
    assert_eq!(retry.try_move(mv(&before, "a7a6")), None);
    // The answer, asked for, ends the exercise with the engine's move.
    let mut retry = run.retry(5).unwrap();
    retry.hint();
    retry.hint();
    assert_eq!(retry.tried(), &Tried::Best(retry.best().unwrap()));
}

/// Runs the guard's check of `uci` in `fen` to its verdict with the native UCI session, as the
/// app's worker would.
fn guard_of(fen: &str, uci: &str) -> Option<Reason> {
    let clock = kaissa_engine::ManualClock::default();
    let mut session = kaissa_engine::UciSession::new();
    let mut run = crate::coach::GuardRun::new(fen, uci).expect("a legal move");
    let mut searches = 0;
    while let Some(lines) = run.next() {
        searches += 1;
        assert!(searches <= 2, "two searches at most");
        let mut out = session.handle(&lines[0], &clock);
        out.extend(session.run(&lines[1], &clock));
        let ended = out.iter().map(|l| run.line(l)).filter(|&done| done).count();
        assert_eq!(ended, 1, "each search ends with its bestmove");
    }
    run.verdict().expect("a verdict once the searches are in")
}

#[test]
fn the_guard_through_plain_uci() {
    // The queen where a pawn takes it.
    let hung = guard_of("4k3/8/4p3/8/8/8/8/3QK3 w - - 0 1", "d1d5");
    assert!(matches!(hung, Some(Reason::HangsPiece { role: kaissa_rules::Role::Queen, .. })), "{hung:?}");
    // Scholar's mate not stopped: 3...Nf6 does nothing against Qxf7#.
    let fen = "r1bqkbnr/pppp1ppp/2n5/4p2Q/2B1P3/8/PPPP1PPP/RNB1K1NR b KQkq - 3 3";
    assert!(matches!(guard_of(fen, "g8f6"), Some(Reason::IgnoresThreat { kind: Threat::Mate, .. })));
    assert_eq!(guard_of(fen, "g7g6"), None, "the defence");
    // A move that mates needs no search and is never a danger.
    let run = crate::coach::GuardRun::new("6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1", "a1a8").unwrap();
    assert_eq!(run.next(), None);
    assert_eq!(run.verdict(), Some(None));
    // Bad input is no check at all (the page then plays the move; the rules say why it fails).
    assert!(crate::coach::GuardRun::new("not a fen", "e2e4").is_none());
    assert!(crate::coach::GuardRun::new("4k3/8/8/8/8/8/8/4K3 w - - 0 1", "e2e4").is_none());
    // Stray lines before a search's end, and after the verdict, change nothing.
    let mut run = crate::coach::GuardRun::new("4k3/8/4p3/8/8/8/8/3QK3 w - - 0 1", "d1d2").unwrap();
    assert!(!run.line("info string hello"));
    assert!(!run.line("readyok"));
    assert_eq!(run.verdict(), None);
}

#[test]
fn the_moves_the_guard_stopped_are_listed_in_the_review() {
    // 1. e4 e5 2. Nf3 d6 3. Bc4 Nc6, where White almost played 3. Ba6?? (the knight on b8
    // takes the bishop) and took it back.
    let start = Position::startpos();
    let mut p = start;
    let mut moves = Vec::new();
    for san in ["e4", "e5", "Nf3", "d6", "Bc4", "Nc6"] {
        let m = p.parse_san(san).unwrap();
        moves.push(m);
        p = p.after(m);
    }
    let positions = kaissa_engine::coach::positions_of(&start, &moves);
    // At ply 4 (White's third move) the bishop to a6; a move that is not legal there and one
    // past the game's end are left out.
    let stopped = vec![(4, "f1a6".to_owned()), (4, "e1e3".to_owned()), (40, "a2a3".to_owned())];
    let mut run = ReviewRun::new(&start, &moves).with_stopped(&stopped);
    assert_eq!(run.stopped(), None, "not before the review is done");
    let en = static_catalog(Lang::En);
    drive(&mut run);
    let listed = run.stopped().unwrap();
    assert_eq!(listed.len(), 1, "{listed:?}");
    assert_eq!(listed[0].0, 4);
    let items = run.stopped_items(en, &en_plural).unwrap();
    assert_eq!(items[0].reason, "moves-into-capture");
    assert!(items[0].text.starts_with("You almost played Ba6. "), "{}", items[0].text);
    assert!(
        items[0].text.contains("the bishop on a6") && items[0].text.contains("the knight on b8"),
        "{}",
        items[0].text
    );
    assert_eq!(items[0].arrows[0], (mv(&positions[4], "f1a6"), "played"));
    // A stopped move the review's deeper search finds harmless is not listed: 3. d4 here.
    let mut run = ReviewRun::new(&start, &moves).with_stopped(&[(4, "d2d4".to_owned())]);
    drive(&mut run);
    assert_eq!(run.stopped(), Some(Vec::new()));
    // In every language, the sentence is whole.
    let mut run = ReviewRun::new(&start, &moves).with_stopped(&stopped);
    drive(&mut run);
    for lang in Lang::ALL {
        let c = static_catalog(lang);
        let text = &run.stopped_items(c, &en_plural).unwrap()[0].text;
        assert!(!text.contains(['{', '}']) && text.contains("a6"), "{lang:?}: {text}");
    }
}
