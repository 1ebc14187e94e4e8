//! The Play screen's ordering rules, one small test each: what the e2e suite relies on, checked
//! natively in milliseconds.

use super::*;
use crate::saving::value::SavedValue;
use crate::settings::new_game::{ColorChoice, Opponent};
use crate::settings::PauseWhenHidden;
use crate::test_support::sq;
use crate::{History, NewGamePrefs, Players, SavedGame, Session, TimeControl};
use kaissa_rules::{Color, Move, Termination};

/// A new state; the blunder guard off, so that the user's moves against the computer are played
/// at once (the guard's own tests turn it on).
fn two_people() -> PlayState {
    PlayState::new(Options { blunder_guard: crate::BlunderGuard::Never, ..Options::default() }, 1_000, 7)
}

fn prefs(color: ColorChoice, level: u8, tc: &str) -> NewGamePrefs {
    NewGamePrefs { opponent: Opponent::Computer, color, level, tc: tc.parse().unwrap(), ..Default::default() }
}

fn humans(tc: &str) -> NewGamePrefs {
    NewGamePrefs { opponent: Opponent::Human, tc: tc.parse().unwrap(), ..Default::default() }
}

/// A game against the computer, the user with `color`, started at time 0.
fn vs_computer(color: ColorChoice, tc: &str) -> (PlayState, Vec<Effect>) {
    let mut s = two_people();
    let effects = s.new_game(&prefs(color, 3, tc), 0.0, 0.0, 5);
    (s, effects)
}

fn mv(s: &PlayState, uci: &str) -> Move {
    s.session.position().parse_uci(uci).unwrap()
}

/// Plays `moves` as the user, one after the other, at `now`.
fn play(s: &mut PlayState, moves: &[&str], now: f64) -> Vec<Effect> {
    let mut effects = Vec::new();
    for uci in moves {
        let m = mv(s, uci);
        effects.extend(s.user_move(m, now));
    }
    effects
}

fn asked(effects: &[Effect]) -> Option<u64> {
    effects.iter().find_map(|e| match e {
        Effect::AskMove { ticket, .. } => Some(*ticket),
        _ => None,
    })
}

/// The squares the board lets a piece be moved from.
fn movers(s: &PlayState) -> Vec<kaissa_rules::Square> {
    let m = s.movable();
    (0..64).filter(|&i| m.dests[i].any()).filter_map(|i| kaissa_rules::Square::new(i as u32)).collect()
}

fn plies(s: &PlayState) -> usize {
    s.session.game().moves().len()
}

#[test]
fn a_new_game_against_the_computer_turns_the_board_and_asks_it_when_it_moves_first() {
    let (s, effects) = vs_computer(ColorChoice::Black, "none");
    assert_eq!(s.players, Players::Computer { human: Color::Black, level: 3 });
    assert!(effects.contains(&Effect::EngineNewGame(3)));
    assert!(effects.contains(&Effect::TurnBoard(Color::Black)));
    let ticket = asked(&effects).expect("the computer has White");
    assert_eq!(s.thinking, Some(ticket));
    assert!(s.movable().color.is_none(), "nothing moves while the computer thinks");
    let (s, effects) = vs_computer(ColorChoice::White, "none");
    assert_eq!((asked(&effects), s.thinking), (None, None));
    assert_eq!(s.movable().color, Some(Color::White));
}

#[test]
fn the_engines_move_is_played_and_the_user_moves_next() {
    let (mut s, effects) = vs_computer(ColorChoice::Black, "5+3");
    let ticket = asked(&effects).unwrap();
    let effects = s.engine_answer(ticket, EngineAnswer::Move("e2e4".into()), 800.0);
    assert_eq!(s.session.san_moves(), ["e4"]);
    assert_eq!(s.thinking, None);
    assert!(effects.contains(&Effect::Save));
    assert_eq!(s.movable().color, Some(Color::Black));
    assert_eq!(s.clock.as_ref().unwrap().running(), Some(Color::Black), "the press started Black's clock");
}

#[test]
fn a_stale_engine_answer_is_dropped() {
    let (mut s, _) = vs_computer(ColorChoice::White, "none");
    let effects = play(&mut s, &["e2e4"], 0.0);
    let old = asked(&effects).unwrap();
    // The user takes the move back while the computer thinks: its answer belongs to another game.
    let effects = s.takeback(10.0);
    assert!(effects.contains(&Effect::CancelEngine));
    assert_eq!((plies(&s), s.thinking), (0, None));
    assert!(s.engine_answer(old, EngineAnswer::Move("e7e5".into()), 20.0).is_empty());
    assert_eq!(plies(&s), 0);
    // A new game meanwhile drops it too.
    let effects = play(&mut s, &["d2d4"], 30.0);
    let old = asked(&effects).unwrap();
    s.new_game(&prefs(ColorChoice::White, 2, "none"), 0.0, 40.0, 6);
    s.engine_answer(old, EngineAnswer::Move("d7d5".into()), 50.0);
    assert_eq!(plies(&s), 0);
    // And an answer to a later request is not taken for an earlier one.
    let effects = play(&mut s, &["c2c4"], 60.0);
    let current = asked(&effects).unwrap();
    assert!(s.engine_answer(current + 1, EngineAnswer::Move("c7c5".into()), 70.0).is_empty());
    s.engine_answer(current, EngineAnswer::Move("c7c5".into()), 70.0);
    assert_eq!(s.session.san_moves(), ["c4", "c5"]);
}

