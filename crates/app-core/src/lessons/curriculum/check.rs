//! Lessons 11–12: check, and the three ways out of it; never leave or put one's own king in
//! check. Then pinned pieces: a pinned piece still attacks squares and still gives check.

use crate::lessons::model::{mv, Answer, Ask, Escape, Fact, Goal, Lesson, Level, Step};
use kaissa_rules::{Color, Square as S};

const WHITE_IN_CHECK: &[Fact] = &[Fact::InCheck(Some(Color::White))];
/// The black knight on d3 is pinned to its king by the rook on d1, and gives check to the white
/// king on e1 all the same.
const PINNED_CHECK: &str = "3k4/8/8/8/8/3n4/8/3RK3 w - - 0 1";
const PINNED_CHECK_FACTS: &[Fact] = &[Fact::Pinned(S::D3), Fact::InCheck(Some(Color::White))];

/// Giving check.
pub const CHECK: Lesson = Lesson {
    id: "check",
    title: "check.title",
    intro: "check.intro",
    levels: &[
        Level::new("check.1", "6k1/8/8/8/8/8/8/R5K1 w - - 0 1", Goal::Check).defend().within(1).solution(&[mv("Ra8+")]),
        Level::new("check.2", "6k1/8/8/3N4/8/8/P7/6K1 w - - 0 1", Goal::Check)
            .defend()
            .within(1)
            .solution(&[mv("Nf6+")]),
        Level::new("check.3", "6k1/8/5P2/8/8/8/8/6K1 w - - 0 1", Goal::Check)
            .defend()
            .within(1)
            .solution(&[mv("f7+")])
            .praise("check.3.done"),
        Level::new("check.4", "r3k3/8/5n2/8/1b6/8/8/4K3 w - - 0 1", Goal::Tap(Ask::Checkers))
            .solution(&[Step::Tap(S::B4)])
            .facts(WHITE_IN_CHECK),
    ],
};

/// Getting out of check.
pub const ESCAPE: Lesson = Lesson {
    id: "escape",
    title: "escape.title",
    intro: "escape.intro",
    levels: &[
        Level::new("escape.1", "4r1k1/8/8/8/8/8/8/4K3 w - - 0 1", Goal::Escape(Some(Escape::King)))
            .defend()
            .within(1)
            .solution(&[mv("Kd1")])
            .facts(WHITE_IN_CHECK),
        Level::new("escape.2", "4r1k1/8/8/8/8/3B4/8/4K3 w - - 0 1", Goal::Escape(Some(Escape::Block)))
            .defend()
            .within(1)
            .solution(&[mv("Be2")])
            .facts(WHITE_IN_CHECK),
        Level::new("escape.3", "R3r1k1/8/8/8/8/8/8/4K3 w - - 0 1", Goal::Escape(Some(Escape::Capture)))
            .defend()
            .within(1)
            .solution(&[mv("Rxe8+")])
            .facts(WHITE_IN_CHECK),
        Level::new("escape.4", "6k1/5ppp/8/8/8/3B4/5PPP/4r1K1 w - - 0 1", Goal::Escape(None))
            .defend()
            .within(1)
            .solution(&[mv("Bf1")])
            .praise("escape.4.done")
            .facts(WHITE_IN_CHECK),
        Level::new("escape.5", "4r1k1/2n5/8/8/4K3/8/8/8 w - - 0 1", Goal::Tap(Ask::Dests(S::E4)))
            .solution(&[Step::Tap(S::D3), Step::Tap(S::D4), Step::Tap(S::F3), Step::Tap(S::F4), Step::Tap(S::F5)])
            .facts(WHITE_IN_CHECK),
        Level::new("escape.6", "4k3/8/8/8/1b6/8/3N4/4K3 w - - 0 1", Goal::Refused("leaves-king-in-check"))
            .defend()
            .within(1)
            .solution(&[Step::Try("d2f3")])
            .praise("escape.6.done")
            .facts(&[Fact::Pinned(S::D2), Fact::InCheck(None)]),
        Level::new("escape.7", "3rk3/8/8/8/8/8/8/4K3 w - - 0 1", Goal::Refused("leaves-king-in-check"))
            .defend()
            .within(1)
            .solution(&[Step::Try("e1d1")])
            .praise("escape.7.done")
            .facts(&[Fact::InCheck(None)]),
        // A knight's check cannot be blocked (nor a pawn's): two ways out of three.
        Level::new(
            "escape.8",
            "4k3/8/8/8/8/5n2/5PPP/6K1 w - - 0 1",
            Goal::Choose {
                options: &["ans.escape-three-ways", "ans.escape-block", "ans.escape-two-ways"],
                answer: Answer::Fixed(2),
            },
        )
        .solution(&[Step::Choose(2)])
        .praise("escape.8.done")
        .facts(WHITE_IN_CHECK),
    ],
};

/// Pinned pieces: a pinned piece may not move off its line, but it still attacks squares and
/// still gives check (FIDE 3.1: a piece attacks a square even if it could not legally move
/// there).
pub const PINNED: Lesson = Lesson {
    id: "pinned",
    title: "pinned.title",
    intro: "pinned.intro",
    levels: &[
        Level::new("pinned.1", PINNED_CHECK, Goal::Tap(Ask::Checkers))
            .solution(&[Step::Tap(S::D3)])
            .praise("pinned.1.done")
            .facts(PINNED_CHECK_FACTS),
        Level::new("pinned.2", PINNED_CHECK, Goal::Escape(None))
            .defend()
            .within(1)
            .solution(&[mv("Rxd3+")])
            .praise("pinned.2.done")
            .facts(PINNED_CHECK_FACTS),
        Level::new("pinned.3", "3k4/8/8/8/8/3n4/8/3R2K1 w - - 0 1", Goal::Refused("leaves-king-in-check"))
            .defend()
            .within(1)
            .solution(&[Step::Try("g1f2")])
            .praise("pinned.3.done")
            .facts(&[Fact::Pinned(S::D3), Fact::InCheck(None)]),
    ],
};
