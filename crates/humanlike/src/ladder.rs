//! The level ladder: each level against the one below it, and level 1 against a random mover,
//! in games played in-process from fixed openings with the colours swapped, reproducibly.

use crate::mix;
use kaissa_engine::{Level, Limits, ManualClock, Rng, Searcher};
use kaissa_rules::{Move, Position};

/// A player: a level (1–10), or 0 for a mover that picks uniformly among the legal moves.
pub struct Player {
    level: u32,
    searcher: Option<Searcher>,
    rng: Rng,
}

impl Player {
    /// Level `level`, or the random mover for 0.
    #[must_use]
    pub fn new(level: u32) -> Player {
        let searcher = (level > 0).then(|| {
            let mut s = Searcher::new(16);
            s.set_level(Level::new(level));
            s
        });
        Player { level, searcher, rng: Rng::new(0) }
    }

    /// Starts a game seeded by `seed`.
    pub fn new_game(&mut self, seed: u64) {
        self.rng = Rng::new(mix(seed ^ u64::from(self.level)));
        if let Some(s) = &mut self.searcher {
            s.new_game(seed ^ u64::from(self.level) << 32);
        }
    }

    /// The move in `pos` (`history`: the game's earlier keys), or `None` when there is none.
    pub fn play(&mut self, pos: &Position, history: &[u64]) -> Option<Move> {
        match &mut self.searcher {
            Some(s) => s.search(pos, history, Limits::default(), &ManualClock::default(), &mut || false).best_move,
            None => {
                let moves = pos.legal_moves();
                let n = moves.iter().count() as u64;
                (n > 0).then(|| moves.iter().copied().nth(self.rng.below(n) as usize)).flatten()
            }
        }
    }
}

/// How a game ended, from White's side: 1 a win, 0.5 a draw, 0 a loss.
#[must_use]
pub fn play_game(white: &mut Player, black: &mut Player, start: Position, seed: u64, max_plies: usize) -> f64 {
    white.new_game(seed);
    black.new_game(seed.rotate_left(1));
    let mut pos = start;
    let mut history: Vec<u64> = Vec::new();
    for ply in 0..max_plies {
        if pos.is_insufficient_material() || pos.halfmove_clock() >= 100 {
            return 0.5;
        }
        let key = pos.hash();
        let since = history.len().saturating_sub(pos.halfmove_clock() as usize);
        if history[since..].iter().filter(|&&k| k == key).count() >= 2 {
            return 0.5;
        }
        let mover = if ply % 2 == 0 { &mut *white } else { &mut *black };
        let white_to_move = pos.turn() == kaissa_rules::Color::White;
        let Some(m) = mover.play(&pos, &history).filter(|&m| pos.is_legal(m)) else {
            // No move: mate or stalemate (a level never returns an illegal move).
            return if pos.is_check() {
                if white_to_move {
                    0.0
                } else {
                    1.0
                }
            } else {
                0.5
            };
        };
        history.push(key);
        pos.play_unchecked(m);
    }
    0.5
}

/// The openings of the rules crate's `openings.epd` (four FEN fields a line).
#[must_use]
pub fn openings(text: &str) -> Vec<Position> {
    text.lines()
        .filter_map(|l| {
            let fields: Vec<&str> = l.split_whitespace().take(4).collect();
            (fields.len() == 4).then(|| Position::from_fen(&format!("{} 0 1", fields.join(" "))).ok()).flatten()
        })
        .collect()
}

/// `games` games of level `high` against `low` (0: the random mover), each opening twice with
/// the colours swapped; `high`'s points.
#[must_use]
pub fn score(high: u32, low: u32, games: usize, openings: &[Position], max_plies: usize) -> f64 {
    let (mut a, mut b) = (Player::new(high), Player::new(low));
    let mut points = 0.0;
    for g in 0..games {
        let Some(&start) = openings.get((g / 2) % openings.len().max(1)) else { break };
        let seed = mix(g as u64 ^ u64::from(high) << 40 ^ u64::from(low) << 48);
        points += if g % 2 == 0 {
            play_game(&mut a, &mut b, start, seed, max_plies)
        } else {
            1.0 - play_game(&mut b, &mut a, start, seed, max_plies)
        };
    }
    points
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn games_end_by_the_rules() {
        // White mates at once (Qh5xf7 is not needed: a back-rank mate in one for level 6).
        let mate = Position::from_fen("6k1/5ppp/8/8/8/8/5PPP/R5K1 w - - 0 1").unwrap();
        assert_eq!(play_game(&mut Player::new(6), &mut Player::new(0), mate, 1, 10), 1.0);
        // Bare kings: a draw before any move.
        let bare = Position::from_fen("8/8/4k3/8/8/3K4/8/8 w - - 0 1").unwrap();
        assert_eq!(play_game(&mut Player::new(0), &mut Player::new(0), bare, 1, 10), 0.5);
        // The ply cap is a draw, and the random mover only plays legal moves.
        let start = Position::startpos();
        assert_eq!(play_game(&mut Player::new(0), &mut Player::new(0), start, 3, 6), 0.5);
        let ops = openings("rnbqk1nr/1pppbppp/4p3/p7/8/1P1P2P1/P1P1PP1P/RNBQKBNR w KQkq - 0 4\nnot a fen\n");
        assert_eq!(ops.len(), 1);
    }
}
