//! One game on one device: plays the board's moves through the rules core and answers what the
//! page shows (status, move list, last move, check, draw claims, reasons for refused moves).

use crate::board::state::Movable;
use kaissa_rules::{Bitboard, Color, FenError, Game, IllegalMove, Move, Outcome, Piece, Position, Role, Square};

/// What the status line shows.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Status {
    /// The side to move.
    pub turn: Color,
    /// Whether the side to move is in check.
    pub check: bool,
    /// How the game ended, once it has.
    pub outcome: Option<Outcome>,
}

/// A draw the side to move may claim now.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum ClaimOffer {
    /// The position stands for the third time.
    Threefold,
    /// Fifty moves by each side without a capture or pawn move.
    FiftyMoves,
}

/// A game being played on the page.
#[derive(Clone, Debug, Default)]
pub struct Session {
    game: Game,
    /// Each ply's clock reading: the mover's remaining ms just after the move (the PGN
    /// `[%clk]` comment), where one is known. Shorter than the moves when the last ones have none.
    clocks: Vec<Option<u64>>,
}

/// What the board may move in `pos`: every legal destination, the king's castling moves also as
/// "onto its own rook", and which destinations are promotions. With `active` false nothing moves.
#[must_use]
pub fn movable_of(pos: &Position, active: bool) -> Movable {
    let mut movable = Movable::empty();
    for sq in Square::all() {
        movable.pieces[sq.index()] = pos.board().piece_at(sq);
    }
    if !active {
        return movable;
    }
    movable.color = Some(pos.turn());
    for &m in pos.legal_moves().iter() {
        let from = m.from().index();
        movable.dests[from] |= Bitboard::from_square(m.to());
        if m.promotion().is_some() {
            movable.promotions[from] |= Bitboard::from_square(m.to());
        }
        if let Some(side) = pos.castling_side(m) {
            let rook = side.squares(pos.turn()).rook_from;
            if pos.board().piece_at(rook) == Some(Piece::new(pos.turn(), Role::Rook)) {
                movable.dests[from] |= Bitboard::from_square(rook);
            }
        }
    }
    movable
}

impl Session {
    /// A game from the standard start.
    #[must_use]
    pub fn new() -> Session {
        Session { game: Game::new(), clocks: Vec::new() }
    }

    /// A game from a FEN position.
    pub fn from_fen(fen: &str) -> Result<Session, FenError> {
        Ok(Session::from_game(Game::from_position(Position::from_fen(fen.trim())?)))
    }

    /// A session on a game record (a saved or imported game, replayed and checked).
    #[must_use]
    pub fn from_game(game: Game) -> Session {
        Session { game, clocks: Vec::new() }
    }

    /// The same game with each ply's clock reading (see [`Session::clocks`]); readings beyond
    /// the game's moves are dropped.
    #[must_use]
    pub fn with_clocks(mut self, clocks: &[Option<u64>]) -> Session {
        self.clocks = clocks.iter().copied().take(self.game.moves().len()).collect();
        self.trim_clocks();
        self
    }

    /// Each ply's clock reading — the mover's remaining ms just after the move, as the game's
    /// clock or the imported record said it — as far as any is known (index 0 is the first ply).
    #[must_use]
    pub fn clocks(&self) -> &[Option<u64>] {
        &self.clocks
    }

    /// Records the mover's remaining `ms` after `ply` (1 = the first move); a ply the game
    /// has not reached is ignored.
    pub fn set_clock_after(&mut self, ply: usize, ms: u64) {
        let Some(i) = ply.checked_sub(1).filter(|&i| i < self.game.moves().len()) else { return };
        if self.clocks.len() <= i {
            self.clocks.resize(i + 1, None);
        }
        self.clocks[i] = Some(ms);
    }

    /// Drops readings of plies the game no longer has (a takeback, a cut) and trailing gaps.
    fn trim_clocks(&mut self) {
        self.clocks.truncate(self.game.moves().len());
        while self.clocks.last() == Some(&None) {
            self.clocks.pop();
        }
    }

    /// The game record.
    #[must_use]
    pub fn game(&self) -> &Game {
        &self.game
    }

