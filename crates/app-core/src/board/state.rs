//! The board widget's UI state and its transitions: pure Rust, no DOM, tested natively.
//!
//! The state knows what the session told it ([`Movable`]: where the pieces stand, who may move,
//! each piece's legal destinations) and what the user is doing with it (a selection, a drag, a
//! pending promotion). Input adapters translate pointer and keyboard events into the transition
//! methods below; each returns an [`Action`] for the session: play this move, or explain why this
//! attempt is refused. The state never decides chess rules itself.

use kaissa_rules::{Bitboard, Color, Move, Piece, Role, Square};
use serde::Serialize;

/// How the player moves pieces.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum MoveInput {
    /// Click (tap) the piece, then the square.
    Click,
    /// Drag the piece.
    Drag,
    /// Either.
    #[default]
    Both,
}

deserialize_by_code!(MoveInput { Click => "click", Drag => "drag", Both => "both" });

/// How far (in CSS pixels) a pointer must travel before a press becomes a drag. Smaller
/// movements are jitter: the press still counts as a click or tap.
pub const DRAG_THRESHOLD_PX: f64 = 6.0;

/// What the session lets the user move, rebuilt after every move.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Movable {
    /// The side that may move now; `None` when nobody may (the game is over).
    pub color: Option<Color>,
    /// The pieces, indexed by square.
    pub pieces: [Option<Piece>; 64],
    /// Legal destinations of the piece on each square. Castling appears twice: as the king's
    /// two-square step and as the square of its own rook (dropping the king on the rook castles).
    pub dests: [Bitboard; 64],
    /// For each square, the destinations that are pawn promotions (a piece must be chosen).
    pub promotions: [Bitboard; 64],
    /// Whether only some of the legal moves are allowed (the touch-move training mode): a piece
    /// of the side to move left with no destination cannot be picked up, and pressing it is a
    /// refused attempt instead of a selection.
    pub restricted: bool,
}

impl Movable {
    /// Nothing on the board and nothing movable.
    #[must_use]
    pub fn empty() -> Movable {
        Movable {
            color: None,
            pieces: [None; 64],
            dests: [Bitboard(0); 64],
            promotions: [Bitboard(0); 64],
            restricted: false,
        }
    }

    /// Keeps only the destinations `keep(from, to)` accepts, and marks the movable as
    /// [`restricted`](Self::restricted). The caller decides what a king dropped on its rook means.
    pub fn retain(&mut self, keep: impl Fn(Square, Square) -> bool) {
        for from in Square::all() {
            let kept: Bitboard = self.dests[from.index()].into_iter().filter(|&to| keep(from, to)).collect();
            self.dests[from.index()] = kept;
            self.promotions[from.index()] = Bitboard(self.promotions[from.index()].0 & kept.0);
        }
        self.restricted = true;
    }

    /// Whether the piece on `sq` may be picked up: it belongs to the side that may move and,
    /// when the moves are restricted, still has somewhere to go.
    #[must_use]
    pub fn is_selectable(&self, sq: Square) -> bool {
        self.is_movable(sq) && (!self.restricted || self.dests_from(sq).any())
    }

    /// The piece on a square.
    #[must_use]
    pub fn piece_at(&self, sq: Square) -> Option<Piece> {
        self.pieces[sq.index()]
    }

    /// The legal destinations of the piece on `from`.
    #[must_use]
    pub fn dests_from(&self, from: Square) -> Bitboard {
        self.dests[from.index()]
    }

    /// Whether the piece on `sq` belongs to the side that may move.
    #[must_use]
    pub fn is_movable(&self, sq: Square) -> bool {
        match (self.piece_at(sq), self.color) {
            (Some(p), Some(c)) => p.color == c,
            _ => false,
        }
    }
}

/// A point in CSS pixels relative to the board's top-left corner.
#[derive(Copy, Clone, Debug, Default, PartialEq)]
pub struct Point {
    /// Horizontal offset.
    pub x: f64,
    /// Vertical offset.
    pub y: f64,
}

