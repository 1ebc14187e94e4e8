//! Lesson 19: how a game ends — checkmate, resignation, time (and the draw when the opponent
//! cannot mate), and scoring 1 – ½ – 0.

use crate::lessons::model::{mv, Answer, Fact, Goal, Lesson, Level, Step, RESULT_OPTIONS};
use kaissa_rules::Color;

/// How a game ends.
pub const ENDINGS: Lesson = Lesson {
    id: "endings",
    title: "endings.title",
    intro: "endings.intro",
    levels: &[
        Level::new("endings.1", "k7/8/1K6/8/8/8/8/7R w - - 0 1", Goal::Mate).defend().within(1).solution(&[mv("Rh8#")]),
        Level::new(
            "endings.2",
            "k7/8/1K6/8/8/8/8/7R b - - 0 1",
            Goal::Choose { options: RESULT_OPTIONS, answer: Answer::Resign(Color::Black) },
        )
        .solution(&[Step::Choose(0)])
        .praise("endings.2.done"),
        Level::new(
            "endings.3",
            "4k3/8/8/8/8/8/r7/4K3 w - - 0 1",
            Goal::Choose { options: RESULT_OPTIONS, answer: Answer::Flag(Color::White) },
        )
        .solution(&[Step::Choose(1)]),
        Level::new(
            "endings.4",
            "4k3/8/8/8/8/8/n7/4K3 w - - 0 1",
            Goal::Choose { options: RESULT_OPTIONS, answer: Answer::Flag(Color::White) },
        )
        .solution(&[Step::Choose(2)])
        .praise("endings.4.done")
        .facts(&[Fact::Dead]),
        Level::new(
            "endings.5",
            "4k3/8/8/8/8/8/4P3/4K3 b - - 0 1",
            Goal::Choose { options: RESULT_OPTIONS, answer: Answer::Flag(Color::Black) },
        )
        .solution(&[Step::Choose(0)])
        .praise("endings.5.done"),
        Level::new(
            "endings.6",
            "4k3/8/8/8/8/8/8/4K3 w - - 0 1",
            Goal::Choose { options: &["ans.points-1", "ans.points-half", "ans.points-0"], answer: Answer::Fixed(1) },
        )
        .solution(&[Step::Choose(1)])
        .praise("endings.6.done"),
        Level::new(
            "endings.7",
            "4k3/8/8/8/8/8/8/4K3 w - - 0 1",
            Goal::Choose {
                options: &["ans.points-1", "ans.points-1-5", "ans.points-2", "ans.points-3"],
                answer: Answer::Fixed(1),
            },
        )
        .solution(&[Step::Choose(1)]),
    ],
};
