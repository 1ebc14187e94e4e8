//! The board editor ("Set up a position"): a position built by hand — pieces placed, moved and
//! removed, the side to move and the castling rights chosen — checked live by the rules core,
//! and the choices for the game started from it.
//!
//! The editor holds an unvalidated [`Setup`] and never refuses an edit: a second white king or a
//! pawn on the first row can be placed, because a position is usually built through such states
//! (and a FEN typed in may describe one). What is wrong is listed instead ([`Editor::problems`],
//! every [`PositionProblem`] the rules core finds), and nothing starts until the list is empty
//! ([`Editor::start`]).
//!
//! Castling rights are kept consistent with the pieces: a right is only *available* while that
//! king and that rook stand on their home squares, and the rights written into the position are
//! the ones wanted *and* available. The wish is remembered, so a rook dragged away and back gets
//! its right back, as in lichess's editor. There is no en passant square (a position set up by
//! hand has no last move).

use crate::settings::new_game::{ColorChoice, NewGamePrefs, Opponent, LEVELS};
use crate::TimeControl;
use kaissa_rules::{
    Board, CastlingRights, CastlingSide, Color, ParseFenError, Piece, Position, PositionError, PositionProblem, Role,
    Setup, Square,
};
use serde::{Deserialize, Serialize};

#[cfg(test)]
mod tests;

/// What a tap on a square does.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Tool {
    /// Puts this piece there (a tap on the same piece takes it away again).
    Piece(Piece),
    /// Takes away the piece there.
    Erase,
    /// Moves pieces: a tap picks a piece up, the next tap puts it down (dragging works with
    /// every tool).
    Hand,
}

impl Tool {
    /// The palette's piece tools, white then black, king first (lichess's order).
    pub const PIECES: [Piece; 12] = {
        let roles = [Role::King, Role::Queen, Role::Rook, Role::Bishop, Role::Knight, Role::Pawn];
        let mut out = [Piece::new(Color::White, Role::King); 12];
        let mut i = 0;
        while i < 6 {
            out[i] = Piece::new(Color::White, roles[i]);
            out[i + 6] = Piece::new(Color::Black, roles[i]);
            i += 1;
        }
        out
    };
}

/// The castling rights in the order of a FEN and of the editor's buttons, with their FEN letter
/// (`data-right`).
pub const RIGHTS: [(Color, CastlingSide, char); 4] = [
    (Color::White, CastlingSide::KingSide, 'K'),
    (Color::White, CastlingSide::QueenSide, 'Q'),
    (Color::Black, CastlingSide::KingSide, 'k'),
    (Color::Black, CastlingSide::QueenSide, 'q'),
];

/// The position being built and how the editor is being used.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Editor {
    board: Board,
    turn: Color,
    /// The rights asked for; [`Editor::rights`] keeps only those the pieces allow.
    wanted: CastlingRights,
    halfmove_clock: u32,
    fullmoves: u32,
    /// What a tap does.
    pub tool: Tool,
    /// Which side is at the bottom of the editor's board.
    pub orientation: Color,
    /// With the hand tool: the square of the piece picked up, waiting for where it goes.
    pub held: Option<Square>,
    /// The keyboard's square (arrows move it, Enter acts like a tap), if the keys were used.
    pub cursor: Option<Square>,
}

impl Default for Editor {
    fn default() -> Editor {
        Editor::from_setup(Setup::startpos())
    }
}

impl Editor {
    /// The editor on `fen` (the position on the Play board); a FEN that cannot be read (it
    /// never should: it is the board's own) gives the start position.
    #[must_use]
    pub fn new(fen: &str) -> Editor {
        Setup::from_fen(fen).map(Editor::from_setup).unwrap_or_default()
    }

    /// The editor on `setup`, with its pieces, side to move and castling rights (the en passant
    /// square is dropped: see the module's documentation).
    #[must_use]
    pub fn from_setup(setup: Setup) -> Editor {
        Editor {
            board: setup.board,
            turn: setup.turn,
            wanted: setup.castling,
            halfmove_clock: setup.halfmove_clock,
            fullmoves: setup.fullmoves.max(1),
            tool: Tool::Hand,
            orientation: Color::White,
            held: None,
            cursor: None,
        }
    }

