//! Checks of the whole curriculum against the rules core: every position is legal, every
//! stored solution reaches its goal through the runner with three stars, every wrong first move
//! gets a reason, every goal's data is consistent.

use super::goal::{required_options, right_answer};
use super::model::{Answer, Goal, Opponent, Step};
use super::runner::{Attempt, Hint, Runner};
use super::search::Search;
use super::sim::Sim;
use super::{level_count, Level, LESSONS};
use crate::i18n::lessons::{lesson_texts, mistake_text};
use kaissa_rules::{Move, Square};

fn levels() -> impl Iterator<Item = (String, &'static Level)> {
    // A level's retry (the question asked after a wrong answer) is checked like a level.
    LESSONS.iter().flat_map(|l| {
        l.levels.iter().enumerate().flat_map(move |(i, lv)| {
            std::iter::once((format!("{} #{}", l.id, i + 1), lv))
                .chain(lv.retry.map(|r| (format!("{} #{} retry", l.id, i + 1), r)))
        })
    })
}

/// Plays one stored step through the runner.
fn play_step(run: &mut Runner, step: &Step, name: &str) -> Attempt {
    match *step {
        Step::Move(san) => {
            let m = run.position().parse_san(san).unwrap_or_else(|e| panic!("{name}: {san}: {e:?}"));
            // As the board reports it: castling as the king's two-square step.
            run.try_move(m.from(), m.to(), m.promotion())
        }
        Step::Try(uci) => {
            let (from, to): (Square, Square) = (uci[0..2].parse().unwrap(), uci[2..4].parse().unwrap());
            run.try_move(from, to, None)
        }
        Step::Tap(sq) => run.tap(sq),
        Step::Choose(i) => run.choose(i),
        Step::Write(text) => run.write(text, crate::language::lang::Lang::En),
        Step::Claim => run.claim_draw(),
    }
}

#[test]
fn the_curriculum_has_every_lesson_and_enough_levels() {
    let ids: Vec<&str> = LESSONS.iter().map(|l| l.id).collect();
    for id in [
        "board",
        "rook",
        "bishop",
        "queen",
        "king",
        "knight",
        "pawn",
        "capture",
        "protect",
        "values",
        "check",
        "escape",
        "mate",
        "stalemate",
        "castling",
        "en-passant",
        "promotion",
        "draws",
        "endings",
        "notation",
        "manners",
        // Issue 19: the rules an arbiter found missing.
        "pinned",
        "castling-more",
        "choices",
        "repetition",
        "dead-position",
        "notation-more",
        "fair-play",
    ] {
        assert!(ids.contains(&id), "{id}");
    }
    let mut sorted = ids.clone();
    sorted.sort_unstable();
    sorted.dedup();
    assert_eq!(sorted.len(), ids.len(), "lesson ids are unique");
    assert!(LESSONS.iter().all(|l| l.levels.len() >= 2), "every lesson has several levels");
    assert!(level_count() >= 60, "{} levels", level_count());
    assert_eq!(super::lesson("castling").map(|l| l.id), Some("castling"));
}

