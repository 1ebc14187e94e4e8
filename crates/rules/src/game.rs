//! A game record: the start position and the moves played, with every way a game can end.
//!
//! ```
//! use kaissa_rules::{Game, Square, Termination};
//! let mut game = Game::new();
//! for (from, to) in [("f2", "f3"), ("e7", "e5"), ("g2", "g4"), ("d8", "h4")] {
//!     game.try_move(from.parse().unwrap(), to.parse().unwrap(), None).unwrap();
//! }
//! let outcome = game.outcome().unwrap();
//! assert_eq!((outcome.result(), outcome.termination), ("0-1", Termination::Checkmate));
//! ```

use crate::san::after_for_status;
use crate::{CastlingSide, Color, IllegalMove, Move, Outcome, Piece, Position, Role, Square, Termination};
use core::fmt;

/// Which kind of draw a player may claim.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum ClaimKind {
    /// The same position for the third time (FIDE 9.2).
    Threefold,
    /// Fifty moves by each side without a capture or pawn move (FIDE 9.3).
    FiftyMoves,
}

impl ClaimKind {
    /// The termination a successful claim records.
    #[must_use]
    pub const fn termination(self) -> Termination {
        match self {
            ClaimKind::Threefold => Termination::ThreefoldRepetition,
            ClaimKind::FiftyMoves => Termination::FiftyMoves,
        }
    }
}

/// A draw claim the side to move can make: now, or together with a move it is about to play
/// (FIDE 9.2.1.1 and 9.3.1: the player states the move, and the claim is judged on the position
/// after it).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct Claim {
    /// Repetition or fifty moves.
    pub kind: ClaimKind,
    /// `None` when the condition holds now; otherwise a move after which it holds.
    pub with_move: Option<Move>,
}

/// Why a draw claim was refused.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ClaimError {
    /// The game is already over.
    GameOver,
    /// Neither repetition nor the fifty-move rule applies (now, or after that move).
    NotClaimable,
    /// The move stated with the claim is illegal.
    IllegalMove(IllegalMove),
}

impl fmt::Display for ClaimError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ClaimError::GameOver => f.write_str("the game is over"),
            ClaimError::NotClaimable => f.write_str(
                "no draw can be claimed: the position has not occurred three times and fifty moves have not passed",
            ),
            ClaimError::IllegalMove(e) => write!(f, "the move stated with the claim is illegal: {e}"),
        }
    }
}

impl std::error::Error for ClaimError {}

/// A game: the start position, the moves played, and how it ended.
///
/// The automatic endings (checkmate, stalemate, insufficient material, fivefold repetition,
/// 75-move rule) follow from the moves; claimed draws, agreement, resignation and time are
/// recorded. Once the game is over no more moves are accepted (undo reopens it).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Game {
    /// `positions[i]` is the position after `i` moves; `positions[0]` is the start.
    positions: Vec<Position>,
    moves: Vec<Move>,
    /// An ending a player caused: claim, agreement, resignation, time.
    recorded: Option<Outcome>,
}

impl Default for Game {
    fn default() -> Game {
        Game::new()
    }
}

impl Game {
    /// A game from the standard start.
    #[must_use]
    pub fn new() -> Game {
        Game::from_position(Position::startpos())
    }

    /// A game from any legal position.
    #[must_use]
    pub fn from_position(start: Position) -> Game {
        Game { positions: vec![start], moves: Vec::new(), recorded: None }
    }

    /// The start position.
    #[must_use]
    pub fn start(&self) -> &Position {
        &self.positions[0]
    }

    /// The current position.
    #[must_use]
    pub fn position(&self) -> &Position {
        self.positions.last().unwrap_or(&self.positions[0])
    }

    /// The position after `ply` moves (0 = the start).
    #[must_use]
    pub fn position_at(&self, ply: usize) -> Option<&Position> {
        self.positions.get(ply)
    }

    /// The moves played.
    #[must_use]
    pub fn moves(&self) -> &[Move] {
        &self.moves
    }

    /// The number of moves (plies) played.
    #[must_use]
    pub fn ply(&self) -> usize {
        self.moves.len()
    }