#[test]
fn an_illegal_or_failed_engine_answer_is_reported_and_can_be_retried() {
    let (mut s, effects) = vs_computer(ColorChoice::Black, "none");
    let t = asked(&effects).unwrap();
    s.engine_answer(t, EngineAnswer::Move("e2e5".into()), 1.0);
    assert_eq!((plies(&s), s.engine_error.as_deref()), (0, Some("bestmove e2e5")));
    let effects = s.retry_engine(2.0);
    let t = asked(&effects).unwrap();
    assert_eq!(s.engine_error, None);
    s.engine_answer(t, EngineAnswer::Failed("worker crashed".into()), 3.0);
    assert_eq!(s.engine_error.as_deref(), Some("worker crashed"));
    let t = asked(&s.retry_engine(4.0)).unwrap();
    s.engine_answer(t, EngineAnswer::NoMove, 5.0);
    assert_eq!(s.engine_error.as_deref(), Some("bestmove 0000"));
    assert!(s.retry_engine(6.0).iter().any(|e| matches!(e, Effect::AskMove { .. })));
    assert!(s.clone().retry_engine(7.0).is_empty(), "not twice while one request is waited for");
}

#[test]
fn a_flag_that_fell_before_the_move_loses_and_the_move_is_not_played() {
    let mut s = two_people();
    s.new_game(&humans("1+0"), 0.0, 0.0, 1);
    play(&mut s, &["e2e4"], 0.0); // the clock starts: Black's runs
    let effects = play(&mut s, &["e7e5"], 60_001.0);
    assert_eq!(plies(&s), 1, "Black's move came too late");
    let outcome = s.session.game().outcome().unwrap();
    assert_eq!((outcome.winner, outcome.termination), (Some(Color::White), Termination::Timeout));
    assert!(effects.contains(&Effect::Save));
    assert!(s.clock.as_ref().unwrap().is_stopped());
}

#[test]
fn a_flag_against_a_lone_king_is_a_draw() {
    let mut s = two_people();
    s.new_game(&humans("1+0"), 0.0, 0.0, 1);
    s.load(Session::from_fen("4k3/8/8/8/8/8/8/4K2Q w - - 0 1").unwrap(), 0.0, 2);
    play(&mut s, &["h1h7"], 0.0);
    play(&mut s, &["e8d8"], 60_500.0);
    let outcome = s.session.game().outcome().unwrap();
    assert_eq!((outcome.winner, outcome.termination), (Some(Color::White), Termination::Timeout));
    // White, with the queen, runs out of time against a lone king: a draw.
    let mut s = two_people();
    s.new_game(&humans("1+0"), 0.0, 0.0, 1);
    s.load(Session::from_fen("4k3/8/8/8/8/8/8/4K2Q w - - 0 1").unwrap(), 0.0, 2);
    play(&mut s, &["h1h7"], 0.0);
    play(&mut s, &["e8d8"], 1_000.0);
    s.tick(61_001.0);
    let outcome = s.session.game().outcome().unwrap();
    assert_eq!((outcome.winner, outcome.termination), (None, Termination::TimeoutInsufficient));
}

#[test]
fn the_computer_loses_on_time_before_its_late_move() {
    let (mut s, _) = vs_computer(ColorChoice::White, "1+0");
    let t = asked(&play(&mut s, &["e2e4"], 0.0)).unwrap();
    s.engine_answer(t, EngineAnswer::Move("e7e5".into()), 61_000.0);
    assert_eq!(plies(&s), 1);
    assert_eq!(s.session.game().outcome().unwrap().winner, Some(Color::White));
    assert_eq!(s.thinking, None);
}

#[test]
fn the_increment_comes_after_the_move_and_the_clock_is_pressed() {
    let mut s = two_people();
    s.new_game(&humans("5+3"), 0.0, 0.0, 1);
    play(&mut s, &["e2e4"], 0.0);
    play(&mut s, &["e7e5"], 10_000.0);
    let clock = s.clock.as_ref().unwrap();
    assert_eq!(clock.remaining(Color::Black, 10_000.0), 293_000.0, "5:00 − 10 s + 3 s");
    assert_eq!(clock.running(), Some(Color::White));
    // A takeback gives the time back.
    s.takeback(12_000.0);
    assert_eq!(s.clock.as_ref().unwrap().remaining(Color::Black, 12_000.0), 300_000.0);
}

#[test]
fn each_move_records_the_movers_clock_and_the_record_keeps_it() {
    let mut s = two_people();
    s.new_game(&humans("5+3"), 0.0, 0.0, 1);
    play(&mut s, &["e2e4"], 0.0);
    play(&mut s, &["e7e5"], 10_050.0);
    play(&mut s, &["g1f3"], 12_000.0);
    // The first move starts the clocks (no time used, no increment); Black's reply used 10.05 s
    // (kept to the tenth) and got 3 s; White's second used 1.95 s.
    assert_eq!(s.session.clocks(), [Some(300_000), Some(292_900), Some(301_000)]);
    // The reading survives a reload, a takeback drops it, the PGN export writes it.
    let (saved, _) = s.to_save(12_500.0, 7);
    let saved = crate::saving::value::parse::<SavedGame>(&saved.to_json()).unwrap();
    let mut back = two_people();
    back.restore(&saved, &History::default(), 0.0, true).unwrap();
    assert_eq!(back.session.clocks(), s.session.clocks());
    s.takeback(13_000.0);
    assert_eq!(s.session.clocks(), [Some(300_000), Some(292_900)]);
    let export = crate::PgnExport {
        game: crate::GameRecord::of(&s.session),
        white: "A".into(),
        black: "B".into(),
        date_ms: 0,
        utc_offset_min: 0,
        time_control: s.time_control(),
    };
    let text = export.to_pgn().unwrap();
    assert!(text.contains("1. e4 {[%clk 0:05:00]} 1... e5 {[%clk 0:04:52.9]} *"), "{text}");
    // Without a clock nothing is recorded.
    let mut free = two_people();
    play(&mut free, &["e2e4"], 0.0);
    assert!(free.session.clocks().is_empty());
}