/// The issue's curriculum, point by point: each rule it names has a level that teaches it.
#[test]
fn the_curriculum_covers_every_point_of_the_issue() {
    use super::model::{Ask, Escape};
    use kaissa_rules::{CastlingSide, Role, Termination};
    let all: Vec<&Level> = levels().map(|(_, l)| l).collect();
    let has = |f: &dyn Fn(&Level) -> bool| all.iter().any(|l| f(l));
    let goal = |g: Goal| has(&|l: &Level| l.goal == g);
    let claimed = |t: Termination| has(&|l: &Level| l.goal == Goal::Draw(Some(t)) && l.solution.contains(&Step::Claim));
    // 1. The board: names, files, ranks, diagonals, setting up.
    assert!(has(&|l| matches!(l.goal, Goal::Find(s) if s.len() > 3)), "the square-finding game");
    assert!(has(&|l| matches!(l.goal, Goal::Tap(Ask::Squares(_)))));
    // 2. The pieces, 3. capturing, protecting, trades.
    for g in [Goal::Capture(Role::Queen), Goal::Defend(kaissa_rules::Square::E5), Goal::Win(2)] {
        assert!(goal(g), "{g:?}");
    }
    // 4. Check and the three ways out; never leave or put one's king in check.
    for way in [Escape::King, Escape::Block, Escape::Capture] {
        assert!(goal(Goal::Escape(Some(way))), "{way:?}");
    }
    let tries_with = |king: bool| {
        has(&|l: &Level| {
            let pos = *Sim::start(l).unwrap().game.position();
            l.goal == Goal::Refused("leaves-king-in-check")
                && l.solution.iter().any(|s| match s {
                    Step::Try(uci) => {
                        let from: Square = uci[0..2].parse().unwrap();
                        (pos.board().role_at(from) == Some(Role::King)) == king
                    }
                    _ => false,
                })
        })
    };
    assert!(tries_with(false), "leaving one's king in check (a pinned piece)");
    assert!(tries_with(true), "putting one's king in check (the king steps into it)");
    // 5. Mate in one, then in two; 6. stalemate recognised and avoided.
    assert!(all.iter().filter(|l| l.goal == Goal::Mate && l.limit == Some(1)).count() >= 6);
    assert!(has(&|l| l.goal == Goal::Mate && l.limit == Some(2)));
    assert!(has(&|l| matches!(l.goal, Goal::Choose { answer: Answer::Status, .. })));
    // 7. Castling on both sides, and every condition that forbids it.
    assert!(goal(Goal::Castle(Some(CastlingSide::KingSide))) && goal(Goal::Castle(Some(CastlingSide::QueenSide))));
    for code in [
        "castle-king-moved",
        "castle-rook-moved",
        "castle-in-check",
        "castle-through-check",
        "castle-into-check",
        "castle-path-blocked",
    ] {
        assert!(goal(Goal::Refused(code)), "{code}");
    }
    // 8. En passant: possible, only at once, only from the fifth rank.
    assert!(goal(Goal::EnPassant) && goal(Goal::Refused("en-passant-expired")) && goal(Goal::Tap(Ask::EnPassant)));
    // 9. Promotion: a queen, a rook against stalemate, a knight fork.
    assert!(goal(Goal::Promote(Some(Role::Queen))) && goal(Goal::Promote(Some(Role::Rook))));
    assert!(has(&|l| l.solution.iter().any(|s| matches!(s, Step::Move(san) if san.contains("=N")))));
    // 10. Draws: stalemate, insufficient material, threefold and fifty moves claimed, fivefold
    // and seventy-five moves by themselves, agreement, perpetual check.
    for t in [Termination::Stalemate, Termination::InsufficientMaterial, Termination::FivefoldRepetition] {
        assert!(goal(Goal::Draw(Some(t))), "{t:?}");
    }
    assert!(goal(Goal::Draw(Some(Termination::SeventyFiveMoves))));
    assert!(claimed(Termination::ThreefoldRepetition) && claimed(Termination::FiftyMoves));
    assert!(has(&|l| l.text == "draws.7"), "agreement");
    assert!(
        has(&|l| l.goal == Goal::Draw(Some(Termination::ThreefoldRepetition))
            && l.solution.iter().all(|s| match s {
                Step::Move(san) => san.ends_with('+'),
                _ => true,
            })),
        "perpetual check"
    );
    // 11. How a game ends: resignation, time (a win, and a draw when mate is impossible).
    assert!(has(&|l| matches!(l.goal, Goal::Choose { answer: Answer::Resign(_), .. })));
    let flag_results: std::collections::BTreeSet<usize> = all
        .iter()
        .filter_map(|l| match l.goal {
            Goal::Choose { answer: answer @ Answer::Flag(_), .. } => {
                Some(right_answer(&answer, &Sim::start(l).unwrap().game))
            }
            _ => None,
        })
        .collect();
    assert!(flag_results.contains(&2) && flag_results.len() >= 2, "time: a win and a draw");
    // 12. Notation: read and write, O-O, =Q, +, #, and all six annotation signs.
    for sign in ["O-O", "=Q", "+", "#"] {
        assert!(has(&|l| matches!(l.goal, Goal::Write(san) if san.contains(sign))), "writing {sign}");
    }
    assert!(has(&|l| matches!(l.goal, Goal::Play(_))));
    let annotations: std::collections::BTreeSet<usize> = all
        .iter()
        .filter_map(|l| match l.goal {
            Goal::Choose { options, answer: Answer::Fixed(i) } if options.contains(&"ans.ann-good") => Some(i),
            _ => None,
        })
        .collect();
    assert_eq!(annotations.len(), 6, "!, ?, !!, ??, !?, ?! each asked: {annotations:?}");
    // 13. Touch-move (own and enemy pieces), j'adoube, the clock's increment and two delays.
    assert!(goal(Goal::Refused("touch-move-obligation")));
    assert!(has(&|l| l.touched.is_some_and(|t| {
        let sim = Sim::start(l).unwrap();
        sim.position().board().piece_at(t).is_some_and(|p| p.color != sim.learner)
    })));
    assert!(has(&|l| matches!(l.goal, Goal::Choose { options, .. } if options.contains(&"ans.jadoube"))));
    let clock_questions = all
        .iter()
        .filter(|l| matches!(l.goal, Goal::Choose { options, .. } if options.iter().all(|o| o.starts_with("ans.t-"))))
        .count();
    assert!(clock_questions >= 3, "increment, simple delay, Bronstein delay: {clock_questions}");
    // Opponents: the engine where a free defence makes sense.
    let engine = |g: &dyn Fn(&Goal) -> bool| has(&|l: &Level| matches!(l.opponent, Opponent::Engine(_)) && g(&l.goal));
    assert!(engine(&|g| *g == Goal::Mate) && engine(&|g| matches!(g, Goal::Promote(_))));
}