    /// Whether the game has ended.
    #[must_use]
    pub fn is_over(&self) -> bool {
        self.outcome().is_some()
    }

    /// How the game ended, if it has: a recorded ending, or the automatic one of the current
    /// position (checked in the order checkmate, insufficient material, stalemate, 75 moves,
    /// fivefold repetition).
    #[must_use]
    pub fn outcome(&self) -> Option<Outcome> {
        self.recorded.or_else(|| self.automatic_outcome())
    }

    /// The ending the rules impose by themselves in the current position, if any.
    #[must_use]
    pub fn automatic_outcome(&self) -> Option<Outcome> {
        let pos = self.position();
        let has_moves = pos.has_legal_moves();
        if !has_moves && pos.is_check() {
            return Some(Outcome::win(!pos.turn(), Termination::Checkmate));
        }
        if pos.is_insufficient_material() {
            return Some(Outcome::draw(Termination::InsufficientMaterial));
        }
        if !has_moves {
            return Some(Outcome::draw(Termination::Stalemate));
        }
        if pos.halfmove_clock() >= 150 {
            return Some(Outcome::draw(Termination::SeventyFiveMoves));
        }
        if self.repetitions() >= 5 {
            return Some(Outcome::draw(Termination::FivefoldRepetition));
        }
        None
    }

    /// How often the current position has occurred in this game (1 = for the first time).
    /// Only positions since the last capture or pawn move can repeat; castling rights and the
    /// possibility of en passant are part of the position (FIDE 9.2.3).
    #[must_use]
    pub fn repetitions(&self) -> usize {
        self.occurrences(self.position())
    }

    /// How often `pos` occurs among the positions since the last irreversible move.
    fn occurrences(&self, pos: &Position) -> usize {
        let window = self.reversible_window();
        window.iter().filter(|p| same_position(p, pos)).count()
    }

    /// The positions since the last capture or pawn move, including the current one.
    fn reversible_window(&self) -> &[Position] {
        let n = self.positions.len();
        let back = (self.position().halfmove_clock() as usize).min(n - 1);
        &self.positions[n - 1 - back..]
    }

    /// Whether a threefold repetition can be claimed now.
    #[must_use]
    pub fn can_claim_threefold(&self) -> bool {
        self.repetitions() >= 3
    }

    /// The legal moves after which the position would stand for the third time (a claim with
    /// the move, FIDE 9.2.1.1).
    #[must_use]
    pub fn threefold_moves(&self) -> Vec<Move> {
        let pos = self.position();
        let window = self.reversible_window();
        // Quick filter: a repetition needs an earlier position with the other side to move.
        if window.len() < 4 {
            return Vec::new();
        }
        pos.legal_moves()
            .iter()
            .copied()
            .filter(|&m| !pos.is_zeroing(m))
            .filter(|&m| {
                let next = pos.after(m);
                window.iter().filter(|p| same_position(p, &next)).count() >= 2
            })
            .collect()
    }

    /// Whether the fifty-move rule can be claimed now: 50 moves by each side without a capture
    /// or pawn move (and the game not already over by checkmate).
    #[must_use]
    pub fn can_claim_fifty_moves(&self) -> bool {
        let pos = self.position();
        pos.halfmove_clock() >= 100 && pos.has_legal_moves()
    }

    /// The legal moves that would complete fifty moves, for a claim with the move (FIDE 9.3.1).
    /// A move that checkmates or stalemates is left out: it ends the game by itself (FIDE 5.1.1,
    /// 5.2.1), so there is no draw left to claim with it.
    #[must_use]
    pub fn fifty_moves_moves(&self) -> Vec<Move> {
        let pos = self.position();
        if pos.halfmove_clock() != 99 {
            return Vec::new();
        }
        pos.legal_moves()
            .iter()
            .copied()
            .filter(|&m| !pos.is_zeroing(m) && after_for_status(pos, m).has_legal_moves())
            .collect()
    }

