//! Who resigns, how the computer answers a draw offer, and the players' names as a game record
//! gives them. Pure, tested natively; the buttons are in `game_actions`.

use super::Players;
use crate::game::{accepts_draw, DrawAnswer, Eval};
use crate::i18n::{fill, Catalog};
use kaissa_engine::Score;
use kaissa_rules::{Color, Position};

/// The side that resigns when the user presses "Resign": against the computer the user's own
/// colour, whoever is to move; between two people on one device, the side to move.
#[must_use]
pub fn resigner(players: Players, turn: Color) -> Color {
    match players {
        Players::TwoHumans => turn,
        Players::Computer { human, .. } => human,
    }
}

/// The engine's score as the draw-offer rule reads it: both are from the point of view of the
/// side that searched (the computer, which searches only on its own turn).
#[must_use]
pub fn eval_of(score: Score) -> Eval {
    match score {
        Score::Cp(cp) => Eval::Cp(cp),
        Score::Mate(n) => Eval::Mate(n),
    }
}

/// The computer's answer to the user's draw offer in `pos`, given the last score of its last
/// search (`None` when it has not searched this game yet: the material stands in for it).
/// `None` when the computer does not play.
#[must_use]
pub fn computer_answer(players: Players, pos: &Position, score: Option<Score>) -> Option<DrawAnswer> {
    let (computer, level) = (players.computer_color()?, players.level()?);
    Some(accepts_draw(score.map(eval_of), pos, computer, level))
}

/// White's and Black's names for a game record: "You" and "Kaissa level 3" against the computer,
/// "White" and "Black" between two people.
#[must_use]
pub fn player_names(players: Players, c: &Catalog) -> [String; 2] {
    match players {
        Players::TwoHumans => [c.color(Color::White).to_owned(), c.color(Color::Black).to_owned()],
        Players::Computer { human, level } => {
            let you = c.actions.you.to_owned();
            let computer = fill(c.actions.computer_name, &[("n", &level.to_string())]);
            if human == Color::White {
                [you, computer]
            } else {
                [computer, you]
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::DrawReason;
    use crate::i18n::catalog;

    #[test]
    fn who_resigns() {
        let human_black = Players::Computer { human: Color::Black, level: 3 };
        assert_eq!(resigner(human_black, Color::White), Color::Black, "even on the computer's turn");
        assert_eq!(resigner(human_black, Color::Black), Color::Black);
        assert_eq!(resigner(Players::TwoHumans, Color::White), Color::White);
        assert_eq!(resigner(Players::TwoHumans, Color::Black), Color::Black);
    }

    #[test]
    fn draw_offers_to_the_computer() {
        let p = Players::Computer { human: Color::White, level: 5 };
        let start = Position::startpos();
        assert_eq!(computer_answer(Players::TwoHumans, &start, None), None);
        let a = computer_answer(p, &start, None).unwrap();
        assert_eq!((a.accept, a.reason), (false, DrawReason::TooEarly));
        let a = computer_answer(p, &start, Some(Score::Cp(-300))).unwrap();
        assert_eq!((a.accept, a.reason), (true, DrawReason::Worse));
        let a = computer_answer(p, &start, Some(Score::Mate(4))).unwrap();
        assert_eq!((a.accept, a.reason), (false, DrawReason::Better));
        // Knight against knight at move 40, no search yet: level, little material: agreed.
        let kn = Position::from_fen("8/8/4k3/3n4/8/3NK3/8/8 w - - 0 40").unwrap();
        let a = computer_answer(p, &kn, None).unwrap();
        assert_eq!((a.accept, a.reason), (true, DrawReason::Level));
        assert_eq!(eval_of(Score::Mate(-2)), Eval::Mate(-2));
    }

    #[test]
    fn names() {
        let c = catalog();
        assert_eq!(player_names(Players::TwoHumans, c), ["White", "Black"]);
        let p = Players::Computer { human: Color::Black, level: 3 };
        assert_eq!(player_names(p, c), ["Kaissa level 3", "You"]);
    }
}