    /// Puts `setup` on the editor's board, keeping the tool and the board's orientation.
    pub fn load(&mut self, setup: Setup) {
        *self =
            Editor { tool: self.tool, orientation: self.orientation, cursor: self.cursor, ..Editor::from_setup(setup) };
    }

    /// The start position.
    pub fn start_position(&mut self) {
        self.load(Setup::startpos());
    }

    /// An empty board, White to move. Every castling right stays wanted, so a king and rook put
    /// on their squares can castle, as in a FEN typed with `KQkq`.
    pub fn clear(&mut self) {
        self.load(Setup { castling: CastlingRights::ALL, ..Setup::empty() });
    }

    /// Reads `fen` into the editor; a FEN that cannot be read changes nothing and says why. A
    /// FEN that reads but describes an impossible position is loaded: its problems are listed.
    pub fn load_fen(&mut self, fen: &str) -> Result<(), ParseFenError> {
        let setup = Setup::from_fen(fen)?;
        self.load(setup);
        Ok(())
    }

    /// The piece on `sq`.
    #[must_use]
    pub fn piece_at(&self, sq: Square) -> Option<Piece> {
        self.board.piece_at(sq)
    }

    /// Every square's piece, by square index.
    #[must_use]
    pub fn pieces(&self) -> [Option<Piece>; 64] {
        let mut out = [None; 64];
        for (sq, piece) in self.board.pieces() {
            out[sq.index()] = Some(piece);
        }
        out
    }

    /// Puts `piece` on `sq` (replacing what stood there).
    pub fn place(&mut self, sq: Square, piece: Piece) {
        self.board.set(sq, Some(piece));
        self.held = None;
    }

    /// Takes away the piece on `sq`, if any.
    pub fn remove(&mut self, sq: Square) {
        self.board.set(sq, None);
        self.held = None;
    }

    /// A piece dragged from `from` and dropped on `to` (replacing what stood there), or off the
    /// board (`None`), which takes it away. Nothing happens if `from` is empty.
    pub fn move_piece(&mut self, from: Square, to: Option<Square>) {
        let Some(piece) = self.board.piece_at(from) else { return };
        self.board.set(from, None);
        if let Some(to) = to {
            self.board.set(to, Some(piece));
        }
        self.held = None;
    }

    /// Chooses the tool (a piece picked up by hand is put back).
    pub fn set_tool(&mut self, tool: Tool) {
        self.tool = tool;
        self.held = None;
    }

    /// A tap (or Enter) on `sq`, done with the current tool.
    pub fn tap(&mut self, sq: Square) {
        match self.tool {
            Tool::Piece(piece) if self.board.piece_at(sq) == Some(piece) => self.remove(sq),
            Tool::Piece(piece) => self.place(sq, piece),
            Tool::Erase => self.remove(sq),
            Tool::Hand => match self.held {
                Some(from) if from == sq => self.held = None,
                Some(from) => self.move_piece(from, Some(sq)),
                None => self.held = self.board.piece_at(sq).map(|_| sq),
            },
        }
    }

    /// Turns the editor's board around.
    pub fn flip(&mut self) {
        self.orientation = !self.orientation;
    }

    /// Moves the keyboard's square by `dx` files and `dy` ranks as seen on the screen (right and
    /// up are positive); the first key puts it on the bottom-left corner.
    pub fn move_cursor(&mut self, dx: i32, dy: i32) {
        let (dx, dy) = self.orientation.fold((dx, dy), (-dx, -dy));
        self.cursor = Some(match self.cursor {
            None => self.orientation.fold(Square::A1, Square::H8),
            Some(sq) => sq.offset(dx, dy).unwrap_or(sq),
        });
    }

    /// The side to move.
    #[must_use]
    pub fn turn(&self) -> Color {
        self.turn
    }

    /// Chooses the side to move.
    pub fn set_turn(&mut self, turn: Color) {
        self.turn = turn;
    }

    /// Whether `color` could castle on `side`: that king and that rook are on their squares.
    #[must_use]
    pub fn castle_available(&self, color: Color, side: CastlingSide) -> bool {
        let s = side.squares(color);
        self.board.piece_at(s.king_from) == Some(Piece::new(color, Role::King))
            && self.board.piece_at(s.rook_from) == Some(Piece::new(color, Role::Rook))
    }