impl Point {
    /// Makes a point.
    #[must_use]
    pub const fn new(x: f64, y: f64) -> Point {
        Point { x, y }
    }

    fn distance(self, other: Point) -> f64 {
        ((self.x - other.x).powi(2) + (self.y - other.y).powi(2)).sqrt()
    }
}

/// A press on a piece, which becomes a drag once the pointer travels far enough.
#[derive(Copy, Clone, Debug, PartialEq)]
pub struct Drag {
    /// The square the piece was picked up from.
    pub from: Square,
    /// The piece.
    pub piece: Piece,
    /// Where the press started.
    pub origin: Point,
    /// Where the pointer is now.
    pub pos: Point,
    /// Whether the pointer has travelled past [`DRAG_THRESHOLD_PX`] (before that, it is a click).
    pub started: bool,
    /// Whether the piece was already selected when pressed: releasing without a drag deselects it.
    pub was_selected: bool,
}

impl Drag {
    /// How far the piece is shown away from its square's centre, in pixels.
    #[must_use]
    pub fn offset(&self) -> Point {
        Point::new(self.pos.x - self.origin.x, self.pos.y - self.origin.y)
    }
}

/// A pawn move to the last rank waiting for the player to choose a piece.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct PendingPromotion {
    /// The pawn's square.
    pub from: Square,
    /// The square on the last rank.
    pub to: Square,
    /// The mover's colour (the choices are shown in it).
    pub color: Color,
}

/// How the board looks (from the settings on the Play screen).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct BoardLook {
    /// Mark the selected piece's legal destinations.
    pub show_dests: bool,
    /// Letters and numbers along the edges.
    pub show_coords: bool,
    /// How long a move's slide takes, in ms (0: none).
    pub animation_ms: u32,
}

impl Default for BoardLook {
    /// Destinations and coordinates shown, no animation (the lessons' board).
    fn default() -> BoardLook {
        BoardLook { show_dests: true, show_coords: true, animation_ms: 0 }
    }
}

/// What the session should do after a transition.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Action {
    /// Nothing to tell the rules.
    None,
    /// Play this move (complete, with its promotion piece). A king dropped on its own rook is
    /// reported as such (from the king's square to the rook's); the session interprets it.
    Play(Move),
    /// The user tried something illegal: from `from` to `to` (or, with `to: None`, picked up a
    /// piece that may not move now). The session asks the rules core why and shows the reason.
    Refused {
        /// The square of the piece the user tried to move.
        from: Square,
        /// Where the user tried to put it.
        to: Option<Square>,
    },
}

/// The board's UI state.
#[derive(Clone, Debug, PartialEq)]
pub struct BoardState {
    /// What the session allows.
    pub movable: Movable,
    /// Which side is at the bottom.
    pub orientation: Color,
    /// The selected square (a piece of the side to move), if any.
    pub selected: Option<Square>,
    /// A press or drag in progress.
    pub drag: Option<Drag>,
    /// A promotion waiting for a choice.
    pub promotion: Option<PendingPromotion>,
    /// The square the keyboard cursor is on, when the board is used by keyboard.
    pub cursor: Option<Square>,
    /// How the pointer may move pieces: click-click, drag and drop, or both. The keyboard and
    /// [`click`](Self::click) work whatever the mode.
    pub input: MoveInput,
    /// Whether a chosen promotion is final and the dialog cannot be cancelled (touch-move mode).
    pub promotion_final: bool,
    /// The square a piece was last dragged from and dropped to complete a move (such a move
    /// is not animated: the piece is already there).
    pub last_drop: Option<Square>,
}

/// Whether the pointer may complete a move by click-click (or tap-tap) in `mode`.
const fn click_allowed(mode: MoveInput) -> bool {
    !matches!(mode, MoveInput::Drag)
}

/// Whether the pointer may drag pieces in `mode`.
const fn drag_allowed(mode: MoveInput) -> bool {
    !matches!(mode, MoveInput::Click)
}

