//! The pawn (lesson 7) and en passant (lesson 16).

use crate::lessons::model::{mv, Ask, Goal, Lesson, Level, Step};
use kaissa_rules::{Color, Square as S};

/// Why the rules core refuses a pawn's double step over a piece (pawn.6).
const PAWN_6_REFUSAL: &str = "path-blocked";

/// The pawn: one or two steps from its start, one after that, captures diagonally, never
/// backwards.
pub const PAWN: Lesson = Lesson {
    id: "pawn",
    title: "pawn.title",
    intro: "pawn.intro",
    levels: &[
        Level::new("pawn.1", "7k/8/8/8/8/8/4P3/7K w - - 0 1", Goal::Collect(&[S::E4])).solution(&[mv("e4")]),
        Level::new("pawn.2", "7k/8/8/8/4P3/8/8/7K w - - 0 1", Goal::Collect(&[S::E6]))
            .solution(&[mv("e5"), mv("e6")])
            .praise("pawn.2.done"),
        Level::new("pawn.3", "7k/8/8/8/8/8/3P4/7K w - - 0 1", Goal::Collect(&[S::D3]))
            .solution(&[mv("d3")])
            .praise("pawn.3.done"),
        Level::new("pawn.4", "7k/8/8/3np3/4P3/8/8/7K w - - 0 1", Goal::Collect(&[S::D5]))
            .solution(&[mv("exd5")])
            .praise("pawn.4.done"),
        Level::new("pawn.5", "7k/8/8/8/3r4/2n5/1P6/7K w - - 0 1", Goal::Collect(&[S::C3, S::D4]))
            .solution(&[mv("bxc3"), mv("cxd4")]),
        // FIDE 3.7.2: the double step needs both squares free; a piece on the third rank stops it.
        Level::new("pawn.6", "4k3/8/8/8/8/4n3/4P3/4K3 w - - 0 1", Goal::Refused(PAWN_6_REFUSAL))
            .defend()
            .within(1)
            .solution(&[Step::Try("e2e4")])
            .praise("pawn.6.done"),
    ],
};

/// En passant: right after an enemy pawn's double step past one's own pawn on the fifth rank.
pub const EN_PASSANT: Lesson = Lesson {
    id: "en-passant",
    title: "en-passant.title",
    intro: "en-passant.intro",
    levels: &[
        Level::new("en-passant.1", "4k3/3p4/8/4P3/8/8/8/4K3 b - - 0 1", Goal::EnPassant)
            .history(&["d5"])
            .defend()
            .within(1)
            .solution(&[mv("exd6")])
            .praise("en-passant.1.done"),
        Level::new("en-passant.2", "4k3/3p4/8/4P3/8/8/8/4K3 b - - 0 1", Goal::Refused("en-passant-expired"))
            .history(&["d5", "Kd2", "Ke7"])
            .defend()
            .within(1)
            .solution(&[Step::Try("e5d6")]),
        Level::new("en-passant.3", "4k3/3p4/8/4P3/2P5/8/8/4K3 b - - 0 1", Goal::Tap(Ask::EnPassant))
            .history(&["d5"])
            .solution(&[Step::Tap(S::E5)])
            .praise("en-passant.3.done"),
        Level::new("en-passant.4", "4k3/8/8/8/3p4/8/4P3/4K3 w - - 0 1", Goal::EnPassant)
            .history(&["e4"])
            .defend()
            .within(1)
            .orientation(Color::Black)
            .solution(&[mv("dxe3")]),
    ],
};