    /// Whether the position gives `color` the right to castle on `side` (wanted and available).
    #[must_use]
    pub fn can_castle(&self, color: Color, side: CastlingSide) -> bool {
        self.wanted.has(color, side) && self.castle_available(color, side)
    }

    /// Switches a castling right on or off; an unavailable one stays off (the button for it is
    /// disabled), so that no wish is changed unseen.
    pub fn toggle_castle(&mut self, color: Color, side: CastlingSide) {
        if !self.castle_available(color, side) {
            return;
        }
        self.wanted =
            if self.wanted.has(color, side) { self.wanted.without(color, side) } else { self.wanted.with(color, side) };
    }

    /// The castling rights the position has.
    #[must_use]
    pub fn rights(&self) -> CastlingRights {
        RIGHTS.iter().fold(CastlingRights::NONE, |rights, &(color, side, _)| {
            if self.can_castle(color, side) {
                rights.with(color, side)
            } else {
                rights
            }
        })
    }

    /// The position as built, unchecked.
    #[must_use]
    pub fn setup(&self) -> Setup {
        Setup {
            board: self.board,
            turn: self.turn,
            castling: self.rights(),
            ep_square: None,
            halfmove_clock: self.halfmove_clock,
            fullmoves: self.fullmoves,
        }
    }

    /// The position as FEN (also when it is impossible: the FEN field always shows the board).
    #[must_use]
    pub fn fen(&self) -> String {
        self.setup().fen()
    }

    /// The position, checked by the rules core.
    pub fn position(&self) -> Result<Position, PositionError> {
        Position::from_setup(self.setup())
    }

    /// Everything the rules core finds wrong with the position, in its fixed order; empty when a
    /// game can start from it.
    #[must_use]
    pub fn problems(&self) -> Vec<PositionProblem> {
        self.position().err().map(|e| e.problems().to_vec()).unwrap_or_default()
    }

    /// The game to start: the position's FEN and the new game's choices, or the position's
    /// problems while there are any.
    pub fn start(&self, choices: &StartChoices) -> Result<EditorStart, PositionError> {
        let position = self.position()?;
        Ok(EditorStart { fen: position.fen(), prefs: choices.prefs(self.turn) })
    }
}

/// The editor's choices for the game it starts: against whom, at which level, and which side
/// the person plays against the computer.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct StartChoices {
    /// Against whom.
    pub opponent: Opponent,
    /// The computer's level, 1–10.
    pub level: u8,
    /// The person's side against the computer; `None` follows the side to move (the usual wish:
    /// "I set up my position and want to play it").
    pub color: Option<Color>,
}

impl StartChoices {
    /// The choices to offer first: the opponent and level of the last new game (`saved`), the
    /// side to move for the person.
    #[must_use]
    pub fn from_saved(saved: &NewGamePrefs) -> StartChoices {
        StartChoices { opponent: saved.opponent, level: saved.level.clamp(*LEVELS.start(), *LEVELS.end()), color: None }
    }

    /// The side the person plays against the computer when `turn` is to move.
    #[must_use]
    pub fn human(&self, turn: Color) -> Color {
        self.color.unwrap_or(turn)
    }

    /// The new game's choices: no clock (the position's own pace is not known), the person's
    /// side settled.
    #[must_use]
    pub fn prefs(&self, turn: Color) -> NewGamePrefs {
        let color = self.human(turn).fold(ColorChoice::White, ColorChoice::Black);
        NewGamePrefs {
            opponent: self.opponent,
            color,
            level: self.level.clamp(*LEVELS.start(), *LEVELS.end()),
            tc: TimeControl::NONE,
            ..NewGamePrefs::default()
        }
    }

    /// `saved` with this opponent and level, to remember for the next new game (its colour and
    /// clock stay: the editor does not offer them as the dialog does).
    #[must_use]
    pub fn remembered(&self, saved: &NewGamePrefs) -> NewGamePrefs {
        NewGamePrefs { opponent: self.opponent, level: self.level.clamp(1, 10), ..saved.clone() }
    }
}

/// What the editor hands back when Start is pressed: a legal position and the new game's
/// choices ([`crate::modules::Answer::Editor`]).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct EditorStart {
    /// The position, as FEN (checked by the editor; the receiver reads it again).
    pub fen: String,
    /// Against whom, at which level, with which side (never random).
    pub prefs: NewGamePrefs,
}