impl BoardState {
    /// A fresh state showing `movable`, White at the bottom.
    #[must_use]
    pub fn new(movable: Movable) -> BoardState {
        BoardState {
            movable,
            orientation: Color::White,
            selected: None,
            drag: None,
            promotion: None,
            cursor: None,
            input: MoveInput::Both,
            promotion_final: false,
            last_drop: None,
        }
    }

    /// Narrows what may move in the same position (a touch in touch-move mode) without
    /// forgetting what the user is doing: the selection and the press stay while their piece can
    /// still be picked up.
    pub fn restrict(&mut self, movable: Movable) {
        self.movable = movable;
        if self.selected.is_some_and(|s| !self.movable.is_selectable(s)) {
            self.selected = None;
            self.drag = None;
        }
    }

    /// Takes a new position from the session (after a move, undo or new game): forgets every
    /// selection, drag and pending promotion, which belonged to the old position.
    pub fn set_movable(&mut self, movable: Movable) {
        self.movable = movable;
        self.selected = None;
        self.drag = None;
        self.promotion = None;
    }

    /// Turns the board around.
    pub fn flip(&mut self) {
        self.orientation = !self.orientation;
    }

    /// The legal destinations of the selected piece (empty without a selection).
    #[must_use]
    pub fn selected_dests(&self) -> Bitboard {
        self.selected.map_or(Bitboard(0), |s| self.movable.dests_from(s))
    }

    /// The square a drag is currently over is not tracked here; the view asks the input layer.
    /// Whether a drag is visibly in progress.
    #[must_use]
    pub fn is_dragging(&self) -> bool {
        self.drag.is_some_and(|d| d.started)
    }

    /// A square was clicked or tapped (press and release without a drag; also the keyboard's
    /// Enter). Equivalent to [`pointer_down`](Self::pointer_down) and [`pointer_up`](Self::pointer_up)
    /// on the same square without movement.
    pub fn click(&mut self, sq: Square) -> Action {
        let p = Point::default();
        // The keyboard must work whatever the pointer's mode.
        let mode = std::mem::replace(&mut self.input, MoveInput::Both);
        let action = match self.pointer_down(sq, p) {
            Action::None => self.pointer_up(Some(sq), p),
            action => action,
        };
        self.input = mode;
        action
    }

    /// The pointer was pressed on `sq` at `at`.
    pub fn pointer_down(&mut self, sq: Square, at: Point) -> Action {
        if self.promotion.is_some() {
            // The promotion dialog is modal: a press on the board outside it cancels it.
            self.cancel_promotion();
            return Action::None;
        }
        self.drag = None;
        self.last_drop = None;
        if let Some(sel) = self.selected {
            if sel != sq && self.movable.dests_from(sel).contains(sq) && click_allowed(self.input) {
                return self.attempt(sel, sq);
            }
        }
        if self.movable.restricted && self.movable.is_movable(sq) && !self.movable.is_selectable(sq) {
            // Another piece than the one the player is bound to move: refused, and explained;
            // the bound piece stays selected.
            return Action::Refused { from: sq, to: None };
        }
        if self.movable.is_movable(sq) {
            let was_selected = self.selected == Some(sq);
            self.selected = Some(sq);
            if let Some(piece) = self.movable.piece_at(sq) {
                self.drag = Some(Drag { from: sq, piece, origin: at, pos: at, started: false, was_selected });
            }
            return Action::None;
        }
        if let Some(sel) = self.selected.take() {
            // A press on a square the selected piece cannot reach: an illegal attempt, explained.
            return Action::Refused { from: sel, to: Some(sq) };
        }
        if self.movable.piece_at(sq).is_some() {
            // A piece of the side not to move (or any piece once the game is over).
            return Action::Refused { from: sq, to: None };
        }
        Action::None
    }

    /// The pointer moved to `at` while pressed. Returns whether the view needs redrawing.
    pub fn pointer_move(&mut self, at: Point) -> bool {
        let can_drag = drag_allowed(self.input);
        match &mut self.drag {
            Some(_) if !can_drag => false,
            Some(drag) => {
                if !drag.started && drag.origin.distance(at) >= DRAG_THRESHOLD_PX {
                    drag.started = true;
                }
                drag.pos = at;
                drag.started
            }
            None => false,
        }
    }

