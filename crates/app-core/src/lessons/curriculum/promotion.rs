//! Lesson 17: promotion — to a queen, and when a rook or a knight is better.

use crate::lessons::model::{mv, Goal, Lesson, Level};
use kaissa_rules::Role;

/// Promotion.
pub const PROMOTION: Lesson = Lesson {
    id: "promotion",
    title: "promotion.title",
    intro: "promotion.intro",
    levels: &[
        Level::new("promotion.1", "8/4P3/k7/8/8/8/8/K7 w - - 0 1", Goal::Promote(Some(Role::Queen)))
            .defend()
            .within(1)
            .solution(&[mv("e8=Q")]),
        Level::new("promotion.2", "3r4/4P3/k7/8/8/8/8/K7 w - - 0 1", Goal::Win(9))
            .defend()
            .within(1)
            .solution(&[mv("exd8=Q")])
            .praise("promotion.2.done"),
        Level::new("promotion.3", "6k1/P4ppp/8/8/8/8/8/6K1 w - - 0 1", Goal::Mate)
            .defend()
            .within(1)
            .solution(&[mv("a8=Q#")]),
        Level::new("promotion.4", "8/k1P5/2K5/8/8/8/8/8 w - - 0 1", Goal::Promote(Some(Role::Rook)))
            .defend()
            .within(1)
            .solution(&[mv("c8=R")])
            .mistake("promotion.4.wrong")
            .praise("promotion.4.done"),
        Level::new("promotion.5", "8/2q1P3/5k2/8/8/8/8/K7 w - - 0 1", Goal::Capture(Role::Queen))
            .defend()
            .within(2)
            .solution(&[mv("e8=N+"), mv("Nxc7")])
            .praise("promotion.5.done"),
        Level::new("promotion.6", "7k/8/8/P6p/8/8/8/2K5 w - - 0 1", Goal::Promote(Some(Role::Queen)))
            .engine()
            .within(3)
            .solution(&[mv("a6"), mv("a7"), mv("a8=Q")])
            .praise("promotion.6.done"),
    ],
};
