//! Lesson 18: draws — insufficient material, threefold repetition (a claim) and fivefold
//! (automatic), the fifty-move rule (a claim) and seventy-five moves (automatic), agreement,
//! and a repetition forced by perpetual check.
//! (Stalemate has its own lesson.)

use crate::lessons::model::{mv, Answer, Goal, Lesson, Level, Step, YES_NO};
use kaissa_rules::Termination;

const START: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
const DANCE: &[&str] = &["Nf3", "Nf6", "Ng1", "Ng8", "Nf3", "Nf6"];
const LONG_DANCE: &[&str] =
    &["Nf3", "Nf6", "Ng1", "Ng8", "Nf3", "Nf6", "Ng1", "Ng8", "Nf3", "Nf6", "Ng1", "Ng8", "Nf3", "Nf6"];

/// Draws.
pub const DRAWS: Lesson = Lesson {
    id: "draws",
    title: "draws.title",
    intro: "draws.intro",
    levels: &[
        Level::new("draws.1", "7k/8/8/8/8/8/5pK1/5N2 w - - 0 1", Goal::Draw(Some(Termination::InsufficientMaterial)))
            .defend()
            .within(1)
            .solution(&[mv("Kxf2")])
            .praise("draws.1.done"),
        Level::new(
            "draws.2",
            "4k3/8/8/8/8/8/8/2B1K3 w - - 0 1",
            Goal::Choose { options: YES_NO, answer: Answer::CanMate },
        )
        .solution(&[Step::Choose(1)])
        .praise("draws.2.done"),
        Level::new("draws.3", START, Goal::Draw(Some(Termination::ThreefoldRepetition)))
            .history(DANCE)
            .replies(&["Ng8"])
            .within(1)
            .solution(&[mv("Ng1"), Step::Claim])
            .praise("draws.3.done"),
        Level::new("draws.4", "8/4k3/8/8/2r5/8/3RK3/8 w - - 100 90", Goal::Draw(Some(Termination::FiftyMoves)))
            .defend()
            .within(1)
            .solution(&[Step::Claim])
            .praise("draws.4.done"),
        Level::new("draws.5", START, Goal::Draw(Some(Termination::FivefoldRepetition)))
            .history(LONG_DANCE)
            .replies(&["Ng8"])
            .within(1)
            .solution(&[mv("Ng1")])
            .praise("draws.5.done"),
        Level::new(
            "draws.6",
            "8/4k2p/8/8/2r5/8/3RK2P/8 w - - 149 120",
            Goal::Draw(Some(Termination::SeventyFiveMoves)),
        )
        .defend()
        .within(1)
        .solution(&[mv("Rd3")])
        .praise("draws.6.done"),
        Level::new("draws.7", START, Goal::Choose { options: YES_NO, answer: Answer::Fixed(0) })
            .solution(&[Step::Choose(0)])
            .praise("draws.7.done"),
        Level::new(
            "draws.8",
            START,
            Goal::Choose { options: &["ans.claim", "ans.automatic"], answer: Answer::Fixed(0) },
        )
        .solution(&[Step::Choose(0)])
        .praise("draws.8.done"),
        // Perpetual check: far behind, the learner checks until the position repeats.
        Level::new("draws.9", "4Q3/6pk/8/8/8/6K1/8/rq6 w - - 0 1", Goal::Draw(Some(Termination::ThreefoldRepetition)))
            .history(&["Qh5+", "Kg8", "Qe8+", "Kh7"])
            .defend()
            .within(2)
            .solution(&[mv("Qh5+"), mv("Qe8+"), Step::Claim])
            .praise("draws.9.done"),
    ],
};