    /// The pointer was released over `sq` (`None`: outside the board).
    pub fn pointer_up(&mut self, sq: Option<Square>, at: Point) -> Action {
        let Some(drag) = self.drag.take() else { return Action::None };
        let started = drag.started || (drag_allowed(self.input) && drag.origin.distance(at) >= DRAG_THRESHOLD_PX);
        if !started {
            if !click_allowed(self.input) {
                // Drag only: a press shows where the piece may go while it is held, no more.
                self.selected = None;
                return Action::None;
            }
            // A click on the piece: the first selects it (done on press), a second deselects it.
            if drag.was_selected && sq == Some(drag.from) {
                self.selected = None;
            }
            return Action::None;
        }
        match sq {
            Some(to) if to != drag.from => {
                if self.movable.dests_from(drag.from).contains(to) {
                    self.last_drop = Some(drag.from);
                    self.attempt(drag.from, to)
                } else {
                    // Dropped on a square it cannot go to: the piece returns, and we say why.
                    self.selected = None;
                    Action::Refused { from: drag.from, to: Some(to) }
                }
            }
            // Dropped back on its own square or off the board: the piece returns, still selected.
            _ => Action::None,
        }
    }

    /// The browser took the pointer away (a scroll gesture began, the window lost focus):
    /// the piece returns to its square.
    pub fn pointer_cancel(&mut self) {
        self.drag = None;
    }

    /// Escape: closes the promotion dialog, else stops a drag, else clears the selection.
    pub fn escape(&mut self) {
        if self.promotion.is_some() {
            self.cancel_promotion();
        } else if self.drag.is_some() {
            self.drag = None;
        } else {
            self.selected = None;
        }
    }

    /// The player chose a piece in the promotion dialog.
    pub fn choose_promotion(&mut self, role: Role) -> Action {
        match self.promotion.take() {
            Some(p) if role.is_promotion_target() => {
                self.selected = None;
                Action::Play(Move::new(p.from, p.to, Some(role)))
            }
            Some(p) => {
                self.promotion = Some(p);
                Action::None
            }
            None => Action::None,
        }
    }

    /// The player dismissed the promotion dialog: the pawn goes back and nothing is played.
    pub fn cancel_promotion(&mut self) {
        if self.promotion_final {
            return;
        }
        if self.promotion.take().is_some() {
            self.selected = None;
            self.drag = None;
        }
    }

    /// Moves the keyboard cursor by whole squares as seen on screen (`dx` right, `dy` up).
    pub fn move_cursor(&mut self, dx: i32, dy: i32) {
        let (dx, dy) = match self.orientation {
            Color::White => (dx, dy),
            Color::Black => (-dx, -dy),
        };
        let start = self.cursor.or(self.selected).unwrap_or(match self.orientation {
            Color::White => Square::E2,
            Color::Black => Square::E7,
        });
        let file = (start.file().index() as i32 + dx).clamp(0, 7);
        let rank = (start.rank().index() as i32 + dy).clamp(0, 7);
        self.cursor = Square::new((rank * 8 + file) as u32);
    }