#[test]
fn a_simple_delay_costs_nothing_within_it() {
    let mut s = two_people();
    let tc = TimeControl::new(60_000, 5_000, crate::ClockMode::SimpleDelay).unwrap();
    s.new_game(&NewGamePrefs { opponent: Opponent::Human, tc, ..Default::default() }, 0.0, 0.0, 1);
    play(&mut s, &["e2e4"], 0.0);
    play(&mut s, &["e7e5"], 4_000.0);
    assert_eq!(s.clock.as_ref().unwrap().remaining(Color::Black, 4_000.0), 60_000.0);
}

#[test]
fn takeback_while_the_computer_thinks_takes_the_users_move_only() {
    let (mut s, _) = vs_computer(ColorChoice::White, "none");
    play(&mut s, &["e2e4"], 0.0);
    assert_eq!(s.takeback_plies(), 1);
    s.takeback(1.0);
    assert_eq!((plies(&s), s.thinking), (0, None));
    assert_eq!(s.movable().color, Some(Color::White));
    // On the user's turn, the user's move and the computer's reply go together.
    let t = asked(&play(&mut s, &["e2e4"], 2.0)).unwrap();
    s.engine_answer(t, EngineAnswer::Move("e7e5".into()), 3.0);
    assert_eq!(s.takeback_plies(), 2);
    let effects = s.takeback(4.0);
    assert_eq!(plies(&s), 0);
    assert!(asked(&effects).is_none(), "the user is to move");
}

#[test]
fn a_takeback_on_the_computers_turn_asks_it_again() {
    let (mut s, effects) = vs_computer(ColorChoice::Black, "none");
    let t = asked(&effects).unwrap();
    s.engine_answer(t, EngineAnswer::Move("e2e4".into()), 1.0);
    let t = asked(&play(&mut s, &["e7e5"], 2.0)).unwrap();
    s.engine_answer(t, EngineAnswer::Move("g1f3".into()), 3.0);
    assert_eq!(s.takeback_plies(), 2);
    let effects = s.takeback(4.0);
    assert_eq!(plies(&s), 1);
    assert!(asked(&effects).is_none(), "Black (the user) is to move after e4");
}

#[test]
fn a_refused_move_is_explained_and_the_next_move_clears_it() {
    let mut s = two_people();
    s.refused(sq("e2"), Some(sq("e5")));
    let Some(Refusal::Rules { reason, from, .. }) = s.refusal.clone() else { panic!("{:?}", s.refusal) };
    assert_eq!((from, reason.code()), (sq("e2"), s.session.refusal(sq("e2"), Some(sq("e5"))).code()));
    play(&mut s, &["e2e4"], 0.0);
    assert_eq!(s.refusal, None);
    // An illegal move reaching the session is refused the same way, and nothing is played.
    let effects = s.user_move(Move::new(sq("e7"), sq("e4"), None), 1.0);
    assert!(matches!(s.refusal, Some(Refusal::Rules { .. })));
    assert!(!effects.contains(&Effect::Save));
    assert_eq!(plies(&s), 1);
}

#[test]
fn a_refusal_goes_when_the_game_ends_but_one_because_it_is_over_stays() {
    let mut s = two_people();
    play(&mut s, &["e2e4"], 0.0);
    s.refused(sq("e7"), Some(sq("e4")));
    assert!(s.refusal.is_some());
    s.resign(1.0);
    assert!(s.session.game().is_over());
    assert_eq!(s.refusal, None, "the refused move's sentence does not outlive the game");
    s.refused(sq("e7"), Some(sq("e5")));
    assert_eq!(s.refusal.as_ref().map(Refusal::code), Some("game-over"));
}

#[test]
fn nothing_is_explained_while_the_computer_is_to_move_or_an_earlier_position_is_shown() {
    let (mut s, _) = vs_computer(ColorChoice::Black, "none");
    s.refused(sq("e7"), Some(sq("e5")));
    assert_eq!(s.refusal, None);
    let mut s = two_people();
    play(&mut s, &["e2e4", "e7e5"], 0.0);
    s.view(Some(1));
    s.refused(sq("g1"), Some(sq("g3")));
    assert_eq!(s.refusal, None);
    assert!(s.user_move(mv(&s, "g1f3"), 1.0).is_empty(), "the board is read-only while looking back");
    assert_eq!(plies(&s), 2);
    assert!(s.movable().color.is_none());
    s.view(Some(2));
    assert_eq!(s.view_ply, None, "the last ply is the live position");
}

#[test]
fn touch_move_binds_the_touched_piece() {
    let mut s = PlayState::new(Options { touch_move: true, ..Options::default() }, 0, 7);
    assert!(s.touch(sq("g1")), "the knight can move: it must");
    assert_eq!(movers(&s), [sq("g1")]);
    s.user_move(mv(&s, "e2e4"), 0.0);
    assert_eq!(plies(&s), 0);
    let Some(Refusal::Touch { refusal, .. }) = s.refusal.clone() else { panic!("{:?}", s.refusal) };
    assert_eq!(
        (refusal.code(), refusal.why),
        ("touch-move-obligation", crate::touch_move::obligation::TouchWhy::MustMove)
    );
    s.user_move(mv(&s, "g1f3"), 1.0);
    assert_eq!((plies(&s), s.refusal.clone()), (1, None));
    assert!(s.touch.touched().is_empty(), "the touches start again after the move");
}

#[test]
fn touching_an_opponents_piece_that_cannot_be_taken_is_quiet_and_jadoube_adjusts() {
    let mut s = PlayState::new(Options { touch_move: true, ..Options::default() }, 0, 7);
    assert!(!s.touch(sq("e7")));
    s.refused(sq("e7"), None);
    assert_eq!(s.refusal, None);
    s.adjust();
    assert!(!s.touch(sq("b1")), "adjusting a piece binds nothing");
    assert_eq!(movers(&s).len(), 10, "every piece that can move still may");
}

