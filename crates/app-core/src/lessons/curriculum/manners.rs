//! Lesson 21: over-the-board manners — touch-move and "j'adoube", the clock with increment and
//! delay.

use crate::lessons::model::{mv, Answer, Goal, Lesson, Level, Step};
use kaissa_rules::{Role, Square as S};

const START: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

/// Manners.
pub const MANNERS: Lesson = Lesson {
    id: "manners",
    title: "manners.title",
    intro: "manners.intro",
    levels: &[
        Level::new("manners.1", START, Goal::Refused("touch-move-obligation"))
            .touched(S::G1)
            .defend()
            .within(1)
            .solution(&[Step::Try("e2e4")])
            .praise("manners.1.done"),
        Level::new("manners.2", "6k1/5ppp/8/8/8/8/5PPP/R3R1K1 w - - 0 1", Goal::Mate)
            .touched(S::A1)
            .defend()
            .within(1)
            .solution(&[mv("Ra8#")]),
        Level::new(
            "manners.3",
            "rnbqkb1r/pppp1ppp/5n2/4p1B1/4P3/3P4/PPP2PPP/RN1QKBNR w KQkq - 1 4",
            Goal::Capture(Role::Knight),
        )
        .touched(S::F6)
        .defend()
        .within(1)
        .solution(&[mv("Bxf6")])
        .praise("manners.3.done"),
        Level::new(
            "manners.4",
            START,
            Goal::Choose { options: &["ans.jadoube", "ans.just-touch", "ans.ask-opponent"], answer: Answer::Fixed(0) },
        )
        .solution(&[Step::Choose(0)])
        .praise("manners.4.done"),
        Level::new(
            "manners.5",
            START,
            Goal::Choose {
                options: &["ans.t-0-20", "ans.t-0-23", "ans.t-0-33", "ans.t-0-40"],
                answer: Answer::Fixed(1),
            },
        )
        .solution(&[Step::Choose(1)])
        .praise("manners.5.done"),
        Level::new(
            "manners.6",
            START,
            Goal::Choose {
                options: &["ans.t-0-57", "ans.t-1-00", "ans.t-1-02", "ans.t-0-55"],
                answer: Answer::Fixed(1),
            },
        )
        .solution(&[Step::Choose(1)])
        .praise("manners.6.done"),
        Level::new(
            "manners.7",
            START,
            Goal::Choose { options: &["ans.same-hand", "ans.other-hand", "ans.any-hand"], answer: Answer::Fixed(0) },
        )
        .solution(&[Step::Choose(0)]),
        Level::new(
            "manners.8",
            START,
            Goal::Choose {
                options: &["ans.t-0-57", "ans.t-1-00", "ans.t-1-02", "ans.t-0-55"],
                answer: Answer::Fixed(0),
            },
        )
        .solution(&[Step::Choose(0)])
        .praise("manners.8.done"),
        // Touch-move from the start: the game's own mode, with its "J'adoube" button.
        Level::new("manners.9", "6k1/5ppp/8/8/8/8/5PPP/R1N3K1 w - - 0 1", Goal::Mate)
            .touch_move()
            .defend()
            .within(1)
            .solution(&[mv("Ra8#")])
            .praise("manners.9.done"),
    ],
};