    /// The current position.
    #[must_use]
    pub fn position(&self) -> &Position {
        self.game.position()
    }

    /// What the board may move now.
    #[must_use]
    pub fn movable(&self) -> Movable {
        movable_of(self.position(), !self.game.is_over())
    }

    /// Plays a move the board reported (a king dropped on its rook castles). Returns the move
    /// as played, or why it is illegal; an illegal move changes nothing.
    pub fn play(&mut self, m: Move) -> Result<Move, IllegalMove> {
        self.game.try_move(m.from(), m.to(), m.promotion())
    }

    /// Why the user's attempt to move the piece on `from` to `to` (or, with `None`, to pick up
    /// that piece at all) is refused.
    #[must_use]
    pub fn refusal(&self, from: Square, to: Option<Square>) -> IllegalMove {
        if self.game.is_over() {
            return IllegalMove::GameOver;
        }
        let pos = self.position();
        let Some(to) = to else {
            return match pos.board().piece_at(from) {
                Some(p) if p.color != pos.turn() => IllegalMove::NotYourTurn { owner: p.color },
                Some(_) => IllegalMove::SameSquare,
                None => IllegalMove::NoPiece(from),
            };
        };
        // A pawn reaching the last rank is judged as a promotion, so the reason is about the move
        // itself and not about the missing promotion piece.
        let last_rank = matches!(to.rank().index(), 0 | 7);
        let promotion = (pos.board().role_at(from) == Some(Role::Pawn) && last_rank).then_some(Role::Queen);
        self.game.explain(from, to, promotion)
    }

    /// The status line.
    #[must_use]
    pub fn status(&self) -> Status {
        let pos = self.position();
        Status { turn: pos.turn(), check: pos.is_check(), outcome: self.game.outcome() }
    }

    /// The last move played, if any.
    #[must_use]
    pub fn last_move(&self) -> Option<Move> {
        self.game.moves().last().copied()
    }

    /// The square of the king in check, if the side to move is in check.
    #[must_use]
    pub fn check_square(&self) -> Option<Square> {
        let pos = self.position();
        pos.is_check().then(|| pos.our_king())
    }

    /// The moves in English SAN.
    #[must_use]
    pub fn san_moves(&self) -> Vec<String> {
        let game = &self.game;
        game.moves()
            .iter()
            .enumerate()
            .map(|(i, &m)| game.position_at(i).map_or_else(String::new, |p| p.san(m)))
            .collect()
    }

    /// The full-move number of the first move and whether Black made it (for numbering the list
    /// of a game that began from a FEN position).
    #[must_use]
    pub fn first_move_number(&self) -> (u32, Color) {
        let start = self.game.start();
        (start.fullmoves(), start.turn())
    }

    /// The draw the side to move may claim right now, if any.
    #[must_use]
    pub fn claim_offer(&self) -> Option<ClaimOffer> {
        if self.game.is_over() {
            None
        } else if self.game.can_claim_threefold() {
            Some(ClaimOffer::Threefold)
        } else if self.game.can_claim_fifty_moves() {
            Some(ClaimOffer::FiftyMoves)
        } else {
            None
        }
    }

    /// Claims the draw on offer; ends the game. Returns the outcome, or `None` if no claim holds.
    pub fn claim_draw(&mut self) -> Option<Outcome> {
        self.game.claim_draw().ok()
    }

    /// Takes back the last move.
    pub fn takeback(&mut self) -> Option<Move> {
        let undone = self.game.undo();
        self.trim_clocks();
        undone
    }

    /// `loser`'s flag fell: the game ends on time — a loss, or a draw when the opponent could
    /// not checkmate by any series of legal moves (FIDE 6.9). Returns the game's outcome (an
    /// earlier ending stands).
    pub fn flag(&mut self, loser: Color) -> Option<Outcome> {
        self.game.flag(loser)
    }

    // Issue 5, during the game: resignation, draws by agreement, claims with a move, and
    // continuing a reviewed game from an earlier move.

    /// `loser` resigns; returns the outcome (the game's own, if it had already ended).
    pub fn resign(&mut self, loser: Color) -> Option<Outcome> {
        self.game.resign(loser)
    }