#[test]
fn switching_touch_move_off_forgets_the_touches() {
    let mut s = PlayState::new(Options { touch_move: true, ..Options::default() }, 0, 7);
    s.touch(sq("g1"));
    s.set_options(Options::default());
    assert!(s.touch.touched().is_empty());
    assert!(!s.touch(sq("b1")), "off: a press is no touch");
    assert!(movers(&s).len() > 1);
}

#[test]
fn confirm_move_holds_the_move_until_confirmed() {
    let mut s = PlayState::new(Options { confirm_moves: true, ..Options::default() }, 0, 7);
    let effects = s.user_move(mv(&s, "e2e4"), 0.0);
    assert!(effects.is_empty());
    assert_eq!(plies(&s), 0);
    let held = s.held.clone().unwrap();
    assert_eq!(s.movable(), held.preview, "the board shows the held move made");
    assert!(s.movable().color.is_none(), "nothing else moves meanwhile");
    s.cancel_held();
    assert_eq!(s.movable().color, Some(Color::White));
    s.user_move(mv(&s, "d2d4"), 1.0);
    s.view(Some(0));
    let effects = s.confirm_held(2.0);
    assert_eq!((s.session.san_moves(), s.view_ply), (vec!["d4".to_owned()], None));
    assert!(effects.contains(&Effect::Save));
}

#[test]
fn a_held_move_goes_when_the_game_changes_under_it() {
    let mut s = PlayState::new(Options { confirm_moves: true, ..Options::default() }, 0, 7);
    s.set_options(Options::default());
    play(&mut s, &["e2e4"], 0.0);
    s.set_options(Options { confirm_moves: true, ..Options::default() });
    s.user_move(mv(&s, "e7e5"), 1.0);
    assert!(s.held.is_some());
    s.takeback(2.0);
    assert_eq!((s.held.clone(), plies(&s)), (None, 0));
    // An illegal move is not held: the rules explain it at once.
    s.user_move(Move::new(sq("e2"), sq("e5"), None), 3.0);
    assert!(s.held.is_none() && s.refusal.is_some());
}

/// Knights out and back twice: the start position is on the board for the third time after
/// White's `g1f3` … `f6g8`; with `claim_next`, White's next move claims it.
const REPEAT: [&str; 7] = ["g1f3", "g8f6", "f3g1", "f6g8", "g1f3", "g8f6", "f3g1"];

#[test]
fn a_claim_with_the_next_move_draws() {
    let mut s = two_people();
    play(&mut s, &REPEAT, 0.0);
    assert!(!s.session.claim_moves().is_empty());
    s.set_claim_next(true);
    play(&mut s, &["f6g8"], 1.0);
    let outcome = s.session.game().outcome().unwrap();
    assert_eq!(outcome.termination, Termination::ThreefoldRepetition);
    assert!(!s.claim_next, "a claim is for one move");
}

#[test]
fn a_claim_on_the_board_draws_and_stops_the_clock() {
    let mut s = two_people();
    s.new_game(&humans("5+0"), 0.0, 0.0, 1);
    play(&mut s, &REPEAT, 0.0);
    play(&mut s, &["f6g8"], 1.0);
    let effects = s.claim_draw(2.0);
    assert!(effects.contains(&Effect::Save));
    assert_eq!(s.session.game().outcome().unwrap().termination, Termination::ThreefoldRepetition);
    assert!(s.clock.as_ref().unwrap().is_stopped());
    assert!(s.claim_draw(3.0).is_empty(), "nothing more to claim");
}

#[test]
fn a_draw_offered_while_the_computer_thinks_waits_for_its_move() {
    let (mut s, _) = vs_computer(ColorChoice::White, "none");
    let t = asked(&play(&mut s, &["e2e4"], 0.0)).unwrap();
    assert!(s.offer_draw().is_empty());
    assert_eq!(s.offer, Some(Offer::Waiting));
    assert!(!s.can_offer_draw());
    let effects = s.engine_answer(t, EngineAnswer::Move("e7e5".into()), 1.0);
    let Some(Offer::Considering(ticket)) = s.offer else { panic!("{:?}", s.offer) };
    assert!(effects
        .iter()
        .any(|e| matches!(e, Effect::Evaluate { ticket: t, moves, .. } if *t == ticket && moves.len() == 2)));
    s.engine_score(ticket, Some(kaissa_engine::Score::Cp(30)), 2.0);
    let Some(Offer::Answered(answer)) = s.offer else { panic!("{:?}", s.offer) };
    assert!(!answer.accept, "the opening is too early for a draw");
    assert!(!s.session.game().is_over());
    // The user's next move ends the answer.
    play(&mut s, &["g1f3"], 3.0);
    assert_eq!(s.offer, None);
}

#[test]
fn the_computer_accepts_a_draw_it_cannot_win() {
    let mut s = two_people();
    s.new_game(&prefs(ColorChoice::White, 5, "none"), 0.0, 0.0, 1);
    s.load(Session::from_fen("4k3/8/8/8/8/8/8/4K3 w - - 0 1").unwrap(), 0.0, 2);
    // Two bare kings are a dead position already; a rook each is a draw the computer takes.
    s.load(Session::from_fen("4k3/r7/8/8/8/8/R7/4K3 w - - 0 1").unwrap(), 0.0, 2);
    let effects = s.offer_draw();
    let Some(Effect::Evaluate { ticket, .. }) = effects.first().cloned() else { panic!("{effects:?}") };
    s.engine_score(ticket, Some(kaissa_engine::Score::Cp(0)), 1.0);
    let Some(Offer::Answered(answer)) = s.offer else { panic!("{:?}", s.offer) };
    assert_eq!(answer.accept, s.session.game().is_over());
}