    /// Every draw claim open to the side to move: now (`with_move: None`) or with a move. Empty
    /// when the game is over.
    #[must_use]
    pub fn claims(&self) -> Vec<Claim> {
        if self.is_over() {
            return Vec::new();
        }
        let mut claims = Vec::new();
        if self.can_claim_threefold() {
            claims.push(Claim { kind: ClaimKind::Threefold, with_move: None });
        }
        if self.can_claim_fifty_moves() {
            claims.push(Claim { kind: ClaimKind::FiftyMoves, with_move: None });
        }
        claims.extend(
            self.threefold_moves().into_iter().map(|m| Claim { kind: ClaimKind::Threefold, with_move: Some(m) }),
        );
        claims.extend(
            self.fifty_moves_moves().into_iter().map(|m| Claim { kind: ClaimKind::FiftyMoves, with_move: Some(m) }),
        );
        claims
    }

    /// The claim to offer a player first: one valid now if there is one, else one with a move.
    #[must_use]
    pub fn claimable_draw(&self) -> Option<Claim> {
        self.claims().into_iter().next()
    }

    /// Claims a draw in the current position (threefold repetition first, then fifty moves).
    pub fn claim_draw(&mut self) -> Result<Outcome, ClaimError> {
        if self.is_over() {
            return Err(ClaimError::GameOver);
        }
        let kind = if self.can_claim_threefold() {
            ClaimKind::Threefold
        } else if self.can_claim_fifty_moves() {
            ClaimKind::FiftyMoves
        } else {
            return Err(ClaimError::NotClaimable);
        };
        let outcome = Outcome::draw(kind.termination());
        self.recorded = Some(outcome);
        Ok(outcome)
    }

    /// Claims a draw with the move about to be played: the move is played and the draw recorded
    /// if the position after it is a threefold repetition or completes fifty moves. A claim
    /// that would not hold is refused and nothing is played.
    pub fn claim_draw_with_move(&mut self, m: Move) -> Result<Outcome, ClaimError> {
        if self.is_over() {
            return Err(ClaimError::GameOver);
        }
        let pos = *self.position();
        if !pos.is_legal(m) {
            return Err(ClaimError::IllegalMove(self.explain(m.from(), m.to(), m.promotion())));
        }
        let next = pos.after(m);
        let repeats = self.reversible_window().iter().filter(|p| same_position(p, &next)).count() + 1 >= 3;
        let fifty = next.halfmove_clock() >= 100;
        let kind = if repeats {
            ClaimKind::Threefold
        } else if fifty {
            ClaimKind::FiftyMoves
        } else {
            return Err(ClaimError::NotClaimable);
        };
        self.push(m, next);
        // A move that ends the game by itself (checkmate, say) keeps that ending.
        if self.automatic_outcome().is_none() {
            self.recorded = Some(Outcome::draw(kind.termination()));
        }
        Ok(self.outcome().unwrap_or(Outcome::draw(kind.termination())))
    }

    /// Plays a legal move; refuses (with the reason) an illegal one or any move once the game is
    /// over.
    pub fn play(&mut self, m: Move) -> Result<(), IllegalMove> {
        if self.is_over() {
            return Err(IllegalMove::GameOver);
        }
        let pos = *self.position();
        if !pos.is_legal(m) {
            return Err(self.explain(m.from(), m.to(), m.promotion()));
        }
        self.push(m, pos.after(m));
        Ok(())
    }

    /// Plays the move a player made by moving a piece from `from` to `to` (with a promotion
    /// piece where needed). Dropping the king on its own unmoved rook means castling on that
    /// side. Returns the move played, or why it is illegal.
    pub fn try_move(&mut self, from: Square, to: Square, promotion: Option<Role>) -> Result<Move, IllegalMove> {
        if self.is_over() {
            return Err(IllegalMove::GameOver);
        }
        let m = self.position().interpret(from, to, promotion);
        self.play(m).map(|()| m)
    }

    fn push(&mut self, m: Move, next: Position) {
        self.moves.push(m);
        self.positions.push(next);
    }

    /// Takes back the last move (and reopens a game that had ended). Returns the move.
    pub fn undo(&mut self) -> Option<Move> {
        let m = self.moves.pop()?;
        self.positions.pop();
        self.recorded = None;
        Some(m)
    }

