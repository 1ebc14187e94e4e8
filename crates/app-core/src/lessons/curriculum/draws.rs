//! Lesson 18: draws — insufficient material, threefold repetition (a claim) and fivefold
//! (automatic), the fifty-move rule (a claim) and seventy-five moves (automatic), agreement,
//! and a repetition forced by perpetual check.
//! (Stalemate has its own lesson.) Then repetition in detail (what counts as the same position,
//! the claim with the move written first) and dead positions beyond bare material.

use crate::lessons::model::{mv, Answer, Fact, Goal, Lesson, Level, Step, YES_NO};
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
            .praise("draws.1.done")
            .facts(&[Fact::Ends(Termination::InsufficientMaterial)]),
        Level::new(
            "draws.2",
            "4k3/8/8/8/8/8/8/2B1K3 w - - 0 1",
            Goal::Choose { options: YES_NO, answer: Answer::CanMate },
        )
        .solution(&[Step::Choose(1)])
        .praise("draws.2.done")
        .facts(&[Fact::Dead])
        .retry(&ROOK_CAN_MATE),
        Level::new("draws.3", START, Goal::Draw(Some(Termination::ThreefoldRepetition)))
            .history(DANCE)
            .replies(&["Ng8"])
            .within(1)
            .solution(&[mv("Ng1"), Step::Claim])
            .praise("draws.3.done")
            .facts(&[Fact::Occurrences(2), Fact::Ends(Termination::ThreefoldRepetition)]),
        Level::new("draws.4", "8/4k3/8/8/2r5/8/3RK3/8 w - - 100 90", Goal::Draw(Some(Termination::FiftyMoves)))
            .defend()
            .within(1)
            .solution(&[Step::Claim])
            .praise("draws.4.done")
            .facts(&[Fact::MovesEach { white: 50, black: 50 }, Fact::Ends(Termination::FiftyMoves)]),
        Level::new("draws.5", START, Goal::Draw(Some(Termination::FivefoldRepetition)))
            .history(LONG_DANCE)
            .replies(&["Ng8"])
            .within(1)
            .solution(&[mv("Ng1")])
            .praise("draws.5.done")
            .facts(&[Fact::Ends(Termination::FivefoldRepetition)]),
        Level::new(
            "draws.6",
            "8/4k2p/8/8/2r5/8/3RK2P/8 w - - 149 120",
            Goal::Draw(Some(Termination::SeventyFiveMoves)),
        )
        .defend()
        .within(1)
        .solution(&[mv("Rd3")])
        .praise("draws.6.done")
        .facts(&[Fact::MovesEach { white: 74, black: 75 }, Fact::Ends(Termination::SeventyFiveMoves)]),
        Level::new("draws.7", START, Goal::Choose { options: YES_NO, answer: Answer::Fixed(0) })
            .solution(&[Step::Choose(0)])
            .praise("draws.7.done")
            .retry(&DRAWS_7_AGAIN),
        Level::new(
            "draws.8",
            START,
            Goal::Choose { options: &["ans.claim", "ans.automatic"], answer: Answer::Fixed(0) },
        )
        .solution(&[Step::Choose(0)])
        .praise("draws.8.done")
        .retry(&DRAWS_8_AGAIN),
        // Perpetual check: far behind, the learner checks until the position repeats.
        Level::new("draws.9", "4Q3/6pk/8/8/8/6K1/8/rq6 w - - 0 1", Goal::Draw(Some(Termination::ThreefoldRepetition)))
            .history(&["Qh5+", "Kg8", "Qe8+", "Kh7"])
            .defend()
            .within(2)
            .solution(&[mv("Qh5+"), mv("Qe8+"), Step::Claim])
            .praise("draws.9.done")
            .facts(&[Fact::Balance(-6), Fact::Ends(Termination::ThreefoldRepetition)]),
    ],
};

/// A rook shuttles a1–a2 (then a3) while the black king steps e8–d8: the position after Ra2
/// (Black to move) has stood twice, so Ra2 would make it three times.
const SHUTTLE: &[&str] = &["Ra2", "Kd8", "Ra1", "Ke8", "Ra2", "Kd8", "Ra3", "Ke8"];
/// The rook loses a move (a1–a2–a3–a1), so its first position comes back once with Black to
/// move, then with White to move again.
const TEMPO: &[&str] = &["Ra2", "Kg8", "Ra3", "Kh8", "Ra1", "Kg8", "Ra2", "Kh8", "Ra3", "Kg8", "Ra1", "Kh8"];

