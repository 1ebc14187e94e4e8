//! Lesson 17: promotion — to a queen, and when a rook or a knight is better. Then your choices:
//! capturing is never compulsory, and a pawn may become a second queen.

use crate::lessons::model::{mv, Answer, Fact, Goal, Lesson, Level, Step, YES_NO};
use kaissa_rules::{Color, Role};

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
            .praise("promotion.4.done")
            .facts(&[Fact::Live]),
        // The pawn on a2 keeps the win worth having: a king and a knight alone could never mate.
        Level::new("promotion.5", "8/2q1P3/5k2/8/8/8/P7/K7 w - - 0 1", Goal::Capture(Role::Queen))
            .defend()
            .within(2)
            .solution(&[mv("e8=N+"), mv("Nxc7")])
            .praise("promotion.5.done")
            .facts(&[Fact::Live, Fact::Count(Role::Knight, 1)]),
        Level::new("promotion.6", "7k/8/8/P6p/8/8/8/2K5 w - - 0 1", Goal::Promote(Some(Role::Queen)))
            .engine()
            .within(3)
            .solution(&[mv("a6"), mv("a7"), mv("a8=Q")])
            .praise("promotion.6.done")
            .facts(&[Fact::PromotesIn(Color::White, 3), Fact::PromotesIn(Color::Black, 4)]),
        // FIDE 4.6.3: a promotion is made when the new piece is let go on the square.
        Level::new(
            "promotion.7",
            "8/4P3/k7/8/8/8/8/K7 w - - 0 1",
            Goal::Choose {
                options: &["ans.promotion-arrived", "ans.promotion-let-go", "ans.promotion-clock"],
                answer: Answer::Fixed(1),
            },
        )
        .solution(&[Step::Choose(1)])
        .praise("promotion.7.done"),
    ],
};

/// Your choices: capturing is never compulsory (unlike draughts), and a pawn may become any
/// piece whatever is still on the board — a second queen too (FIDE 3.7.5.3).
pub const CHOICES: Lesson = Lesson {
    id: "choices",
    title: "choices.title",
    intro: "choices.intro",
    levels: &[
        Level::new("choices.1", "6k1/5ppp/8/8/8/K7/1p6/4R3 w - - 0 1", Goal::Mate)
            .defend()
            .within(1)
            .solution(&[mv("Re8#")])
            .praise("choices.1.done")
            .facts(&[Fact::CaptureDeclined, Fact::Ends(kaissa_rules::Termination::Checkmate)]),
        Level::new(
            "choices.2",
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
            Goal::Choose { options: YES_NO, answer: Answer::Fixed(1) },
        )
        .solution(&[Step::Choose(1)])
        .praise("choices.2.done")
        .retry(&CHOICES_AGAIN),
        Level::new("choices.3", "8/4P3/7k/8/8/8/8/Q5K1 w - - 0 1", Goal::Promote(Some(Role::Queen)))
            .defend()
            .within(1)
            .solution(&[mv("e8=Q")])
            .praise("choices.3.done")
            .facts(&[Fact::Count(Role::Queen, 2), Fact::Live]),
    ],
};

/// Asked after a wrong answer to "choices.2": the one case where a capture is forced — it is
/// the only way out of check (every legal move takes the rook on e2).
const CHOICES_AGAIN: Level = Level::new(
    "choices.2.again",
    "4k3/8/8/8/8/8/3PrP2/3QKB2 w - - 0 1",
    Goal::Choose { options: YES_NO, answer: Answer::Fixed(0) },
)
.solution(&[Step::Choose(0)]);