#[test]
fn a_stale_evaluation_is_dropped() {
    let (mut s, _) = vs_computer(ColorChoice::White, "none");
    let effects = s.offer_draw();
    let Some(Effect::Evaluate { ticket, .. }) = effects.first().cloned() else { panic!("{effects:?}") };
    play(&mut s, &["e2e4"], 0.0);
    assert!(s.engine_score(ticket, Some(kaissa_engine::Score::Cp(0)), 1.0).is_empty());
    assert_eq!(s.offer, None);
}

#[test]
fn draws_between_two_people_are_accepted_or_declined() {
    let mut s = two_people();
    play(&mut s, &["e2e4"], 0.0);
    s.offer_draw();
    assert_eq!(s.offer, Some(Offer::Pending { by: Color::Black }));
    s.decline_draw();
    assert_eq!(s.offer, Some(Offer::Declined { by: Color::White }));
    play(&mut s, &["e7e5"], 1.0);
    assert_eq!(s.offer, None, "a move ends the answer");
    s.offer_draw();
    let effects = s.accept_draw(2.0);
    assert!(effects.contains(&Effect::Save));
    assert_eq!(s.session.game().outcome().unwrap().termination, Termination::Agreement);
    assert!(!s.can_offer_draw());
}

#[test]
fn resigning_loses_the_users_side_even_on_the_computers_turn() {
    let (mut s, _) = vs_computer(ColorChoice::White, "none");
    play(&mut s, &["e2e4"], 0.0);
    let effects = s.resign(1.0);
    assert!(effects.contains(&Effect::CancelEngine));
    let outcome = s.session.game().outcome().unwrap();
    assert_eq!((outcome.winner, outcome.termination), (Some(Color::Black), Termination::Resignation));
    assert_eq!(s.thinking, None);
}

#[test]
fn the_low_time_warning_sounds_once() {
    let mut s = two_people();
    s.new_game(&humans("1+0"), 0.0, 0.0, 1);
    assert!(s.tick(0.0).is_empty(), "no clock runs before the first move");
    play(&mut s, &["e2e4"], 0.0);
    assert!(s.tick(40_000.0).is_empty());
    assert_eq!(s.tick(51_000.0), [Effect::Sound(crate::Sound::LowTime)]);
    assert!(s.tick(52_000.0).is_empty());
    let effects = s.tick(60_001.0);
    assert!(effects.contains(&Effect::Save));
    assert!(s.session.game().is_over());
}

#[test]
fn hiding_the_page_pauses_the_clock_against_the_computer_only() {
    let (mut s, _) = vs_computer(ColorChoice::White, "5+0");
    let t = asked(&play(&mut s, &["e2e4"], 0.0)).unwrap();
    s.engine_answer(t, EngineAnswer::Move("e7e5".into()), 1_000.0);
    assert_eq!(s.page_hidden(true, 2_000.0), [Effect::Save]);
    s.page_hidden(false, 60_000.0);
    assert_eq!(s.clock.as_ref().unwrap().remaining(Color::White, 60_000.0), 299_000.0);
    let mut s = two_people();
    s.new_game(&humans("5+0"), 0.0, 0.0, 1);
    play(&mut s, &["e2e4"], 0.0);
    s.page_hidden(true, 0.0);
    assert_eq!(s.clock.as_ref().unwrap().remaining(Color::Black, 60_000.0), 240_000.0);
    s.set_options(Options { pause_when_hidden: PauseWhenHidden::Always, ..Options::default() });
    s.page_hidden(true, 60_000.0);
    assert_eq!(s.clock.as_ref().unwrap().remaining(Color::Black, 90_000.0), 240_000.0);
}

#[test]
fn the_end_of_the_game_stops_the_clock() {
    let mut s = two_people();
    s.new_game(&humans("5+0"), 0.0, 0.0, 1);
    play(&mut s, &["f2f3", "e7e5", "g2g4", "d8h4"], 0.0);
    assert!(s.session.game().is_over());
    assert!(s.clock.as_ref().unwrap().is_stopped());
    assert!(s.movable().color.is_none());
    // Pressing a piece now says why nothing moves.
    s.refused(sq("a7"), None);
    assert_eq!(s.refusal.as_ref().map(Refusal::code), Some("game-over"));
}

#[test]
fn a_loaded_game_gets_a_fresh_clock_and_a_finished_one_none() {
    let mut s = two_people();
    s.new_game(&humans("3+2"), 0.0, 0.0, 1);
    s.load(Session::from_fen("4k3/8/8/8/8/8/4P3/4K3 b - - 0 1").unwrap(), 10.0, 2);
    let clock = s.clock.as_ref().unwrap();
    assert_eq!((clock.to_move(), clock.time_control().code()), (Color::Black, "3+2".to_owned()));
    let mut mated = Session::new();
    crate::test_support::play_uci(&mut mated, &["f2f3", "e7e5", "g2g4", "d8h4"]);
    s.load(mated, 20.0, 3);
    assert!(s.clock.is_none());
    let (_, finished) = s.to_save(30.0, 4);
    assert_eq!(finished, None, "a loaded finished game is not added to the history again");
}

#[test]
fn a_finished_game_is_saved_to_the_history_once() {
    let mut s = two_people();
    play(&mut s, &["f2f3", "e7e5", "g2g4"], 0.0);
    assert_eq!(s.to_save(0.0, 9).1, None);
    play(&mut s, &["d8h4"], 1.0);
    let (game, finished) = s.to_save(1.0, 9);
    let finished = finished.expect("the game just ended");
    assert_eq!(game.moves.len(), 4);
    let mut history = History::default();
    assert!(s.record_finished(&mut history, finished));
    assert_eq!(history.games.len(), 1);
    assert_eq!(s.to_save(2.0, 10).1, None);
}