/// Issue 19's rules, each taught by a level whose goal or facts the rules core checks.
#[test]
fn the_curriculum_teaches_the_rules_the_arbiter_found_missing() {
    use super::model::{Ask, Fact};
    use kaissa_rules::{Role, Termination};
    let all: Vec<&Level> = levels().map(|(_, l)| l).collect();
    let has = |f: &dyn Fn(&Level) -> bool| all.iter().any(|l| f(l));
    let fact = |f: &dyn Fn(&Fact) -> bool| has(&|l: &Level| l.facts.iter().any(f));
    // Threefold repetition: repeats apart, the same player to move, the same rights, the claim
    // with the move written first.
    assert!(has(&|l| l.goal == Goal::Draw(Some(Termination::ThreefoldRepetition))
        && l.solution == [Step::Claim]
        && l.facts.contains(&Fact::Occurrences(3))));
    let claim_questions =
        all.iter().filter(|l| matches!(l.goal, Goal::Choose { answer: Answer::CanClaim, .. })).count();
    assert!(claim_questions >= 2, "the player to move and castling rights: {claim_questions}");
    assert!(fact(&|f| matches!(f, Fact::RepeatsWith(_))), "a claim with the move written first");
    // Dead positions beyond bare material, and one that is not dead.
    let dead = all.iter().filter(|l| l.facts.contains(&Fact::Dead)).count();
    assert!(dead >= 3 && fact(&|f| matches!(f, Fact::MateWithin(_))), "{dead}");
    // A second queen.
    assert!(fact(&|f| *f == Fact::Count(Role::Queen, 2)));
    // Castling at the board: king first, a rook touched first, once a game.
    assert!(has(&|l| matches!(l.goal, Goal::Castle(_)) && l.touched.is_some()));
    assert!(has(&|l| l.goal == Goal::Refused("touch-move-obligation")
        && l.touched.is_some_and(|t| Sim::start(l).unwrap().position().board().role_at(t) == Some(Role::Rook))));
    assert!(has(&|l| l.goal == Goal::Refused("castle-king-moved") && l.history.iter().any(|m| m.starts_with("O-O"))));
    // Touch-move: one's own piece and an enemy piece.
    assert!(has(&|l| l.touched.is_some() && l.touched_next.is_some()));
    // Notation: a pawn capture, a rank added, en passant, a move number with Black to move.
    for san in ["exd5", "R1a3"] {
        assert!(has(&|l| l.goal == Goal::Write(san)), "{san}");
    }
    assert!(has(&|l| matches!(l.goal, Goal::Write(san) if {
        let pos = *Sim::start(l).unwrap().position();
        pos.parse_san(san).is_ok_and(|m| pos.is_en_passant(m))
    })));
    assert!(fact(&|f| matches!(f, Fact::MoveNumber(_, kaissa_rules::Color::Black))));
    // A pinned piece still gives check, and still attacks squares.
    assert!(has(&|l| l.goal == Goal::Tap(Ask::Checkers) && l.facts.iter().any(|f| matches!(f, Fact::Pinned(_)))));
    assert!(has(&|l| l.goal == Goal::Refused("leaves-king-in-check")
        && l.facts.iter().any(|f| matches!(f, Fact::Pinned(_)))
        && l.solution.iter().any(|s| matches!(s, Step::Try(uci) if {
            let from: Square = uci[0..2].parse().unwrap();
            Sim::start(l).unwrap().position().board().role_at(from) == Some(Role::King)
        }))));
    // Capturing is never compulsory.
    assert!(fact(&|f| *f == Fact::CaptureDeclined));
    // Draw offers, forfeits, one hand, adjusting on one's own turn: questions of conduct.
    for key in [
        "ans.offer-gone",
        "ans.offer-after-move",
        "ans.lose-game",
        "ans.one-hand",
        "ans.adjust-own-turn",
        "ans.let-go-made",
    ] {
        assert!(
            has(
                &|l| matches!(l.goal, Goal::Choose { options, answer: Answer::Fixed(i) } if options.get(i) == Some(&key))
            ),
            "{key}"
        );
    }
}