    /// Both sides agree to a draw; returns the outcome.
    pub fn agree_draw(&mut self) -> Option<Outcome> {
        self.game.agree_draw()
    }

    /// The moves the side to move may play while claiming a draw with them (FIDE 9.2.1.1 and
    /// 9.3.1): those after which the position stands for the third time or fifty moves are
    /// complete. Empty when the game is over.
    #[must_use]
    pub fn claim_moves(&self) -> Vec<Move> {
        if self.game.is_over() {
            return Vec::new();
        }
        let mut moves = self.game.threefold_moves();
        for m in self.game.fifty_moves_moves() {
            if !moves.contains(&m) {
                moves.push(m);
            }
        }
        moves
    }

    /// Plays a move the board reported; with `claim`, and when the move is one of
    /// [`Session::claim_moves`], the draw is claimed with it. A move that allows no claim is
    /// played as an ordinary move (the claim simply does not apply), so no move is ever lost.
    pub fn play_claiming(&mut self, m: Move, claim: bool) -> Result<Move, IllegalMove> {
        let interpreted = self.position().interpret(m.from(), m.to(), m.promotion());
        if claim && self.claim_moves().contains(&interpreted) && self.game.claim_draw_with_move(interpreted).is_ok() {
            return Ok(interpreted);
        }
        self.play(m)
    }

    /// The ply the board shows: `view` (an earlier position under review) when it is one, else
    /// the live position's.
    #[must_use]
    pub fn shown_ply(&self, view: Option<usize>) -> usize {
        crate::session::viewing::shown_ply(view, self.game.moves().len())
    }

    /// The position the board shows for `view` (see [`Session::shown_ply`]).
    #[must_use]
    pub fn shown_position(&self, view: Option<usize>) -> &Position {
        self.game.position_at(self.shown_ply(view)).unwrap_or(self.position())
    }

    /// The move that led to the shown position, if any.
    #[must_use]
    pub fn shown_last_move(&self, view: Option<usize>) -> Option<Move> {
        let ply = self.shown_ply(view);
        ply.checked_sub(1).and_then(|i| self.game.moves().get(i).copied())
    }

    /// The king in check in the shown position, if any.
    #[must_use]
    pub fn shown_check_square(&self, view: Option<usize>) -> Option<Square> {
        let pos = self.shown_position(view);
        pos.is_check().then(|| pos.our_king())
    }