#[test]
fn a_saved_game_comes_back_with_its_players_and_the_computer_asked() {
    let (mut s, effects) = vs_computer(ColorChoice::Black, "5+3");
    let ticket = asked(&effects).unwrap();
    s.engine_answer(ticket, EngineAnswer::Move("e2e4".into()), 500.0);
    let t = asked(&play(&mut s, &["e7e5"], 2_000.0)).unwrap();
    let (saved, _) = s.to_save(3_000.0, 7);
    let text = saved.to_json();
    let saved = crate::saving::value::parse::<SavedGame>(&text).unwrap();
    let mut back = two_people();
    let effects = back.restore(&saved, &History::default(), 100.0, true).unwrap();
    assert_eq!(back.session.san_moves(), ["e4", "e5"]);
    assert_eq!(back.players, s.players);
    assert!(effects.contains(&Effect::EngineNewGame(3)));
    assert!(effects.contains(&Effect::TurnBoard(Color::Black)));
    assert!(asked(&effects).is_some(), "White (the computer) is to move");
    // The answer to the request made before the reload never reaches the restored game.
    let waited = back.thinking;
    assert!(back.engine_answer(t, EngineAnswer::Move("g1f3".into()), 101.0).is_empty());
    assert_eq!((plies(&back), back.thinking), (2, waited));
    // A garbled save is an error and leaves the board as it was.
    let mut bad = saved.clone();
    bad.moves.push("e1e3".into());
    let mut other = two_people();
    assert!(other.restore(&bad, &History::default(), 0.0, true).is_err());
    assert_eq!(plies(&other), 0);
}

#[test]
fn opening_a_finished_game_takes_its_players_and_turns_the_board() {
    let mut s = two_people();
    let mut mated = Session::new();
    crate::test_support::play_uci(&mut mated, &["f2f3", "e7e5", "g2g4", "d8h4"]);
    let players = Players::Computer { human: Color::Black, level: 2 };
    let effects = s.open(players, mated, 0.0, 1);
    assert_eq!(effects.first(), Some(&Effect::TurnBoard(Color::Black)));
    assert_eq!((s.players, s.session.game().is_over()), (players, true));
    assert!(asked(&effects).is_none());
}

/// Saves `s` as the browser side does: the game's next revision, then noted as written.
fn save(s: &mut PlayState, now: f64, epoch: u64) -> SavedGame {
    let (saved, _) = s.to_save(now, epoch);
    s.saved(saved.rev);
    saved
}

#[test]
fn every_game_has_its_own_identity_and_revisions() {
    let mut a = two_people();
    let mut b = PlayState::new(Options::default(), 1_000, 8);
    assert_ne!(a.record.id, b.record.id, "two tabs opened in the same millisecond");
    let first = a.record.id.clone();
    a.new_game(&humans("none"), 0.0, 0.0, 2_000);
    assert_ne!(a.record.id, first, "a new game is another game");
    let second = a.record.id.clone();
    a.load(Session::new(), 0.0, 3_000);
    assert_ne!(a.record.id, second, "a loaded position too");
    let one = save(&mut a, 0.0, 10);
    let two = save(&mut a, 0.0, 20);
    assert_eq!((one.rev, two.rev, two.updated_ms), (1, 2, 20));
    assert_eq!(two.id, a.record.id);
    assert!(crate::saving::games::id_of_key(&crate::saving::games::key(&two.id)).is_some());
    b.new_game(&humans("none"), 0.0, 0.0, 2_000);
    assert_ne!(b.record.id, a.record.id);
}

#[test]
fn a_tab_takes_over_the_moves_another_tab_played_in_the_same_game() {
    // Tab A plays against the computer; tab B (hidden) has the same game open.
    let (mut a, effects) = vs_computer(ColorChoice::White, "none");
    assert!(asked(&effects).is_none(), "the user moves first");
    play(&mut a, &["e2e4"], 1_000.0);
    let saved = save(&mut a, 1_000.0, 10);
    let mut b = two_people();
    b.restore(&saved, &History::default(), 0.0, true).unwrap();
    assert_eq!(b.record.id, a.record.id);
    assert!(b.thinking.is_some(), "B was the tab the game was opened in: it asks the computer");

    // A is shown again and answers; B, hidden, takes over A's newer save without asking.
    let t = a.thinking.unwrap();
    a.engine_answer(t, EngineAnswer::Move("e7e5".into()), 1_500.0);
    play(&mut a, &["g1f3"], 2_000.0);
    let newer = save(&mut a, 2_000.0, 20);
    assert!(crate::saving::games::to_adopt(&b.record, &newer));
    let effects = b.restore(&newer, &History::default(), 2_000.0, false).unwrap();
    assert!(asked(&effects).is_none() && b.thinking.is_none(), "the thinking is A's");
    assert!(!effects.contains(&Effect::Save), "taking over writes nothing (no echo between tabs)");
    assert_eq!(b.session.san_moves(), ["e4", "e5", "Nf3"]);
    assert!(!crate::saving::games::to_adopt(&b.record, &newer), "seen once is enough");
    // B is shown (A was closed before the computer answered): B asks.
    let effects = b.page_hidden(false, 3_000.0);
    assert!(asked(&effects).is_some());
    assert!(b.page_hidden(false, 3_100.0).is_empty(), "asked once");
}

#[test]
fn a_hidden_tab_that_takes_over_a_game_pauses_its_clock_as_a_hidden_page_does() {
    let (mut a, _) = vs_computer(ColorChoice::White, "5+0");
    play(&mut a, &["e2e4"], 1_000.0);
    let t = a.thinking.unwrap();
    a.engine_answer(t, EngineAnswer::Move("e7e5".into()), 1_500.0);
    let saved = save(&mut a, 2_000.0, 10);
    let mut b = two_people();
    b.restore(&saved, &History::default(), 2_000.0, false).unwrap();
    let clock = b.clock.as_ref().unwrap();
    assert!(clock.is_paused(), "the user is away from both tabs: no flag falls meanwhile");
    b.page_hidden(false, 60_000.0);
    assert!(!b.clock.as_ref().unwrap().is_paused());
    assert_eq!(b.clock.as_ref().unwrap().remaining(Color::White, 60_000.0), 300_000.0 - 500.0);
}