/// Check is taught in the "check" lesson: no earlier level starts with a king in check, which
/// its text could not explain.
#[test]
fn no_king_is_in_check_before_check_is_taught() {
    let first_check = LESSONS.iter().position(|l| l.id == "check").expect("the check lesson");
    for lesson in &LESSONS[..first_check] {
        for (i, level) in lesson.levels.iter().enumerate() {
            let pos = *Sim::start(level).unwrap().position();
            let checked = [kaissa_rules::Color::White, kaissa_rules::Color::Black]
                .into_iter()
                .any(|c| pos.board().king_of(c).is_some_and(|k| pos.attackers_of(k, !c).any()));
            assert!(!checked, "{} #{}: a king starts in check", lesson.id, i + 1);
        }
    }
}

#[test]
fn every_position_is_legal_and_playable() {
    for (name, level) in levels() {
        let sim = Sim::start(level).unwrap_or_else(|e| panic!("{name}: {e}"));
        assert!(!level.solution.is_empty(), "{name}: no solution");
        if level.is_question() {
            continue;
        }
        assert!(sim.position().has_legal_moves(), "{name}: no legal move");
        if level.opponent == Opponent::Pass {
            assert!(matches!(level.goal, Goal::Collect(_)), "{name}: only star hunts let the other side pass");
        } else {
            assert!(!sim.game.is_over(), "{name}: the game is already over");
            assert!(level.limit.is_some(), "{name}: a level with an opponent needs a move limit");
        }
    }
}