    /// A legal destination was chosen for `from`: a move, or a promotion waiting for a piece.
    fn attempt(&mut self, from: Square, to: Square) -> Action {
        self.drag = None;
        if self.movable.promotions[from.index()].contains(to) {
            let color = self.movable.piece_at(from).map_or(Color::White, |p| p.color);
            self.promotion = Some(PendingPromotion { from, to, color });
            return Action::None;
        }
        self.selected = None;
        Action::Play(Move::new(from, to, None))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::test_support::sq;
    use kaissa_rules::Position;

    /// What the session would hand over for `fen` (mirrors `game::session::movable`).
    fn movable(fen: &str) -> Movable {
        crate::movable_of(&Position::from_fen(fen).unwrap(), true)
    }

    fn start() -> BoardState {
        BoardState::new(movable("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"))
    }

    fn mv(from: &str, to: &str) -> Action {
        Action::Play(Move::new(sq(from), sq(to), None))
    }

    #[test]
    fn click_click_moves() {
        let mut s = start();
        assert_eq!(s.click(sq("e2")), Action::None);
        assert_eq!(s.selected, Some(sq("e2")));
        assert_eq!(s.selected_dests(), Bitboard::from_square(sq("e3")) | Bitboard::from_square(sq("e4")));
        assert_eq!(s.click(sq("e4")), mv("e2", "e4"));
        assert_eq!(s.selected, None);
    }

    #[test]
    fn clicking_the_selected_piece_again_deselects() {
        let mut s = start();
        s.click(sq("g1"));
        assert_eq!(s.selected, Some(sq("g1")));
        assert_eq!(s.click(sq("g1")), Action::None);
        assert_eq!(s.selected, None);
    }

    #[test]
    fn clicking_another_own_piece_reselects() {
        let mut s = start();
        s.click(sq("g1"));
        assert_eq!(s.click(sq("b1")), Action::None);
        assert_eq!(s.selected, Some(sq("b1")));
        assert_eq!(s.click(sq("c3")), mv("b1", "c3"));
    }

    #[test]
    fn clicking_an_unreachable_square_is_an_explained_attempt() {
        let mut s = start();
        s.click(sq("f1"));
        assert_eq!(s.click(sq("f3")), Action::Refused { from: sq("f1"), to: Some(sq("f3")) });
        assert_eq!(s.selected, None);
    }

    #[test]
    fn clicking_an_empty_square_with_nothing_selected_does_nothing() {
        let mut s = start();
        assert_eq!(s.click(sq("e4")), Action::None);
        assert_eq!(s.selected, None);
    }

    #[test]
    fn touching_the_opponents_piece_is_explained() {
        let mut s = start();
        assert_eq!(s.click(sq("e7")), Action::Refused { from: sq("e7"), to: None });
        assert_eq!(s.selected, None);
    }

    #[test]
    fn escape_deselects() {
        let mut s = start();
        s.click(sq("e2"));
        s.escape();
        assert_eq!(s.selected, None);
    }

    #[test]
    fn drag_and_drop_moves() {
        let mut s = start();
        assert_eq!(s.pointer_down(sq("e2"), Point::new(250.0, 350.0)), Action::None);
        assert!(!s.is_dragging());
        assert!(s.pointer_move(Point::new(250.0, 300.0)));
        assert!(s.is_dragging());
        assert_eq!(s.drag.unwrap().offset(), Point::new(0.0, -50.0));
        assert_eq!(s.pointer_up(Some(sq("e4")), Point::new(250.0, 250.0)), mv("e2", "e4"));
        assert_eq!(s.drag, None);
        assert_eq!(s.selected, None);
    }

    #[test]
    fn jitter_is_not_a_drag() {
        let mut s = start();
        s.pointer_down(sq("e2"), Point::new(100.0, 100.0));
        assert!(!s.pointer_move(Point::new(102.0, 103.0)));
        assert!(!s.is_dragging());
        // Released (over the same square): a click, which selects.
        assert_eq!(s.pointer_up(Some(sq("e2")), Point::new(102.0, 103.0)), Action::None);
        assert_eq!(s.selected, Some(sq("e2")));
    }

    #[test]
    fn drop_on_an_illegal_square_returns_the_piece_and_explains() {
        let mut s = start();
        s.pointer_down(sq("e2"), Point::new(0.0, 0.0));
        s.pointer_move(Point::new(0.0, -150.0));
        assert_eq!(
            s.pointer_up(Some(sq("e5")), Point::new(0.0, -150.0)),
            Action::Refused { from: sq("e2"), to: Some(sq("e5")) }
        );
        assert_eq!(s.drag, None);
    }

    #[test]
    fn drop_back_on_its_square_or_off_the_board_cancels() {
        let mut s = start();
        s.pointer_down(sq("e2"), Point::new(0.0, 0.0));
        s.pointer_move(Point::new(30.0, 0.0));
        assert_eq!(s.pointer_up(Some(sq("e2")), Point::new(5.0, 0.0)), Action::None);
        assert_eq!(s.drag, None);
        s.pointer_down(sq("e2"), Point::new(0.0, 0.0));
        s.pointer_move(Point::new(900.0, 0.0));
        assert_eq!(s.pointer_up(None, Point::new(900.0, 0.0)), Action::None);
        assert_eq!(s.drag, None);
    }

    #[test]
    fn pointer_cancel_returns_the_piece() {
        let mut s = start();
        s.pointer_down(sq("g1"), Point::new(0.0, 0.0));
        s.pointer_move(Point::new(40.0, -80.0));
        s.pointer_cancel();
        assert_eq!(s.drag, None);
        assert_eq!(s.pointer_up(Some(sq("f3")), Point::new(40.0, -80.0)), Action::None);
    }

    #[test]
    fn dragging_a_selected_piece_then_clicking_keeps_things_consistent() {
        let mut s = start();
        s.click(sq("e2"));
        // Press on the selected piece and release without moving: deselects.
        s.pointer_down(sq("e2"), Point::new(10.0, 10.0));
        assert_eq!(s.pointer_up(Some(sq("e2")), Point::new(10.0, 10.0)), Action::None);
        assert_eq!(s.selected, None);
        // Press on it again and drag: a move, whatever the earlier selection.
        s.click(sq("e2"));
        s.pointer_down(sq("e2"), Point::new(10.0, 10.0));
        s.pointer_move(Point::new(10.0, -60.0));
        assert_eq!(s.pointer_up(Some(sq("e3")), Point::new(10.0, -60.0)), mv("e2", "e3"));
    }

    #[test]
    fn castling_by_dropping_the_king_on_its_rook_or_two_squares_aside() {
        let fen = "r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3K2R w KQkq - 0 1";
        let mut s = BoardState::new(movable(fen));
        let dests = s.movable.dests_from(sq("e1"));
        for d in ["c1", "d1", "f1", "g1", "a1", "h1"] {
            assert!(dests.contains(sq(d)), "{d}");
        }
        s.pointer_down(sq("e1"), Point::new(0.0, 0.0));
        s.pointer_move(Point::new(100.0, 0.0));
        assert_eq!(s.pointer_up(Some(sq("h1")), Point::new(150.0, 0.0)), mv("e1", "h1"));
        let mut s = BoardState::new(movable(fen));
        s.click(sq("e1"));
        assert_eq!(s.click(sq("c1")), mv("e1", "c1"));
        // Clicking the rook with the king selected also castles (as on lichess).
        let mut s = BoardState::new(movable(fen));
        s.click(sq("e1"));
        assert_eq!(s.click(sq("a1")), mv("e1", "a1"));
    }

    #[test]
    fn promotion_pending_then_chosen() {
        let mut s = BoardState::new(movable("8/4P3/8/8/8/8/k7/4K3 w - - 0 1"));
        s.click(sq("e7"));
        assert_eq!(s.click(sq("e8")), Action::None);
        assert_eq!(s.promotion, Some(PendingPromotion { from: sq("e7"), to: sq("e8"), color: Color::White }));
        assert_eq!(s.choose_promotion(Role::King), Action::None, "a king is no choice");
        assert!(s.promotion.is_some());
        assert_eq!(s.choose_promotion(Role::Knight), Action::Play(Move::new(sq("e7"), sq("e8"), Some(Role::Knight))));
        assert_eq!(s.promotion, None);
        assert_eq!(s.selected, None);
    }

    #[test]
    fn promotion_by_drag_and_capture() {
        let mut s = BoardState::new(movable("3r4/4P3/8/8/8/8/k7/4K3 w - - 0 1"));
        s.pointer_down(sq("e7"), Point::new(0.0, 0.0));
        s.pointer_move(Point::new(-50.0, -50.0));
        assert_eq!(s.pointer_up(Some(sq("d8")), Point::new(-50.0, -50.0)), Action::None);
        assert_eq!(s.promotion.map(|p| p.to), Some(sq("d8")));
        assert_eq!(s.drag, None);
        assert_eq!(s.choose_promotion(Role::Queen), Action::Play(Move::new(sq("e7"), sq("d8"), Some(Role::Queen))));
    }

    #[test]
    fn promotion_cancelled_by_escape_by_a_press_outside_or_explicitly() {
        let fen = "8/1k2P3/8/8/8/8/8/4K3 b - - 0 1";
        let black_then_white = movable("8/1k2P3/8/8/8/8/8/4K3 w - - 0 1");
        let _ = fen;
        for how in 0..3 {
            let mut s = BoardState::new(black_then_white.clone());
            s.click(sq("e7"));
            s.click(sq("e8"));
            assert!(s.promotion.is_some());
            match how {
                0 => s.escape(),
                1 => assert_eq!(s.pointer_down(sq("a1"), Point::default()), Action::None),
                _ => s.cancel_promotion(),
            }
            assert_eq!(s.promotion, None, "case {how}");
            assert_eq!(s.selected, None);
            assert_eq!(s.drag, None);
            assert_eq!(s.movable, black_then_white, "the position is untouched");
            // And the pawn can move again afterwards.
            s.click(sq("e7"));
            s.click(sq("e8"));
            assert_eq!(s.choose_promotion(Role::Rook), Action::Play(Move::new(sq("e7"), sq("e8"), Some(Role::Rook))));
        }
    }

    #[test]
    fn illegal_attempt_of_a_pinned_piece_is_refused() {
        // The knight on d2 is pinned by the bishop on b4.
        let mut s = BoardState::new(movable("4k3/8/8/8/1b6/8/3N4/4K3 w - - 0 1"));
        assert!(s.movable.dests_from(sq("d2")).is_empty());
        s.click(sq("d2"));
        assert_eq!(s.click(sq("f3")), Action::Refused { from: sq("d2"), to: Some(sq("f3")) });
    }

    #[test]
    fn a_new_position_clears_selection_drag_and_promotion() {
        let mut s = start();
        s.click(sq("e2"));
        s.pointer_down(sq("g1"), Point::default());
        s.set_movable(movable("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1"));
        assert_eq!((s.selected, s.drag, s.promotion), (None, None, None));
    }

    #[test]
    fn nothing_moves_once_the_game_is_over() {
        let mut s = BoardState::new(crate::movable_of(&Position::startpos(), false));
        assert_eq!(s.click(sq("e2")), Action::Refused { from: sq("e2"), to: None });
        assert_eq!(s.selected, None);
    }

    #[test]
    fn flip_and_keyboard_cursor() {
        let mut s = start();
        s.move_cursor(0, 0);
        assert_eq!(s.cursor, Some(sq("e2")));
        s.move_cursor(1, 1);
        assert_eq!(s.cursor, Some(sq("f3")));
        s.flip();
        assert_eq!(s.orientation, Color::Black);
        s.move_cursor(1, 1);
        assert_eq!(s.cursor, Some(sq("e2")), "right and up on screen are left and down for Black");
        s.move_cursor(-9, -9);
        assert_eq!(s.cursor, Some(sq("h8")), "clamped at the edge");
    }

    #[test]
    fn click_only_never_drags() {
        let mut s = start();
        s.input = MoveInput::Click;
        s.pointer_down(sq("e2"), Point::new(0.0, 0.0));
        assert!(!s.pointer_move(Point::new(0.0, -100.0)), "the piece does not follow the pointer");
        assert!(!s.is_dragging());
        assert_eq!(s.pointer_up(Some(sq("e4")), Point::new(0.0, -100.0)), Action::None, "no drop");
        assert_eq!(s.selected, Some(sq("e2")), "the press still selected the piece");
        // Click-click works.
        s.pointer_down(sq("e4"), Point::default());
        assert_eq!(s.selected, None);
        let mut s = start();
        s.input = MoveInput::Click;
        s.pointer_down(sq("e2"), Point::default());
        s.pointer_up(Some(sq("e2")), Point::default());
        assert_eq!(s.pointer_down(sq("e4"), Point::default()), mv("e2", "e4"));
    }

    #[test]
    fn drag_only_never_moves_by_click() {
        let mut s = start();
        s.input = MoveInput::Drag;
        s.pointer_down(sq("e2"), Point::default());
        assert_eq!(s.selected, Some(sq("e2")), "shown while held");
        assert_eq!(s.pointer_up(Some(sq("e2")), Point::default()), Action::None);
        assert_eq!(s.selected, None, "a press without a drag selects nothing");
        assert_eq!(s.pointer_down(sq("e4"), Point::default()), Action::None, "no click-move");
        s.pointer_up(Some(sq("e4")), Point::default());
        // Drag and drop works, and is remembered as a drop.
        s.pointer_down(sq("e2"), Point::new(0.0, 0.0));
        assert!(s.pointer_move(Point::new(0.0, -100.0)));
        assert_eq!(s.pointer_up(Some(sq("e4")), Point::new(0.0, -100.0)), mv("e2", "e4"));
        assert_eq!(s.last_drop, Some(sq("e2")));
        // The keyboard still works.
        let mut s = start();
        s.input = MoveInput::Drag;
        s.click(sq("g1"));
        assert_eq!(s.click(sq("f3")), mv("g1", "f3"));
        assert_eq!(s.input, MoveInput::Drag);
    }

    #[test]
    fn both_modes_by_default() {
        let mut s = start();
        assert_eq!(s.input, MoveInput::Both);
        s.pointer_down(sq("e2"), Point::default());
        s.pointer_up(Some(sq("e2")), Point::default());
        assert_eq!(s.pointer_down(sq("e4"), Point::default()), mv("e2", "e4"));
        assert_eq!(s.last_drop, None, "a click-move is no drop");
    }

    #[test]
    fn restricted_moves_bind_the_player_to_one_piece() {
        let mut s = start();
        s.pointer_down(sq("g1"), Point::default());
        s.pointer_up(Some(sq("g1")), Point::default());
        let mut m = s.movable.clone();
        m.retain(|from, _| from == sq("g1"));
        assert!(m.restricted);
        s.restrict(m);
        assert_eq!(s.selected, Some(sq("g1")), "the bound piece stays selected");
        assert_eq!(s.click(sq("e2")), Action::Refused { from: sq("e2"), to: None });
        assert_eq!(s.selected, Some(sq("g1")));
        assert_eq!(s.click(sq("f3")), mv("g1", "f3"));
        // A restriction dropping the selected piece drops the selection.
        let mut s = start();
        s.click(sq("e2"));
        let mut m = s.movable.clone();
        m.retain(|from, to| from == sq("g1") && to == sq("f3"));
        s.restrict(m);
        assert_eq!(s.selected, None);
        assert_eq!(s.movable.dests_from(sq("g1")), Bitboard::from_square(sq("f3")));
        assert!(s.movable.dests_from(sq("e2")).is_empty());
    }

    #[test]
    fn restriction_keeps_promotions_in_step() {
        let mut m = movable("1r2k3/P7/8/8/8/8/8/4K3 w - - 0 1");
        m.retain(|_, to| to == sq("b8"));
        assert_eq!(m.promotions[sq("a7").index()], Bitboard::from_square(sq("b8")));
    }

    #[test]
    fn a_final_promotion_cannot_be_cancelled() {
        let mut s = BoardState::new(movable("8/4P3/8/8/8/8/k7/4K3 w - - 0 1"));
        s.promotion_final = true;
        s.click(sq("e7"));
        s.click(sq("e8"));
        assert!(s.promotion.is_some());
        s.escape();
        s.cancel_promotion();
        assert_eq!(s.pointer_down(sq("a1"), Point::default()), Action::None);
        assert!(s.promotion.is_some(), "still waiting for the choice");
        assert_eq!(s.choose_promotion(Role::Queen), Action::Play(Move::new(sq("e7"), sq("e8"), Some(Role::Queen))));
    }
}