#[test]
fn two_tabs_that_move_at_once_keep_both_games() {
    let mut a = two_people();
    play(&mut a, &["e2e4"], 0.0);
    let base = save(&mut a, 0.0, 10);
    let mut b = two_people();
    b.restore(&base, &History::default(), 0.0, true).unwrap();
    // Both move before seeing the other's move: A writes first.
    play(&mut a, &["e7e5"], 0.0);
    let from_a = save(&mut a, 0.0, 20);
    play(&mut b, &["c7c5"], 0.0);
    assert!(crate::saving::games::written_elsewhere(Some(&from_a), b.record.rev));
    let old = b.record.id.clone();
    let id = b.fork(30);
    assert_ne!(id, old);
    let from_b = save(&mut b, 0.0, 30);
    assert_eq!((from_b.id.as_str(), from_b.rev), (id.as_str(), 1));
    assert_eq!(from_a.moves, ["e2e4", "e7e5"]);
    assert_eq!(from_b.moves, ["e2e4", "c7c5"]);
}

#[test]
fn a_game_two_tabs_finish_is_recorded_once() {
    let mut a = two_people();
    play(&mut a, &["f2f3", "e7e5", "g2g4"], 0.0);
    let base = save(&mut a, 0.0, 10);
    let mut b = two_people();
    b.restore(&base, &History::default(), 0.0, true).unwrap();
    play(&mut a, &["d8h4"], 0.0);
    play(&mut b, &["d8h4"], 0.0);
    let mut history = History::default();
    let (_, finished) = a.to_save(0.0, 20);
    assert!(a.record_finished(&mut history, finished.unwrap()));
    let (_, finished) = b.to_save(0.0, 21);
    assert!(!b.record_finished(&mut history, finished.unwrap()), "A has recorded it");
    assert_eq!(history.games.len(), 1);
    assert_eq!(history.games[0].id, a.record.id);
}

#[test]
fn no_takeback_once_the_game_has_ended() {
    // Mate, against the computer and between two people: the result is final.
    let (mut s, _) = vs_computer(ColorChoice::White, "none");
    let t = asked(&play(&mut s, &["f2f3"], 0.0)).unwrap();
    s.engine_answer(t, EngineAnswer::Move("e7e5".into()), 1.0);
    let t = asked(&play(&mut s, &["g2g4"], 2.0)).unwrap();
    s.engine_answer(t, EngineAnswer::Move("d8h4".into()), 3.0);
    assert!(s.session.game().is_over());
    assert_eq!(s.takeback_plies(), 0);
    assert!(s.takeback(4.0).is_empty());
    assert_eq!(plies(&s), 4);
    let mut s = two_people();
    play(&mut s, &["e2e4", "e7e5"], 0.0);
    assert_eq!(s.takeback_plies(), 1);
    s.resign(1.0);
    assert_eq!(s.takeback_plies(), 0);
    assert!(!s.can_offer_draw());
}

#[test]
fn a_game_started_from_a_set_up_position() {
    // Black to move, the person plays Black against the computer: the person moves first.
    let mut s = two_people();
    play(&mut s, &["e2e4"], 0.0);
    let session = Session::from_fen("4k3/8/8/8/8/8/4P3/4K3 b - - 0 1").unwrap();
    let effects = s.new_game_from(&prefs(ColorChoice::Black, 2, "none"), session.clone(), 0.9, 10.0, 20);
    assert_eq!(s.players, Players::Computer { human: Color::Black, level: 2 });
    assert_eq!(s.session.position().fen(), "4k3/8/8/8/8/8/4P3/4K3 b - - 0 1");
    assert_eq!(plies(&s), 0);
    assert!(effects.contains(&Effect::EngineNewGame(2)) && effects.contains(&Effect::Save));
    assert!(effects.contains(&Effect::TurnBoard(Color::Black)));
    assert_eq!((asked(&effects), s.movable().color), (None, Some(Color::Black)));
    assert!(!s.game_in_progress());
    // The person plays White: the computer, Black, is asked at once; a clock starts for Black.
    let effects = s.new_game_from(&prefs(ColorChoice::White, 1, "5+3"), session, 0.0, 10.0, 30);
    assert!(asked(&effects).is_some());
    assert_eq!(s.time_control(), "5+3".parse().unwrap());
    // A mate set up is over at once: no clock, nothing asked, already counted as recorded.
    let mate = Session::from_fen("7k/6Q1/6K1/8/8/8/8/8 b - - 0 1").unwrap();
    let effects = s.new_game_from(&prefs(ColorChoice::White, 1, "5+3"), mate, 0.0, 10.0, 40);
    assert!(s.session.game().is_over());
    assert_eq!((asked(&effects), s.time_control()), (None, TimeControl::NONE));
    assert!(s.to_save(10.0, 40).1.is_none(), "the ending counts as already in the history");
}

/// A game against the computer at `level` with the blunder guard as the settings have it by
/// default (levels 1–3), the user White.
fn guarded(level: u8) -> PlayState {
    let mut s = PlayState::new(Options::default(), 1_000, 7);
    s.new_game(&prefs(ColorChoice::White, level, "none"), 0.0, 0.0, 5);
    s
}

fn guard_waits(effects: &[Effect]) -> Option<u64> {
    effects.iter().find_map(|e| match e {
        Effect::GuardWait(ticket) => Some(*ticket),
        _ => None,
    })
}

