//! Lesson 20: algebraic notation — play the move written, write the move shown; captures,
//! checks, mates, castling, promotion, and the annotation signs. Then reading a game record:
//! pawn captures, two pieces on one file, en passant, move numbers and `2… Nc6`.

use crate::lessons::model::{mv, Answer, Fact, Goal, Lesson, Level, Step};
use kaissa_rules::Color;

const START: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
const ANNOTATIONS: &[&str] = &[
    "ans.ann-good",
    "ans.ann-mistake",
    "ans.ann-brilliant",
    "ans.ann-blunder",
    "ans.ann-interesting",
    "ans.ann-dubious",
];

/// Notation.
pub const NOTATION: Lesson = Lesson {
    id: "notation",
    title: "notation.title",
    intro: "notation.intro",
    levels: &[
        Level::new("notation.1", START, Goal::Play("e4")).defend().within(1).solution(&[mv("e4")]),
        Level::new("notation.2", START, Goal::Play("Nf3")).defend().within(1).solution(&[mv("Nf3")]),
        Level::new("notation.3", START, Goal::Write("Nc3")).solution(&[Step::Write("Nc3")]),
        Level::new("notation.4", START, Goal::Play("Bxf7+"))
            .history(&["e4", "e5", "Nf3", "Nc6", "Bc4", "d6"])
            .defend()
            .within(1)
            .solution(&[mv("Bxf7+")]),
        Level::new("notation.5", START, Goal::Write("O-O"))
            .history(&["e4", "e5", "Nf3", "Nc6", "Bc4", "Bc5"])
            .solution(&[Step::Write("O-O")]),
        Level::new("notation.6", "r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3K2R w KQkq - 0 1", Goal::Play("O-O-O"))
            .defend()
            .within(1)
            .solution(&[mv("O-O-O")]),
        Level::new("notation.7", "8/4P3/k7/8/8/8/8/K7 w - - 0 1", Goal::Write("e8=Q")).solution(&[Step::Write("e8=Q")]),
        Level::new("notation.8", "6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1", Goal::Write("Ra8#"))
            .solution(&[Step::Write("Ra8#")]),
        Level::new("notation.9", "4k3/8/8/8/8/5N2/8/1N2K3 w - - 0 1", Goal::Write("Nbd2"))
            .solution(&[Step::Write("Nbd2")])
            .praise("notation.9.done"),
        Level::new("notation.10", START, Goal::Choose { options: ANNOTATIONS, answer: Answer::Fixed(3) })
            .solution(&[Step::Choose(3)]),
        Level::new("notation.11", START, Goal::Choose { options: ANNOTATIONS, answer: Answer::Fixed(4) })
            .solution(&[Step::Choose(4)]),
        Level::new("notation.12", START, Goal::Choose { options: ANNOTATIONS, answer: Answer::Fixed(2) })
            .solution(&[Step::Choose(2)])
            .praise("notation.12.done"),
        Level::new("notation.13", START, Goal::Write("Bb5+"))
            .history(&["e4", "d5"])
            .solution(&[Step::Write("Bb5+")])
            .praise("notation.13.done"),
        Level::new("notation.14", START, Goal::Choose { options: ANNOTATIONS, answer: Answer::Fixed(0) })
            .solution(&[Step::Choose(0)]),
        Level::new("notation.15", START, Goal::Choose { options: ANNOTATIONS, answer: Answer::Fixed(1) })
            .solution(&[Step::Choose(1)]),
        Level::new("notation.16", START, Goal::Choose { options: ANNOTATIONS, answer: Answer::Fixed(5) })
            .solution(&[Step::Choose(5)])
            .praise("notation.16.done"),
    ],
};

/// Reading a game record.
pub const NOTATION_MORE: Lesson = Lesson {
    id: "notation-more",
    title: "notation-more.title",
    intro: "notation-more.intro",
    levels: &[
        Level::new("notation-more.1", START, Goal::Write("exd5"))
            .history(&["e4", "d5"])
            .solution(&[Step::Write("exd5")])
            .praise("notation-more.1.done"),
        Level::new("notation-more.2", "4k3/8/8/R7/8/8/8/R3K3 w - - 0 1", Goal::Write("R1a3"))
            .solution(&[Step::Write("R1a3")])
            .praise("notation-more.2.done"),
        Level::new("notation-more.3", "4k3/3p4/8/4P3/8/8/8/4K3 b - - 0 1", Goal::Write("exd6"))
            .history(&["d5"])
            .solution(&[Step::Write("exd6")])
            .praise("notation-more.3.done"),
        Level::new("notation-more.4", START, Goal::Play("Nc6"))
            .history(&["e4", "e5", "Nf3"])
            .defend()
            .within(1)
            .solution(&[mv("Nc6")])
            .praise("notation-more.4.done")
            .facts(&[Fact::MoveNumber(2, Color::Black)]),
        Level::new(
            "notation-more.5",
            START,
            Goal::Choose {
                options: &["ans.move-white-12", "ans.move-black-12", "ans.move-queen-12"],
                answer: Answer::Fixed(1),
            },
        )
        .solution(&[Step::Choose(1)])
        .praise("notation-more.5.done"),
        // Long notation (the Latvian seed's `e2 - e4`, `Zg1-f3`).
        Level::new(
            "notation-more.6",
            START,
            Goal::Choose {
                options: &["ans.long-two-pieces", "ans.long-backwards", "ans.long-one-move"],
                answer: Answer::Fixed(2),
            },
        )
        .solution(&[Step::Choose(2)])
        .praise("notation-more.6.done"),
        // The evaluation signs (the Latvian seed's `+-`, `=`, `-+`; FIDE's list has the others).
        Level::new(
            "notation-more.7",
            START,
            Goal::Choose { options: &["ans.eval-equal", "ans.eval-white", "ans.eval-black"], answer: Answer::Fixed(1) },
        )
        .solution(&[Step::Choose(1)])
        .praise("notation-more.7.done"),
    ],
};