#[test]
fn every_goal_is_consistent_with_its_position() {
    for (name, level) in levels() {
        let sim = Sim::start(level).unwrap();
        let pos = sim.position();
        match level.goal {
            Goal::Collect(stars) => {
                assert!(!stars.is_empty(), "{name}");
                for &s in stars {
                    assert!(
                        pos.board().piece_at(s).is_none_or(|p| p.color != pos.turn()),
                        "{name}: own piece on a star"
                    );
                }
            }
            Goal::Choose { options, answer } => {
                assert!(options.len() >= 2, "{name}");
                if let Some(required) = required_options(&answer) {
                    assert_eq!(options, required, "{name}: a computed answer needs its own options");
                }
                if let Answer::Fixed(i) = answer {
                    assert!(i < options.len(), "{name}");
                }
                assert!(right_answer(&answer, &sim.game) < options.len(), "{name}");
            }
            Goal::Write(san) => {
                let m = pos.parse_san(san).unwrap_or_else(|e| panic!("{name}: {e:?}"));
                assert_eq!(pos.san(m), san, "{name}: the stored text is the standard SAN");
            }
            Goal::Play(san) => {
                pos.parse_san(san).unwrap_or_else(|e| panic!("{name}: {e:?}"));
            }
            Goal::Find(squares) => assert!(!squares.is_empty(), "{name}"),
            Goal::Tap(ask) => assert!(super::goal::asked_squares(&ask, pos).any(), "{name}: nothing to tap"),
            Goal::Refused(code) => assert!(!code.is_empty(), "{name}"),
            _ => {}
        }
        for t in level.touched.into_iter().chain(level.touched_next) {
            assert!(pos.board().piece_at(t).is_some(), "{name}: the touched square is empty");
        }
    }
}

#[test]
fn every_stored_solution_reaches_the_goal_with_three_stars() {
    for (name, level) in levels() {
        let mut run = Runner::new(level).unwrap();
        for (i, step) in level.solution.iter().enumerate() {
            assert!(!run.is_done(), "{name}: done before step {}", i + 1);
            let attempt = play_step(&mut run, step, &name);
            let ok = matches!(
                (step, &attempt),
                (Step::Try(_), Attempt::Illegal(_) | Attempt::Mistake(_)) | (_, Attempt::Accepted { .. })
            );
            assert!(ok, "{name}: step {} ({step:?}) gave {attempt:?}", i + 1);
            // An engine opponent: the level's own reply, as the app plays it when the engine
            // fails or is slow (the real engine is played in `engine_levels_...`).
            if run.is_waiting() {
                assert!(run.opponent_request().is_some(), "{name}");
                assert!(matches!(run.opponent_reply(None), Attempt::Accepted { reply: Some(_) }), "{name}");
            }
        }
        assert!(run.is_done(), "{name}: the solution does not reach the goal");
        assert_eq!(run.stars(), Some(3), "{name}: par stars");
        assert_eq!(run.steps(), level.par(), "{name}");
    }
}

#[test]
fn hints_follow_the_stored_solution() {
    for (name, level) in levels() {
        let mut run = Runner::new(level).unwrap();
        let hint = run.hint().unwrap_or_else(|| panic!("{name}: no hint"));
        let pos = *run.position();
        let ok = match (level.solution[0], &hint) {
            (Step::Move(san), Hint::Square(sq)) => pos.parse_san(san).unwrap().from() == *sq,
            (Step::Try(uci), Hint::Arrow(m)) => m.uci() == uci,
            // A question's hint is a clue: never the square or the option itself.
            (Step::Tap(a), Hint::Clue(clue)) => {
                super::quiz::clue_squares(clue) != kaissa_rules::Bitboard::from_square(a)
                    || matches!(clue, super::quiz::Clue::OneOf(_))
            }
            (Step::Choose(_), Hint::Clue(_)) => true,
            (Step::Write(a), Hint::Text(b)) => a.starts_with(b.as_str()) && !b.is_empty(),
            (Step::Claim, Hint::Claim) => true,
            _ => false,
        };
        assert!(ok, "{name}: hint {hint:?} for {:?}", level.solution[0]);
        // A second hint for a move shows the move itself.
        if let Step::Move(san) = level.solution[0] {
            assert_eq!(run.hint(), Some(Hint::Arrow(pos.parse_san(san).unwrap())), "{name}");
        }
    }
}