#[test]
fn the_guard_holds_the_move_until_its_check_says_it_is_safe() {
    let mut s = guarded(1);
    let effects = play(&mut s, &["e2e4"], 10.0);
    let ticket = guard_waits(&effects).expect("the check is asked for");
    assert_eq!(asked(&effects), None, "the computer is not asked yet");
    assert_eq!(plies(&s), 0, "the move is held, not played");
    assert_eq!(s.guard, Some(GuardCheck::Checking(ticket)));
    assert!(s.movable().color.is_none(), "nothing moves meanwhile");
    assert_eq!(s.movable().piece_at(sq("e4")), s.held.as_ref().unwrap().preview.piece_at(sq("e4")));
    assert!(play(&mut s, &[], 20.0).is_empty());
    let effects = s.guard_answer(ticket, GuardAnswer::Safe, 50.0);
    assert_eq!(plies(&s), 1);
    assert!(asked(&effects).is_some(), "then the computer is asked");
    assert_eq!((s.guard, s.held.is_some()), (None, false));
}

#[test]
fn a_warning_waits_for_the_learners_choice() {
    let mut s = guarded(2);
    let ticket = guard_waits(&play(&mut s, &["e2e4"], 10.0)).unwrap();
    assert!(s.guard_answer(ticket, GuardAnswer::Warned, 60.0).is_empty());
    assert_eq!(s.guard, Some(GuardCheck::Warned(ticket)));
    assert!(s.guard_answer(ticket, GuardAnswer::Late, 500.0).is_empty(), "a warning does not time out");
    assert_eq!(plies(&s), 0);
    // Take it back: nothing is played, the board is the learner's again.
    assert!(s.guard_answer(ticket, GuardAnswer::Back, 900.0).is_empty());
    assert_eq!((plies(&s), s.guard, s.held.is_some()), (0, None, false));
    assert_eq!(s.movable().color, Some(Color::White));
    // Another move, warned, then played anyway.
    let ticket = guard_waits(&play(&mut s, &["d2d4"], 1_000.0)).unwrap();
    s.guard_answer(ticket, GuardAnswer::Warned, 1_050.0);
    let effects = s.guard_answer(ticket, GuardAnswer::Play, 1_200.0);
    assert_eq!(plies(&s), 1);
    assert!(asked(&effects).is_some());
    assert!(s.guard_answer(ticket, GuardAnswer::Back, 1_300.0).is_empty(), "a stale answer is dropped");
    assert_eq!(plies(&s), 1);
}

#[test]
fn a_late_check_never_holds_the_game_up() {
    let mut s = guarded(3);
    let ticket = guard_waits(&play(&mut s, &["e2e4"], 10.0)).unwrap();
    let effects = s.guard_answer(ticket, GuardAnswer::Late, 10.0 + f64::from(GUARD_WAIT_MS));
    assert_eq!(plies(&s), 1, "the wait is over: the move is played");
    assert!(asked(&effects).is_some());
    assert!(s.guard_answer(ticket, GuardAnswer::Warned, 600.0).is_empty(), "its late warning is dropped");
    assert_eq!(s.guard, None);
}

#[test]
fn the_guard_follows_its_setting_and_the_level() {
    // Level 4 and above: off by default.
    let mut s = guarded(4);
    assert!(asked(&play(&mut s, &["e2e4"], 10.0)).is_some());
    // Always: at every level; never: at none; never between two people.
    let mut s = guarded(8);
    s.set_options(Options { blunder_guard: crate::BlunderGuard::Always, ..Options::default() });
    assert!(guard_waits(&play(&mut s, &["e2e4"], 10.0)).is_some());
    let mut s = guarded(1);
    s.set_options(Options { blunder_guard: crate::BlunderGuard::Never, ..Options::default() });
    assert!(asked(&play(&mut s, &["e2e4"], 10.0)).is_some());
    let mut s = PlayState::new(Options::default(), 1_000, 7);
    assert!(play(&mut s, &["e2e4"], 10.0).contains(&Effect::Save));
    assert_eq!(plies(&s), 1);
}

#[test]
fn confirm_moves_asks_first_then_the_guard_checks() {
    let mut s = guarded(1);
    s.set_options(Options { confirm_moves: true, ..Options::default() });
    assert!(play(&mut s, &["e2e4"], 10.0).is_empty(), "held for confirmation");
    assert_eq!(s.guard, None);
    let ticket = guard_waits(&s.confirm_held(20.0)).expect("confirmed: now checked");
    assert!(s.confirm_held(30.0).is_empty(), "a second confirm does nothing while it is checked");
    s.guard_answer(ticket, GuardAnswer::Safe, 40.0);
    assert_eq!(plies(&s), 1);
}

#[test]
fn a_new_game_or_a_fallen_flag_ends_the_check() {
    let mut s = guarded(1);
    let ticket = guard_waits(&play(&mut s, &["e2e4"], 10.0)).unwrap();
    s.new_game(&prefs(ColorChoice::White, 1, "none"), 20.0, 20.0, 6);
    assert_eq!((s.guard, s.held.is_some()), (None, false));
    assert!(s.guard_answer(ticket, GuardAnswer::Play, 30.0).is_empty());
    assert_eq!(plies(&s), 0);
}

/// The computer's move waits a person's pause unless the setting turns it off; the request says
/// which, so that the worker's client knows.
#[test]
fn the_computer_pauses_before_its_move_as_the_settings_say() {
    let pause_of = |settings: &crate::Settings| {
        let mut s = PlayState::new(Options::of(settings), 1_000, 7);
        let effects = s.new_game(&prefs(ColorChoice::Black, 2, "none"), 0.0, 0.0, 5);
        effects.iter().find_map(|e| match e {
            Effect::AskMove { request, .. } => Some(request.pause),
            _ => None,
        })
    };
    let settings = crate::Settings::default();
    assert!(settings.computer_pause, "a person's pause by default");
    assert_eq!(pause_of(&settings), Some(true));
    assert_eq!(pause_of(&crate::Settings { computer_pause: false, ..settings }), Some(false));
}
