//! Lessons 2–6: how the rook, bishop, queen, king and knight move. The other side never moves
//! here: the learner moves again and again to reach the stars.

use crate::lessons::model::{mv, Answer, Ask, Goal, Lesson, Level, Step, YES_NO};
use kaissa_rules::Square as S;

/// The rook.
pub const ROOK: Lesson = Lesson {
    id: "rook",
    title: "rook.title",
    intro: "rook.intro",
    levels: &[
        Level::new("rook.1", "7k/8/8/8/8/8/2R5/7K w - - 0 1", Goal::Collect(&[S::C7])).solution(&[mv("Rc7")]),
        Level::new("rook.2", "7k/8/8/8/8/8/2R5/7K w - - 0 1", Goal::Collect(&[S::F5]))
            .solution(&[mv("Rf2"), mv("Rf5")]),
        Level::new("rook.3", "7k/8/8/8/8/8/8/R6K w - - 0 1", Goal::Collect(&[S::A6, S::D6, S::D3])).solution(&[
            mv("Ra6"),
            mv("Rd6"),
            mv("Rd3"),
        ]),
        Level::new("rook.4", "7k/8/2p5/2P5/8/2R5/8/7K w - - 0 1", Goal::Collect(&[S::C7]))
            .solution(&[mv("Rd3"), mv("Rd7"), mv("Rc7")])
            .praise("rook.4.done"),
    ],
};

/// The bishop.
pub const BISHOP: Lesson = Lesson {
    id: "bishop",
    title: "bishop.title",
    intro: "bishop.intro",
    levels: &[
        Level::new("bishop.1", "7k/8/8/8/8/8/8/2B4K w - - 0 1", Goal::Collect(&[S::G5])).solution(&[mv("Bg5")]),
        Level::new("bishop.2", "7k/8/8/8/8/8/8/2B4K w - - 0 1", Goal::Collect(&[S::F4, S::C7, S::A5])).solution(&[
            mv("Bf4"),
            mv("Bc7"),
            mv("Ba5"),
        ]),
        Level::new(
            "bishop.3",
            "7k/8/8/8/8/8/8/3B3K w - - 0 1",
            Goal::Choose { options: YES_NO, answer: Answer::Fixed(1) },
        )
        .solution(&[Step::Choose(1)])
        .praise("bishop.3.done")
        .retry(&BISHOP_AGAIN),
        Level::new("bishop.4", "k7/8/1P3P2/8/3B4/8/1P3P2/7K w - - 0 1", Goal::Tap(Ask::Dests(S::D4))).solution(&[
            Step::Tap(S::C5),
            Step::Tap(S::E5),
            Step::Tap(S::C3),
            Step::Tap(S::E3),
        ]),
    ],
};

/// The queen.
pub const QUEEN: Lesson = Lesson {
    id: "queen",
    title: "queen.title",
    intro: "queen.intro",
    levels: &[
        Level::new("queen.1", "7k/8/8/8/8/8/8/3Q3K w - - 0 1", Goal::Collect(&[S::G4])).solution(&[mv("Qg4")]),
        Level::new("queen.2", "7k/8/8/8/8/8/8/3Q3K w - - 0 1", Goal::Collect(&[S::A4, S::D7, S::G4])).solution(&[
            mv("Qa4"),
            mv("Qd7"),
            mv("Qg4"),
        ]),
        Level::new("queen.3", "6k1/8/8/8/8/8/8/Q6K w - - 0 1", Goal::Collect(&[S::A7, S::F2, S::C5, S::E7]))
            .solution(&[mv("Qa7"), mv("Qf2"), mv("Qc5"), mv("Qe7")]),
    ],
};

/// The king.
pub const KING: Lesson = Lesson {
    id: "king",
    title: "king.title",
    intro: "king.intro",
    levels: &[
        Level::new("king.1", "7k/8/8/8/8/8/4K3/8 w - - 0 1", Goal::Collect(&[S::E3])).solution(&[mv("Ke3")]),
        Level::new("king.2", "7k/8/8/8/8/8/8/K7 w - - 0 1", Goal::Collect(&[S::D4]))
            .solution(&[mv("Kb2"), mv("Kc3"), mv("Kd4")])
            .praise("king.2.done"),
        Level::new("king.3", "7k/8/8/8/3K4/8/8/4r3 w - - 0 1", Goal::Tap(Ask::Dests(S::D4)))
            .solution(&[Step::Tap(S::C3), Step::Tap(S::C4), Step::Tap(S::C5), Step::Tap(S::D3), Step::Tap(S::D5)])
            .praise("king.3.done"),
    ],
};

/// The knight.
pub const KNIGHT: Lesson = Lesson {
    id: "knight",
    title: "knight.title",
    intro: "knight.intro",
    levels: &[
        Level::new("knight.1", "7k/8/8/8/8/8/8/6NK w - - 0 1", Goal::Collect(&[S::F3])).solution(&[mv("Nf3")]),
        Level::new("knight.2", "k7/8/8/8/3N4/8/8/7K w - - 0 1", Goal::Tap(Ask::Dests(S::D4))).solution(&[
            Step::Tap(S::B3),
            Step::Tap(S::B5),
            Step::Tap(S::C2),
            Step::Tap(S::C6),
            Step::Tap(S::E2),
            Step::Tap(S::E6),
            Step::Tap(S::F3),
            Step::Tap(S::F5),
        ]),
        Level::new("knight.3", "7k/8/8/8/8/8/PPPP4/RN5K w - - 0 1", Goal::Collect(&[S::D5]))
            .solution(&[mv("Nc3"), mv("Nd5")])
            .praise("knight.3.done"),
        Level::new("knight.4", "7k/8/8/8/8/8/8/3N3K w - - 0 1", Goal::Collect(&[S::D2]))
            .solution(&[mv("Nb2"), mv("Nc4"), mv("Nd2")])
            .praise("knight.4.done"),
    ],
};

/// Asked after a wrong answer to "bishop.3": the same bishop and a square of its own colour.
const BISHOP_AGAIN: Level = Level::new(
    "bishop.3.again",
    "7k/8/8/8/8/8/8/3B3K w - - 0 1",
    Goal::Choose { options: YES_NO, answer: Answer::Fixed(0) },
)
.solution(&[Step::Choose(0)]);