/// The same position three times (FIDE 9.2): what counts as the same, and how to claim.
pub const REPETITION: Lesson = Lesson {
    id: "repetition",
    title: "repetition.title",
    intro: "repetition.intro",
    levels: &[
        // The start position: at the beginning, after the king's knights' trip, and after the
        // queen's knights' trip — never twice in a row.
        Level::new("repetition.1", START, Goal::Draw(Some(Termination::ThreefoldRepetition)))
            .history(&["Nf3", "Nf6", "Ng1", "Ng8", "Nc3", "Nc6", "Nb1", "Nb8"])
            .defend()
            .within(1)
            .solution(&[Step::Claim])
            .praise("repetition.1.done")
            .facts(&[Fact::Occurrences(3), Fact::Ends(Termination::ThreefoldRepetition)]),
        Level::new(
            "repetition.2",
            "7k/8/8/8/8/8/8/R6K w - - 0 1",
            Goal::Choose { options: YES_NO, answer: Answer::CanClaim },
        )
        .history(TEMPO)
        .solution(&[Step::Choose(1)])
        .praise("repetition.2.done")
        .facts(&[Fact::Occurrences(2)])
        .retry(&THIRD_TIME),
        Level::new("repetition.3", START, Goal::Choose { options: YES_NO, answer: Answer::CanClaim })
            .history(&["Nf3", "Nf6", "Ng1", "Ng8", "Nf3", "Nf6", "Rg1", "Ng8", "Rh1", "Nf6", "Ng1", "Ng8"])
            .solution(&[Step::Choose(1)])
            .praise("repetition.3.done")
            .facts(&[Fact::Occurrences(1)])
            .retry(&THIRD_TIME),
        Level::new("repetition.4", "4k3/8/8/8/8/8/8/R3K3 w - - 0 1", Goal::Write("Ra2"))
            .history(SHUTTLE)
            .solution(&[Step::Write("Ra2")])
            .praise("repetition.4.done")
            .facts(&[Fact::RepeatsWith("Ra2"), Fact::Occurrences(1)]),
    ],
};

/// Dead positions (FIDE 5.2.2): when no series of legal moves can end in checkmate, the game is
/// drawn at once — with bare kings, but also with bishops on one colour or a locked pawn wall.
pub const DEAD: Lesson = Lesson {
    id: "dead-position",
    title: "dead.title",
    intro: "dead.intro",
    levels: &[
        DEAD_1.retry(&DEAD_2),
        DEAD_2.retry(&DEAD_1),
        Level::new(
            "dead.3",
            "8/8/2k5/p1p1p1p1/P1P1P1P1/8/3K4/8 w - - 0 1",
            Goal::Choose { options: YES_NO, answer: Answer::CanMate },
        )
        .solution(&[Step::Choose(1)])
        .praise("dead.3.done")
        .facts(&[Fact::Dead])
        .retry(&ROOK_CAN_MATE),
        Level::new(
            "dead.4",
            "4k3/8/3b4/6p1/8/8/8/2B1K3 w - - 0 1",
            Goal::Draw(Some(Termination::InsufficientMaterial)),
        )
        .defend()
        .within(1)
        .solution(&[mv("Bxg5")])
        .praise("dead.4.done")
        .facts(&[Fact::Balance(-1), Fact::Ends(Termination::InsufficientMaterial)]),
    ],
};

/// Bishops on one colour: dead. Also the other question after a wrong answer about bishops on
/// both colours.
const DEAD_1: Level = Level::new(
    "dead.1",
    "4k3/8/3b4/8/8/8/8/2B1K3 w - - 0 1",
    Goal::Choose { options: YES_NO, answer: Answer::CanMate },
)
.solution(&[Step::Choose(1)])
.praise("dead.1.done")
.facts(&[Fact::Dead]);

/// Bishops on both colours: a mate is possible. Also the other question after a wrong answer
/// about bishops on one colour.
const DEAD_2: Level =
    Level::new("dead.2", "6bk/8/6K1/8/8/8/8/2B5 b - - 0 1", Goal::Choose { options: YES_NO, answer: Answer::CanMate })
        .solution(&[Step::Choose(0)])
        .praise("dead.2.done")
        .facts(&[Fact::MateWithin(4)]);

/// Asked after a wrong answer about a dead position: a king and a rook can mate.
const ROOK_CAN_MATE: Level = Level::new(
    "dead.again",
    "4k3/8/8/8/8/8/8/R3K3 w - - 0 1",
    Goal::Choose { options: YES_NO, answer: Answer::CanMate },
)
.solution(&[Step::Choose(0)]);

/// Asked after a wrong answer to "draws.7": an offer declined.
const DRAWS_7_AGAIN: Level =
    Level::new("draws.7.again", START, Goal::Choose { options: YES_NO, answer: Answer::Fixed(1) })
        .solution(&[Step::Choose(1)]);

/// Asked after a wrong answer to "draws.8": the fifth time, which needs no claim.
const DRAWS_8_AGAIN: Level = Level::new(
    "draws.8.again",
    START,
    Goal::Choose { options: &["ans.claim", "ans.automatic"], answer: Answer::Fixed(1) },
)
.solution(&[Step::Choose(1)]);

/// Asked after a wrong answer about a repetition that is not one: the knights' trip twice, the
/// start position for the third time with White to move.
const THIRD_TIME: Level =
    Level::new("repetition.again", START, Goal::Choose { options: YES_NO, answer: Answer::CanClaim })
        .history(&["Nf3", "Nf6", "Ng1", "Ng8", "Nf3", "Nf6", "Ng1", "Ng8"])
        .solution(&[Step::Choose(0)])
        .facts(&[Fact::Occurrences(3)]);