    /// Records a resignation by `loser`.
    pub fn resign(&mut self, loser: Color) -> Option<Outcome> {
        self.record(Outcome::win(!loser, Termination::Resignation))
    }

    /// Records a draw by agreement.
    pub fn agree_draw(&mut self) -> Option<Outcome> {
        self.record(Outcome::draw(Termination::Agreement))
    }

    /// Records that `loser`'s flag fell: a loss, or a draw if the opponent could not checkmate by
    /// any series of legal moves (FIDE 6.9).
    pub fn flag(&mut self, loser: Color) -> Option<Outcome> {
        let winner = !loser;
        let outcome = if self.position().has_insufficient_material(winner) {
            Outcome::draw(Termination::TimeoutInsufficient)
        } else {
            Outcome::win(winner, Termination::Timeout)
        };
        self.record(outcome)
    }

    /// Records an ending unless the game is already over; returns the game's outcome.
    fn record(&mut self, outcome: Outcome) -> Option<Outcome> {
        if !self.is_over() {
            self.recorded = Some(outcome);
        }
        self.outcome()
    }

    /// Records an ending read from elsewhere (a saved game, a PGN), replacing any recorded one.
    /// An automatic ending of the current position still takes precedence.
    pub fn set_recorded_outcome(&mut self, outcome: Option<Outcome>) {
        self.recorded = outcome;
    }

    /// Why moving from `from` to `to` is illegal here, with what the game's history adds: for a
    /// castling right lost while king and rook stand at home, whether the king or the rook moved.
    #[must_use]
    pub fn explain(&self, from: Square, to: Square, promotion: Option<Role>) -> IllegalMove {
        if self.is_over() {
            return IllegalMove::GameOver;
        }
        let pos = self.position();
        let m = pos.interpret(from, to, promotion);
        match pos.explain(m.from(), m.to(), m.promotion()) {
            IllegalMove::CastleRightLost(side) => self.why_castling_right_lost(pos.turn(), side),
            reason => reason,
        }
    }

    fn why_castling_right_lost(&self, color: Color, side: CastlingSide) -> IllegalMove {
        let squares = side.squares(color);
        if !self.start().castling_rights().has(color, side) {
            return IllegalMove::CastleRightLost(side);
        }
        for (i, m) in self.moves.iter().enumerate() {
            if self.positions[i].turn() == color && m.from() == squares.king_from {
                return IllegalMove::CastleKingMoved(side);
            }
            if m.from() == squares.rook_from || m.to() == squares.rook_from {
                return IllegalMove::CastleRookMoved(side);
            }
        }
        IllegalMove::CastleRightLost(side)
    }
}

impl Position {
    /// Turns what a player did with a piece into a move: the king dropped on its own unmoved
    /// rook castles on that side; everything else is taken as it is.
    #[must_use]
    pub fn interpret(&self, from: Square, to: Square, promotion: Option<Role>) -> Move {
        let us = self.turn();
        if self.piece_at(from) == Some(Piece::new(us, Role::King))
            && self.piece_at(to) == Some(Piece::new(us, Role::Rook))
        {
            for side in CastlingSide::ALL {
                let s = side.squares(us);
                if from == s.king_from && to == s.rook_from {
                    return Move::new(from, s.king_to, None);
                }
            }
        }
        Move::new(from, to, promotion)
    }

    /// Whether moving the piece on `from` to `to` is a legal pawn move that needs a promotion
    /// piece (so a user interface asks which).
    #[must_use]
    pub fn requires_promotion(&self, from: Square, to: Square) -> bool {
        self.board().role_at(from) == Some(Role::Pawn) && self.is_legal(Move::new(from, to, Some(Role::Queen)))
    }
}

/// Whether two positions are the same under FIDE 9.2.3: placement, side to move, castling
/// rights and en passant possibility (the position keeps an en passant square only when the
/// capture is legal).
fn same_position(a: &Position, b: &Position) -> bool {
    a.hash() == b.hash()
        && a.turn() == b.turn()
        && a.castling_rights() == b.castling_rights()
        && a.ep_square() == b.ep_square()
        && a.board() == b.board()
}
