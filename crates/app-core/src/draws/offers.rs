//! Who resigns, how the computer answers a draw offer, and the players' names as a game record
//! gives them. Pure, tested natively; the buttons are in `game_actions`.

use crate::Players;
use crate::{accepts_draw, DrawAnswer, Eval};
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

/// The engine's score of a position with `turn` to move (UCI scores are from the side to move's
/// point of view) as the draw-offer rule reads it: from the computer's (`computer`) point of view.
#[must_use]
pub fn eval_of(score: Score, turn: Color, computer: Color) -> Eval {
    let own = turn == computer;
    match score {
        Score::Cp(cp) if own => Eval::Cp(cp),
        Score::Cp(cp) => Eval::Cp(cp.saturating_neg()),
        Score::Mate(n) if own => Eval::Mate(n),
        // "Mate 0" means the side to move is mated already: here, the user.
        Score::Mate(0) => Eval::Mate(1),
        Score::Mate(n) => Eval::Mate(n.saturating_neg()),
    }
}

/// The computer's answer to the user's draw offer in `pos`, given the engine's evaluation of
/// `pos` made for this offer (from the side to move's point of view; `None` when the engine gave
/// none: the material stands in for it). `None` when the computer does not play.
#[must_use]
pub fn computer_answer(players: Players, pos: &Position, score: Option<Score>) -> Option<DrawAnswer> {
    let (computer, level) = (players.computer_color()?, players.level()?);
    Some(accepts_draw(score.map(|s| eval_of(s, pos.turn(), computer)), pos, computer, level))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::DrawReason;

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
        // The computer (Black) answers on the user's turn: the engine's score is White's.
        let start = Position::startpos();
        assert_eq!(computer_answer(Players::TwoHumans, &start, None), None);
        let a = computer_answer(p, &start, None).unwrap();
        assert_eq!((a.accept, a.reason), (false, DrawReason::TooEarly));
        let a = computer_answer(p, &start, Some(Score::Cp(300))).unwrap();
        assert_eq!((a.accept, a.reason), (true, DrawReason::Worse), "White is better: Black agrees");
        let a = computer_answer(p, &start, Some(Score::Mate(-4))).unwrap();
        assert_eq!((a.accept, a.reason), (false, DrawReason::Better), "White is mated: Black plays on");
        // On the computer's own turn the score is its own.
        let black_to_move = Position::from_fen("4k3/8/8/3q4/8/8/8/4K3 b - - 0 50").unwrap();
        let a = computer_answer(p, &black_to_move, Some(Score::Cp(900))).unwrap();
        assert_eq!((a.accept, a.reason), (false, DrawReason::Better));
        // A queen up, the engine's view after a FEN was loaded decides, not a stale search.
        let white_to_move = Position::from_fen("4k3/8/8/3q4/8/8/8/4K3 w - - 0 50").unwrap();
        let a = computer_answer(p, &white_to_move, Some(Score::Cp(-880))).unwrap();
        assert_eq!((a.accept, a.reason), (false, DrawReason::Better));
        // Material even but the engine sees a win (a mating attack): declined all the same.
        let even = Position::from_fen("6k1/5ppp/8/8/8/8/5PPP/3R2K1 w - - 0 40").unwrap();
        let black_user = Players::Computer { human: Color::Black, level: 5 };
        let a = computer_answer(black_user, &even, Some(Score::Mate(2))).unwrap();
        assert_eq!((a.accept, a.reason), (false, DrawReason::Better));
        // Knight against knight at move 40, no search yet: level, little material: agreed.
        let kn = Position::from_fen("8/8/4k3/3n4/8/3NK3/8/8 w - - 0 40").unwrap();
        let a = computer_answer(p, &kn, None).unwrap();
        assert_eq!((a.accept, a.reason), (true, DrawReason::Level));
        assert_eq!(eval_of(Score::Mate(-2), Color::White, Color::White), Eval::Mate(-2));
        assert_eq!(eval_of(Score::Mate(-2), Color::White, Color::Black), Eval::Mate(2));
        assert_eq!(eval_of(Score::Mate(0), Color::White, Color::Black), Eval::Mate(1), "the user is mated");
        assert_eq!(eval_of(Score::Mate(0), Color::Black, Color::Black), Eval::Mate(0));
        assert_eq!(eval_of(Score::Cp(i32::MIN), Color::White, Color::Black), Eval::Cp(i32::MAX));
        assert_eq!(eval_of(Score::Cp(35), Color::White, Color::Black), Eval::Cp(-35));
    }
}
