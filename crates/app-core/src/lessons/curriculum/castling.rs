//! Lesson 15: castling on both sides, and a level for each condition that forbids it: the
//! learner tries, and the rules core's reason is shown. Then castling at the board: it is a
//! king move (touch the king first; a rook touched first must move), and it happens once a game.

use crate::lessons::model::{mv, Answer, Fact, Goal, Lesson, Level, Step};
use kaissa_rules::{CastlingSide, Color, Square as S};

const BOTH: &str = "r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3K2R w KQkq - 0 1";

/// Castling.
pub const CASTLING: Lesson = Lesson {
    id: "castling",
    title: "castling.title",
    intro: "castling.intro",
    levels: &[
        Level::new("castling.1", BOTH, Goal::Castle(Some(CastlingSide::KingSide)))
            .defend()
            .within(1)
            .solution(&[mv("O-O")])
            .praise("castling.1.done"),
        Level::new(
            "castling.2",
            "r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3K2R b KQkq - 0 1",
            Goal::Castle(Some(CastlingSide::QueenSide)),
        )
        .defend()
        .within(1)
        .solution(&[mv("O-O-O")])
        .praise("castling.2.done"),
        Level::new("castling.3", BOTH, Goal::Refused("castle-king-moved"))
            .history(&["Kf1", "Kf8", "Ke1", "Ke8"])
            .defend()
            .within(1)
            .solution(&[Step::Try("e1g1")]),
        Level::new("castling.4", BOTH, Goal::Refused("castle-rook-moved"))
            .history(&["Rg1", "Rg8", "Rh1", "Rh8"])
            .defend()
            .within(1)
            .solution(&[Step::Try("e1g1")])
            .praise("castling.4.done"),
        Level::new("castling.5", "4r1k1/8/8/8/8/8/8/R3K2R w KQ - 0 1", Goal::Refused("castle-in-check"))
            .defend()
            .within(1)
            .solution(&[Step::Try("e1g1")])
            .facts(&[Fact::InCheck(Some(Color::White))]),
        Level::new("castling.6", "5rk1/8/8/8/8/8/8/R3K2R w KQ - 0 1", Goal::Refused("castle-through-check"))
            .defend()
            .within(1)
            .solution(&[Step::Try("e1g1")]),
        Level::new("castling.7", "1k4r1/8/8/8/8/8/8/R3K2R w KQ - 0 1", Goal::Refused("castle-into-check"))
            .defend()
            .within(1)
            .solution(&[Step::Try("e1g1")]),
        Level::new("castling.8", "r3k2r/8/8/8/8/8/8/RN2K2R w KQkq - 0 1", Goal::Refused("castle-path-blocked"))
            .defend()
            .within(1)
            .solution(&[Step::Try("e1c1")]),
        Level::new("castling.9", "1r2k3/8/8/8/8/8/8/R3K3 w Q - 0 1", Goal::Castle(Some(CastlingSide::QueenSide)))
            .defend()
            .within(1)
            .solution(&[mv("O-O-O")])
            .praise("castling.9.done"),
    ],
};

/// Castling at the board (FIDE 4.4): touch the king first; a rook touched first must move, so
/// no castling with it that move; and once castled, never again.
pub const CASTLING_MORE: Lesson = Lesson {
    id: "castling-more",
    title: "castling-more.title",
    intro: "castling-more.intro",
    levels: &[
        Level::new("castling-more.1", BOTH, Goal::Castle(Some(CastlingSide::KingSide)))
            .touched(S::E1)
            .defend()
            .within(1)
            .solution(&[mv("O-O")])
            .praise("castling-more.1.done"),
        Level::new("castling-more.2", BOTH, Goal::Refused("touch-move-obligation"))
            .touched(S::H1)
            .defend()
            .within(1)
            .solution(&[Step::Try("e1g1")])
            .praise("castling-more.2.done"),
        // White castled, then walked the king and the rook back to their first squares.
        Level::new("castling-more.3", "4k3/pppppppp/8/8/8/8/8/R3K2R w KQ - 0 1", Goal::Refused("castle-king-moved"))
            .history(&["O-O", "Kd8", "Kg2", "Ke8", "Rh1", "Kd8", "Kf1", "Ke8", "Ke1", "Kd8"])
            .defend()
            .within(1)
            .solution(&[Step::Try("e1g1")])
            .praise("castling-more.3.done"),
        // FIDE 4.4.3: king and rook touched, castling illegal on that side (the bishop on c4
        // attacks f1): another king move, which may be castling on the other side.
        Level::new(
            "castling-more.4",
            "r3k2r/pppppppp/8/8/2b5/8/PPPP2PP/R3K2R w KQkq - 0 1",
            Goal::Choose {
                options: &["ans.touched-rook-moves", "ans.touched-any-move", "ans.touched-king-moves"],
                answer: Answer::Fixed(2),
            },
        )
        .solution(&[Step::Choose(2)])
        .praise("castling-more.4.done"),
    ],
};