/// Collecting stars: the par is the fewest moves that collect them all.
#[test]
fn star_hunts_have_the_fewest_moves_as_par() {
    for (name, level) in levels() {
        if !matches!(level.goal, Goal::Collect(_)) || level.opponent != Opponent::Pass {
            continue;
        }
        let sim = Sim::start(level).unwrap();
        let d = Search::new(level).distance(&sim, level.par()).expect("search in budget");
        assert_eq!(d, Some(level.par()), "{name}");
    }
}

/// Every legal first move is either accepted or refused with a reason that reads as a sentence;
/// an illegal first move gets the rules core's reason.
#[test]
fn every_wrong_first_move_gets_a_reason() {
    let t = lesson_texts();
    let c = crate::i18n::catalog();
    let mut mistakes = std::collections::BTreeSet::new();
    for (name, level) in levels() {
        if level.is_question() {
            continue;
        }
        let start = Runner::new(level).unwrap();
        let pos = *start.position();
        for &m in pos.legal_moves().iter() {
            let mut run = start.clone();
            match run.try_move(m.from(), m.to(), m.promotion()) {
                Attempt::Accepted { .. } => {}
                Attempt::Mistake(mistake) => {
                    assert_eq!(*run.position(), pos, "{name}: a mistake changes nothing");
                    let text = mistake_text(t, c, &mistake, &pos, level.mistake.map(|k| t.get(k)));
                    assert!(!text.contains('{') && !text.trim().is_empty(), "{name}: {} → {text}", m.uci());
                    assert!(!text.contains("  ") && !text.contains(" ,"), "{name}: {} → {text}", m.uci());
                    mistakes.insert(mistake.code());
                }
                Attempt::Illegal(reason) if level.goal == Goal::Refused(reason.code()) => {}
                other => panic!("{name}: legal move {} gave {other:?}", m.uci()),
            }
        }
        // An illegal attempt: a piece moved to a square it cannot reach.
        let illegal =
            Square::all().flat_map(|from| Square::all().map(move |to| Move::new(from, to, None))).find(|&m| {
                pos.board().piece_at(m.from()).is_some_and(|p| p.color == pos.turn())
                    && m.from() != m.to()
                    && !pos.legal_destinations(m.from()).contains(m.to())
                    && level.touched.is_none()
            });
        if let Some(m) = illegal {
            let mut run = start.clone();
            let attempt = run.try_move(m.from(), m.to(), None);
            assert!(
                matches!(attempt, Attempt::Illegal(_) | Attempt::Mistake(_)),
                "{name}: {} gave {attempt:?}",
                m.uci()
            );
        }
    }
    // The curriculum shows most kinds of mistake somewhere.
    for code in
        ["stalemate", "king-escapes", "escape-other-way", "bad-trade", "not-that-move", "resets-count", "out-of-reach"]
    {
        assert!(mistakes.contains(code), "no level shows {code}: {mistakes:?}");
    }
}

