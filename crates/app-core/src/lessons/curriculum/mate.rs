//! Lessons 13–14: checkmate (mate in one in many patterns, then mate in two, last against the
//! engine's own defence) and stalemate (recognise it, avoid it when winning — also against the
//! engine — and reach it when losing).

use crate::lessons::model::{mv, Answer, Fact, Goal, Lesson, Level, Step, STATUS_OPTIONS};
use kaissa_rules::Termination;

/// Checkmate.
pub const MATE: Lesson = Lesson {
    id: "mate",
    title: "mate.title",
    intro: "mate.intro",
    levels: &[
        Level::new("mate.1", "6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1", Goal::Mate)
            .defend()
            .within(1)
            .solution(&[mv("Ra8#")])
            .praise("mate.1.done"),
        Level::new("mate.2", "7k/8/6K1/8/8/8/8/5Q2 w - - 0 1", Goal::Mate).defend().within(1).solution(&[mv("Qf8#")]),
        Level::new("mate.3", "6k1/R7/8/8/8/8/8/1R4K1 w - - 0 1", Goal::Mate)
            .defend()
            .within(1)
            .solution(&[mv("Rb8#")])
            .praise("mate.3.done"),
        Level::new("mate.4", "6rk/6pp/8/6N1/8/8/8/6K1 w - - 0 1", Goal::Mate)
            .defend()
            .within(1)
            .solution(&[mv("Nf7#")])
            .praise("mate.4.done"),
        Level::new("mate.5", "6k1/5p1p/5P1Q/8/8/8/8/6K1 w - - 0 1", Goal::Mate)
            .defend()
            .within(1)
            .solution(&[mv("Qg7#")]),
        Level::new("mate.6", "7k/8/5N2/8/8/8/8/6RK w - - 0 1", Goal::Mate)
            .defend()
            .within(1)
            .solution(&[mv("Rg8#")])
            .praise("mate.6.done"),
        Level::new("mate.7", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", Goal::Mate)
            .history(&["e4", "e5", "Bc4", "Nc6", "Qh5", "Nf6"])
            .defend()
            .within(1)
            .solution(&[mv("Qxf7#")])
            .praise("mate.7.done"),
        Level::new("mate.8", "7k/8/8/8/8/8/R7/1R4K1 w - - 0 1", Goal::Mate)
            .defend()
            .within(2)
            .solution(&[mv("Rb7"), mv("Ra8#")])
            .praise("mate.8.done"),
        Level::new("mate.9", "k7/8/8/2K5/8/8/8/1Q6 w - - 0 1", Goal::Mate)
            .defend()
            .within(2)
            .solution(&[mv("Kc6"), mv("Qb7#")])
            .praise("mate.9.done"),
        // The engine defends from here on: it picks its own escape, and the learner adapts.
        Level::new("mate.10", "8/6k1/8/6K1/8/8/2RR4/8 w - - 0 1", Goal::Mate)
            .engine()
            .within(2)
            .solution(&[mv("Rd7+"), mv("Rc8#")])
            .praise("mate.10.done"),
        Level::new("mate.11", "8/7k/2Q2K2/8/8/8/8/8 w - - 0 1", Goal::Mate)
            .engine()
            .within(2)
            .solution(&[mv("Qd7+"), mv("Qh3#")])
            .praise("mate.11.done"),
    ],
};

/// Stalemate.
pub const STALEMATE: Lesson = Lesson {
    id: "stalemate",
    title: "stalemate.title",
    intro: "stalemate.intro",
    levels: &[
        Level::new(
            "stalemate.1",
            "k7/8/1Q6/8/8/8/8/7K b - - 0 1",
            Goal::Choose { options: STATUS_OPTIONS, answer: Answer::Status },
        )
        .solution(&[Step::Choose(1)])
        .praise("stalemate.1.done"),
        Level::new(
            "stalemate.2",
            "k7/1Q6/1K6/8/8/8/8/8 b - - 0 1",
            Goal::Choose { options: STATUS_OPTIONS, answer: Answer::Status },
        )
        .solution(&[Step::Choose(0)]),
        Level::new(
            "stalemate.3",
            "k7/8/1K6/8/8/8/8/Q7 b - - 0 1",
            Goal::Choose { options: STATUS_OPTIONS, answer: Answer::Status },
        )
        .solution(&[Step::Choose(2)]),
        Level::new("stalemate.4", "k7/8/1K6/8/8/8/8/2Q5 w - - 0 1", Goal::Mate)
            .defend()
            .within(1)
            .solution(&[mv("Qc8#")])
            .praise("stalemate.4.done"),
        Level::new("stalemate.5", "7k/8/8/3Q4/8/7p/5q1P/7K w - - 0 1", Goal::Draw(Some(Termination::Stalemate)))
            .defend()
            .within(1)
            .solution(&[mv("Qg8+")])
            .praise("stalemate.5.done")
            .facts(&[Fact::Balance(0), Fact::MateThreat, Fact::Ends(Termination::Stalemate)]),
        Level::new("stalemate.6", "7k/8/4Q3/5K2/8/8/8/8 w - - 0 1", Goal::Mate)
            .engine()
            .within(3)
            .solution(&[mv("Qe7"), mv("Kg6"), mv("Qg7#")])
            .praise("stalemate.6.done"),
    ],
};