    /// Cuts the game back to the position after `ply` moves, to play on from there (a reviewed
    /// game "continued from here"). Any ending is forgotten. A ply beyond the game changes nothing.
    pub fn truncate(&mut self, ply: usize) {
        while self.game.moves().len() > ply {
            self.game.undo();
        }
        self.trim_clocks();
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::state::{Action, BoardState};
    use crate::test_support::sq;
    use kaissa_rules::Termination;

    /// Plays `moves` (from-to pairs such as "e2e4") through the board's click transitions,
    /// exactly as the page does.
    fn play_clicks(session: &mut Session, board: &mut BoardState, moves: &[&str]) {
        for uci in moves {
            let (from, to) = (sq(&uci[0..2]), sq(&uci[2..4]));
            assert_eq!(board.click(from), Action::None, "{uci}: select");
            let mut action = board.click(to);
            if board.promotion.is_some() {
                let role = Role::from_char(uci.chars().nth(4).unwrap()).unwrap();
                action = board.choose_promotion(role);
            }
            let Action::Play(m) = action else { panic!("{uci}: {action:?}") };
            session.play(m).unwrap();
            board.set_movable(session.movable());
        }
    }

    fn fresh() -> (Session, BoardState) {
        let s = Session::new();
        let b = BoardState::new(s.movable());
        (s, b)
    }

    #[test]
    fn fools_mate_by_clicks() {
        let (mut s, mut b) = fresh();
        play_clicks(&mut s, &mut b, &["f2f3", "e7e5", "g2g4", "d8h4"]);
        let status = s.status();
        assert_eq!(status.outcome.map(|o| (o.result(), o.termination)), Some(("0-1", Termination::Checkmate)));
        assert_eq!(s.san_moves(), ["f3", "e5", "g4", "Qh4#"]);
        assert_eq!(s.check_square(), Some(sq("e1")));
        assert_eq!(b.movable.color, None, "nothing moves after the end");
    }

    #[test]
    fn illegal_attempt_changes_nothing_and_is_explained() {
        let mut s = Session::from_fen("4k3/8/8/8/1b6/8/3N4/4K3 w - - 0 1").unwrap();
        let mut b = BoardState::new(s.movable());
        b.click(sq("d2"));
        let Action::Refused { from, to } = b.click(sq("f3")) else { panic!() };
        let before = *s.position();
        let reason = s.refusal(from, to);
        assert_eq!(reason.code(), "leaves-king-in-check");
        let text = crate::i18n::explain(crate::i18n::catalog(), &reason, s.position(), from);
        assert_eq!(text, "Your king would be in check from the bishop on b4.");
        assert_eq!(*s.position(), before);
        assert!(s.play(Move::new(sq("d2"), sq("f3"), None)).is_err());
        assert_eq!(*s.position(), before);
    }

    #[test]
    fn castling_king_onto_rook() {
        let mut s = Session::from_fen("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1").unwrap();
        let m = s.play(Move::new(sq("e1"), sq("h1"), None)).unwrap();
        assert_eq!(m, Move::new(sq("e1"), sq("g1"), None));
        let m = s.play(Move::new(sq("e8"), sq("a8"), None)).unwrap();
        assert_eq!(m, Move::new(sq("e8"), sq("c8"), None));
        assert_eq!(s.san_moves(), ["O-O", "O-O-O"]);
    }

    #[test]
    fn threefold_claim() {
        let (mut s, mut b) = fresh();
        play_clicks(&mut s, &mut b, &["g1f3", "g8f6", "f3g1", "f6g8", "g1f3", "g8f6", "f3g1"]);
        assert_eq!(s.claim_offer(), None);
        play_clicks(&mut s, &mut b, &["f6g8"]);
        assert_eq!(s.claim_offer(), Some(ClaimOffer::Threefold));
        let o = s.claim_draw().unwrap();
        assert_eq!((o.result(), o.termination), ("1/2-1/2", Termination::ThreefoldRepetition));
        assert_eq!(s.claim_offer(), None);
        assert!(s.movable().color.is_none());
    }

    #[test]
    fn promotion_cancelled_then_played() {
        let mut s = Session::from_fen("8/4P3/8/8/8/8/k7/4K3 w - - 0 1").unwrap();
        let mut b = BoardState::new(s.movable());
        let before = s.position().fen();
        b.click(sq("e7"));
        assert_eq!(b.click(sq("e8")), Action::None);
        b.escape();
        assert_eq!(s.position().fen(), before);
        play_clicks(&mut s, &mut b, &["e7e8n"]);
        assert_eq!(s.san_moves(), ["e8=N"]);
    }

    #[test]
    fn refusals() {
        let s = Session::new();
        assert_eq!(s.refusal(sq("e7"), None), IllegalMove::NotYourTurn { owner: Color::Black });
        assert_eq!(s.refusal(sq("e2"), Some(sq("e5"))).code(), "wrong-pattern");
        let s = Session::from_fen("k7/3P4/8/8/8/8/8/4K3 w - - 0 1").unwrap();
        assert_eq!(s.refusal(sq("d7"), Some(sq("c8"))).code(), "pawn-captures-only-diagonally");
    }

    #[test]
    fn resign_and_agree() {
        let mut s = Session::new();
        let o = s.resign(Color::White).unwrap();
        assert_eq!((o.result(), o.termination), ("0-1", Termination::Resignation));
        assert!(s.movable().color.is_none());
        let mut s = Session::new();
        let o = s.agree_draw().unwrap();
        assert_eq!((o.result(), o.termination), ("1/2-1/2", Termination::Agreement));
        // A finished game keeps its ending.
        assert_eq!(s.resign(Color::Black).map(|o| o.termination), Some(Termination::Agreement));
    }

    #[test]
    fn claim_with_the_move() {
        let (mut s, mut b) = fresh();
        play_clicks(&mut s, &mut b, &["g1f3", "g8f6", "f3g1", "f6g8", "g1f3", "g8f6", "f3g1"]);
        // Black's Nf6-g8 repeats the start position for the third time.
        let moves = s.claim_moves();
        assert!(moves.contains(&Move::new(sq("f6"), sq("g8"), None)), "{moves:?}");
        // Without the claim, an ordinary move; another move with the claim: no claim, still played.
        let mut plain = s.clone();
        plain.play_claiming(Move::new(sq("f6"), sq("g8"), None), false).unwrap();
        assert_eq!(plain.status().outcome, None);
        let mut other = s.clone();
        other.play_claiming(Move::new(sq("e7"), sq("e5"), None), true).unwrap();
        assert_eq!(other.status().outcome, None);
        assert_eq!(other.san_moves().last().map(String::as_str), Some("e5"));
        // With the claim: played and drawn.
        s.play_claiming(Move::new(sq("f6"), sq("g8"), None), true).unwrap();
        let o = s.status().outcome.unwrap();
        assert_eq!((o.result(), o.termination), ("1/2-1/2", Termination::ThreefoldRepetition));
        assert!(s.claim_moves().is_empty(), "over");
        // Fifty moves: at 99 plies, any non-zeroing move completes them.
        let s = Session::from_fen("4k3/8/8/8/8/8/4P3/4K3 w - - 99 80").unwrap();
        let moves = s.claim_moves();
        assert!(moves.contains(&Move::new(sq("e1"), sq("d1"), None)));
        assert!(!moves.iter().any(|m| m.from() == sq("e2")), "a pawn move starts the count again");
        // An illegal move stays refused.
        let mut s = s;
        assert!(s.play_claiming(Move::new(sq("e1"), sq("e3"), None), true).is_err());
    }

    #[test]
    fn truncate_to_continue() {
        let (mut s, mut b) = fresh();
        play_clicks(&mut s, &mut b, &["f2f3", "e7e5", "g2g4", "d8h4"]);
        assert!(s.status().outcome.is_some());
        s.truncate(9);
        assert_eq!(s.san_moves().len(), 4);
        assert_eq!(s.shown_ply(None), 4);
        assert_eq!(s.shown_ply(Some(2)), 2);
        assert_eq!(s.shown_last_move(Some(2)), Some(Move::new(sq("e7"), sq("e5"), None)));
        assert_eq!(s.shown_last_move(Some(0)), None);
        assert_eq!(s.shown_check_square(None), Some(sq("e1")));
        assert_eq!(s.shown_check_square(Some(3)), None);
        assert_eq!(s.shown_position(Some(0)), &Position::startpos());
        assert_eq!(s.shown_position(Some(99)), s.position());
        s.truncate(2);
        assert_eq!(s.san_moves(), ["f3", "e5"]);
        assert_eq!(s.status().outcome, None);
        assert_eq!(s.movable().color, Some(Color::White));
    }

    #[test]
    fn flag_fall_loses_unless_the_opponent_cannot_mate() {
        let mut s = Session::new();
        let o = s.flag(Color::White).unwrap();
        assert_eq!((o.result(), o.termination), ("0-1", Termination::Timeout));
        assert_eq!(s.flag(Color::Black), Some(o), "the first ending stands");
        let mut s = Session::from_fen("4k3/8/8/8/8/8/4P3/4K3 b - - 0 1").unwrap();
        let o = s.flag(Color::White).unwrap();
        assert_eq!((o.result(), o.termination), ("1/2-1/2", Termination::TimeoutInsufficient));
    }

    #[test]
    fn stalemate_and_insufficient_material() {
        let mut s = Session::from_fen("7k/5Q2/8/8/8/8/8/K7 w - - 0 1").unwrap();
        s.play(Move::new(sq("f7"), sq("g6"), None)).unwrap();
        assert_eq!(s.status().outcome.map(|o| o.termination), Some(Termination::Stalemate));
        let mut s = Session::from_fen("7k/8/8/8/8/8/6q1/K5N1 w - - 0 1").unwrap();
        assert!(s.status().outcome.is_none());
        let _ = s.play(Move::new(sq("a1"), sq("b1"), None));
    }
}