/// Levels with the engine as the opponent stay solvable whatever it plays: against the real
/// engine (the same UCI lines as the app's worker, several seeds), following the hints reaches
/// the goal within the move limit, and the engine's moves are the ones played.
#[test]
fn engine_levels_are_solvable_against_the_real_engine() {
    use crate::engine_link::{hello_lines, new_game_lines, parse_line, EngineLine, Request};
    let clock = kaissa_engine::ManualClock::default();
    let (mut levels_seen, mut off_script) = (0, 0);
    for (name, level) in levels() {
        let Opponent::Engine(strength) = level.opponent else { continue };
        levels_seen += 1;
        let limit = u32::from(level.limit.expect("engine levels have a limit"));
        for seed in 0..8 {
            let mut uci = kaissa_engine::UciSession::new();
            for line in hello_lines(f64::from(seed) / 8.0).iter().chain(&new_game_lines(strength)) {
                uci.handle(line, &clock);
            }
            let mut run = Runner::new(level).unwrap();
            while !run.is_done() {
                assert!(run.steps() < limit, "{name} (seed {seed}): not done within {limit} moves");
                let m = loop {
                    match run.hint() {
                        Some(Hint::Square(_)) => {}
                        Some(Hint::Arrow(m)) => break m,
                        other => panic!("{name} (seed {seed}): hint {other:?}"),
                    }
                };
                let attempt = run.try_move(m.from(), m.to(), m.promotion());
                assert!(matches!(attempt, Attempt::Accepted { .. }), "{name} (seed {seed}): {attempt:?}");
                let Some(req) = run.opponent_request() else { continue };
                let r = Request { fen: req.fen, moves: req.moves, level: req.level, clock: None, pause: true };
                uci.handle(&r.position_line(), &clock);
                let out = uci.run(&r.go_line(), &clock);
                let Some(EngineLine::BestMove(Some(answer))) = out.last().map(|l| parse_line(l)) else {
                    panic!("{name}: {out:?}")
                };
                let reply = run.position().parse_uci(&answer).unwrap();
                off_script += usize::from(run.default_reply() != Some(reply));
                run.opponent_reply(Some(reply));
                assert_eq!(run.last_move(), Some(reply), "{name}: the engine's move is played");
            }
        }
    }
    assert!(levels_seen >= 4, "{levels_seen} levels with the engine");
    assert!(off_script > 0, "the engine never left the stored line: the test proves nothing");
}

/// A report on every level for authors: `cargo test -p kaissa lessons::tests::report -- --ignored --nocapture`.
#[test]
#[ignore = "a report for curriculum authors"]
fn report() {
    for (name, level) in levels() {
        let sim = match Sim::start(level) {
            Ok(sim) => sim,
            Err(e) => {
                println!("{name}: START {e}");
                continue;
            }
        };
        let mut run = Runner::new(level).unwrap();
        let mut log = Vec::new();
        for step in level.solution {
            if run.is_done() {
                log.push("(done early)".to_owned());
                break;
            }
            let r = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
                let mut r2 = run.clone();
                let a = play_step(&mut r2, step, &name);
                (r2, a)
            }));
            match r {
                Ok((mut r2, a)) => {
                    log.push(format!("{step:?}->{a:?}"));
                    if r2.is_waiting() {
                        log.push(format!("reply {:?}", r2.opponent_reply(None)));
                    }
                    run = r2;
                }
                Err(_) => {
                    log.push(format!("{step:?} PANIC"));
                    break;
                }
            }
        }
        let dist = if level.is_question() {
            String::new()
        } else {
            format!("{:?}", Search::new(level).distance(&sim, level.limit.map_or(level.par() + 2, u32::from)))
        };
        let status = if run.is_done() { format!("OK {:?}", run.stars()) } else { "NOT DONE".to_owned() };
        println!(
            "{name}: {status} dist={dist} {}",
            if run.is_done() && run.stars() == Some(3) { String::new() } else { log.join(" | ") }
        );
    }
}

/// Plays a level's stored solution through the runner; the game at its end.
fn solved(level: &'static Level, name: &str) -> kaissa_rules::Game {
    let mut run = Runner::new(level).unwrap();
    for step in level.solution {
        play_step(&mut run, step, name);
        if run.is_waiting() {
            run.opponent_reply(None);
        }
    }
    run.game().clone()
}

