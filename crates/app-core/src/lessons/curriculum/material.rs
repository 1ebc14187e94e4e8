//! Lessons 8–10: capturing, protecting one's pieces, and piece values with good and bad trades.

use crate::lessons::model::{mv, Answer, Fact, Goal, Lesson, Level, Step, YES_NO};
use kaissa_rules::{Role, Square as S};

const PAWNS: &[&str] = &["ans.1", "ans.3", "ans.5", "ans.9"];

/// Capturing.
pub const CAPTURE: Lesson = Lesson {
    id: "capture",
    title: "capture.title",
    intro: "capture.intro",
    levels: &[
        Level::new("capture.1", "7k/8/n2b4/8/8/8/3p4/R6K w - - 0 1", Goal::Collect(&[S::A6, S::D6, S::D2]))
            .solution(&[mv("Rxa6"), mv("Rxd6"), mv("Rxd2")]),
        // Check comes in lesson 11: the king starts out of check, and keeps a pawn that can
        // still win after the capture (king against king alone would be a draw at once).
        Level::new("capture.2", "7k/8/8/8/8/8/3r3P/4K3 w - - 0 1", Goal::Capture(Role::Rook))
            .defend()
            .within(1)
            .solution(&[mv("Kxd2")])
            .praise("capture.2.done")
            .facts(&[Fact::InCheck(None), Fact::Protected(S::D2, false), Fact::Live]),
        Level::new("capture.3", "4k3/8/4p3/3n4/6n1/8/8/3QK3 w - - 0 1", Goal::Win(3))
            .defend()
            .within(1)
            .solution(&[mv("Qxg4")])
            .praise("capture.3.done")
            .facts(&[Fact::Protected(S::G4, false), Fact::Protected(S::D5, true), Fact::Live]),
    ],
};

/// Protecting pieces.
pub const PROTECT: Lesson = Lesson {
    id: "protect",
    title: "protect.title",
    intro: "protect.intro",
    levels: &[
        Level::new("protect.1", "4k3/8/3p4/4N3/8/8/8/4K3 w - - 0 1", Goal::Rescue(S::E5))
            .defend()
            .within(1)
            .solution(&[mv("Nf3")]),
        Level::new("protect.2", "4r1k1/8/8/4N3/8/8/3P1P2/6K1 w - - 0 1", Goal::Defend(S::E5))
            .defend()
            .within(1)
            .solution(&[mv("d4")])
            .praise("protect.2.done"),
        Level::new("protect.3", "7k/8/8/3p4/4Q3/8/8/4K3 w - - 0 1", Goal::Rescue(S::E4))
            .defend()
            .within(1)
            .solution(&[mv("Qxd5")])
            .praise("protect.3.done"),
    ],
};

/// Piece values and trades.
pub const VALUES: Lesson = Lesson {
    id: "values",
    title: "values.title",
    intro: "values.intro",
    levels: &[
        Level::new(
            "values.1",
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
            Goal::Choose { options: PAWNS, answer: Answer::Fixed(2) },
        )
        .solution(&[Step::Choose(2)]),
        Level::new(
            "values.2",
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
            Goal::Choose { options: PAWNS, answer: Answer::Fixed(1) },
        )
        .solution(&[Step::Choose(1)])
        .praise("values.2.done"),
        Level::new("values.3", "7k/8/2r5/1p3b2/3N4/8/8/7K w - - 0 1", Goal::Capture(Role::Rook))
            .defend()
            .within(1)
            .solution(&[mv("Nxc6")]),
        // The king stands off the rook's file (check comes in lesson 11), and a pawn keeps the
        // game alive after the trade.
        Level::new("values.4", "4k3/8/3p4/4r3/8/5N2/6P1/6K1 w - - 0 1", Goal::Win(2))
            .defend()
            .within(1)
            .solution(&[mv("Nxe5")])
            .praise("values.4.done")
            .facts(&[Fact::InCheck(None), Fact::Protected(S::E5, true), Fact::Gained(2), Fact::Live]),
        Level::new("values.5", "4k3/8/4p3/3p4/p7/8/8/3QK3 w - - 0 1", Goal::Win(1))
            .defend()
            .within(1)
            .solution(&[mv("Qxa4+")])
            .mistake("values.5.wrong")
            .facts(&[Fact::Protected(S::D5, true), Fact::Protected(S::A4, false), Fact::Gained(1)]),
        Level::new(
            "values.6",
            "4k3/8/8/8/8/8/8/4K3 w - - 0 1",
            Goal::Choose { options: YES_NO, answer: Answer::Fixed(1) },
        )
        .solution(&[Step::Choose(1)])
        .praise("values.6.done")
        .retry(&VALUES_AGAIN),
    ],
};

/// Asked after a wrong answer to "values.6": the trade the other way round, a good one.
const VALUES_AGAIN: Level = Level::new(
    "values.6.again",
    "4k3/8/8/8/8/8/8/4K3 w - - 0 1",
    Goal::Choose { options: YES_NO, answer: Answer::Fixed(0) },
)
.solution(&[Step::Choose(0)]);