/// Every fact a level's texts state holds in its position, by the rules core.
#[test]
fn every_fact_a_text_states_holds() {
    let mut checked = 0;
    for (name, level) in levels() {
        let start = Sim::start(level).unwrap();
        let end = solved(level, &name);
        for fact in level.facts {
            if let Err(broken) = super::facts::check(fact, level, &start, &end) {
                panic!("{name} ({}): {broken}", level.text);
            }
            checked += 1;
        }
    }
    assert!(checked >= 40, "{checked} facts");
}

/// A goal about material (capture, trade, promotion) leaves a game someone can still win: a
/// "win" that ends in a dead position wins nothing.
#[test]
fn material_goals_leave_a_live_position() {
    use super::model::Fact;
    for (name, level) in levels() {
        if !matches!(level.goal, Goal::Capture(_) | Goal::Win(_) | Goal::Promote(_)) {
            continue;
        }
        let end = solved(level, &name);
        let pos = end.position();
        let learner = Sim::start(level).unwrap().learner;
        let ended = level.facts.iter().any(|f| matches!(f, Fact::Ends(_)));
        assert!(
            ended || !pos.has_insufficient_material(learner),
            "{name} ({}): the learner can no longer mate after the goal",
            level.text
        );
    }
}

/// The facts are complete where the texts state them: a goal text (with its praise and its
/// mistake) that speaks of material ahead or behind, of a king in check, of moves counted, of
/// a repetition, of a pinned or protected piece, or of a drawn ending carries the fact that
/// [`every_fact_a_text_states_holds`] checks.
#[test]
fn texts_that_state_a_fact_carry_it() {
    use super::model::Fact;
    type Needs = fn(&Fact) -> bool;
    let rules: &[(&str, &[&str], Needs)] = &[
        (
            "material",
            &["behind", "are ahead", "pawn ahead", "pawns ahead", "equal material", "material is equal"],
            |f| matches!(f, Fact::Balance(_) | Fact::Gained(_)),
        ),
        ("check", &["you are in check", "is in check"], |f| matches!(f, Fact::InCheck(Some(_)))),
        ("moves counted", &["moves each have", "made seventy", "made fifty"], |f| matches!(f, Fact::MovesEach { .. })),
        ("repetition", &["third time", "fifth time", "three times"], |f| {
            matches!(f, Fact::Ends(_) | Fact::Occurrences(_) | Fact::RepeatsWith(_))
        }),
        ("pin", &["is pinned", "pinned knight", "pinned by"], |f| matches!(f, Fact::Pinned(_))),
        ("protection", &["not protected", "nothing protect", "is protected by", "was protected by"], |f| {
            matches!(f, Fact::Protected(..))
        }),
        ("material left", &["nobody can checkmate", "never checkmate", "can still checkmate"], |f| {
            matches!(f, Fact::Dead | Fact::MateWithin(_) | Fact::Ends(_) | Fact::Live)
        }),
        ("mate threat", &["threatens to checkmate"], |f| matches!(f, Fact::MateThreat)),
    ];
    let t = lesson_texts();
    let mut missing = Vec::new();
    for (name, level) in levels() {
        // A question about a rule of conduct speaks of no position.
        if matches!(level.goal, Goal::Choose { answer: Answer::Fixed(_), .. }) {
            continue;
        }
        let mut text = t.get(level.text).to_lowercase();
        for key in level.praise.iter().chain(&level.mistake) {
            text.push(' ');
            text.push_str(&t.get(key).to_lowercase());
        }
        for (what, words, needs) in rules {
            if words.iter().any(|w| text.contains(w)) && !level.facts.iter().any(needs) {
                missing.push(format!("{name} ({}): {what}", level.text));
            }
        }
        if matches!(level.goal, Goal::Draw(_)) && !level.facts.iter().any(|f| matches!(f, Fact::Ends(_))) {
            missing.push(format!("{name} ({}): the draw reached", level.text));
        }
    }
    assert!(missing.is_empty(), "texts state facts no data carries:\n{}", missing.join("\n"));
}
