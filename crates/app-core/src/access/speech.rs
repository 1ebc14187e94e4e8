//! What the board says: a square's accessible name, a played move, the game's end, and the
//! answers of the keyboard commands. Each is a pure function of the rules core's facts and the
//! catalog `c`, whose language it speaks.

use super::current::access_texts;
use crate::clock::chess_clock::{format_clock, Clock};
use crate::i18n::{fill, termination_index, Catalog};
use kaissa_rules::{Bitboard, CastlingSide, Color, Move, Outcome, Piece, Position, Role, Square};

/// The states a square shows besides what stands on it, each said after its name.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub struct SquareMarks {
    /// The piece on it is picked up (selected).
    pub selected: bool,
    /// A legal destination of the selected piece.
    pub dest: bool,
    /// The last move left from or arrived on it.
    pub last_move: bool,
    /// The king on it is in check.
    pub check: bool,
    /// A lesson's star is still to be reached there.
    pub target: bool,
}

/// The name of a piece with its colour: "white pawn", ru "белая пешка".
#[must_use]
pub fn piece_words(c: &Catalog, piece: Piece) -> &'static str {
    access_texts(c).pieces[piece.color.index()][piece.role.index()]
}

/// The accessible name of square `sq` in `pos`: its coordinate, what stands there ("e4, white
/// pawn", "f6, empty") and its `marks` in the order selected, legal move (or legal capture, where
/// a piece stands), last move, in check: "e1, white king, in check".
#[must_use]
pub fn square_name(c: &Catalog, pos: &Position, sq: Square, marks: SquareMarks) -> String {
    square_name_with(c, sq, pos.board().piece_at(sq), marks)
}

/// [`square_name`] for a square holding `piece`: for a board known by its pieces (the page's
/// squares, read from the DOM) rather than a position.
#[must_use]
pub fn square_name_with(c: &Catalog, sq: Square, piece: Option<Piece>, marks: SquareMarks) -> String {
    let w = access_texts(c);
    let square = sq.to_string();
    let mut out = match piece {
        Some(p) => fill(w.square_piece, &[("square", &square), ("piece", piece_words(c, p))]),
        None => fill(w.square_empty, &[("square", &square)]),
    };
    // A destination with a piece on it is a capture: said as such, it needs no second look.
    let dest = if piece.is_some() { w.marks[2] } else { w.marks[1] };
    let states = [
        (marks.selected, w.marks[0]),
        (marks.dest, dest),
        (marks.last_move, w.marks[3]),
        (marks.check, w.marks[4]),
        (marks.target, w.marks[5]),
    ];
    for (_, mark) in states.into_iter().filter(|(on, _)| *on) {
        out.push_str(", ");
        out.push_str(mark);
    }
    out
}

/// One sentence for move `mv` (legal in `before`), as the live region says it: who moved, the
/// piece, from where to where, what it took, castling, en passant and promotion, and check,
/// checkmate or stalemate in the position after it. "White: knight from g1 to f3", "Black:
/// bishop from c5 takes knight on f2, check", "White castles kingside".
#[must_use]
pub fn announce_move(c: &Catalog, before: &Position, mv: Move) -> String {
    let w = access_texts(c);
    let after = before.after(mv);
    let mut then = String::new();
    if let Some(role) = mv.promotion().filter(|r| r.is_promotion_target() && *r != Role::Pawn) {
        then.push_str(w.promotions[role.index() - 1]);
    }
    if after.is_checkmate() {
        then.push_str(w.statuses[1]);
    } else if after.is_check() {
        then.push_str(w.statuses[0]);
    } else if after.is_stalemate() {
        then.push_str(w.statuses[2]);
    }
    let color = c.color(before.turn());
    let (from, to) = (mv.from().to_string(), mv.to().to_string());
    let role = before.moved_role(mv).unwrap_or(Role::Pawn);
    let base = [("color", color), ("then", then.as_str()), ("from", from.as_str()), ("to", to.as_str())];
    if let Some(side) = before.castling_side(mv) {
        return fill(w.castles[usize::from(side == CastlingSide::QueenSide)], &base);
    }
    if before.is_en_passant(mv) {
        let taken = Square::from_coords(mv.to().file(), mv.from().rank()).to_string();
        return fill(w.move_en_passant, &[base.as_slice(), &[("taken", &taken)]].concat());
    }
    let role_word = c.role(role);
    match before.board().role_at(mv.to()) {
        Some(captured) => fill(
            w.move_capture,
            &[base.as_slice(), &[("role", role_word), ("captured", c.roles[captured.index()].acc)]].concat(),
        ),
        None => fill(w.move_quiet, &[base.as_slice(), &[("role", role_word)]].concat()),
    }
}

/// The game's end and its reason, to announce: "Game over. Checkmate. White wins" (the reason and
/// the result are the catalog's).
#[must_use]
pub fn announce_end(c: &Catalog, outcome: Outcome) -> String {
    let who = match outcome.winner {
        Some(color) => fill(c.wins, &[("color", c.color(color))]),
        None => c.draw.to_owned(),
    };
    let why = c.terminations[termination_index(outcome.termination)];
    fill(access_texts(c).game_over, &[("why", why), ("who", &who)])
}

/// The low-time warning for `color`, with `ms` left: "White: little time left (0:59)".
#[must_use]
pub fn announce_low_time(c: &Catalog, color: Color, ms: f64) -> String {
    fill(access_texts(c).low_time, &[("color", c.color(color)), ("time", &format_clock(ms))])
}

/// The squares of `bb` as a list ("a1 and h1").
fn square_list(c: &Catalog, bb: Bitboard) -> String {
    let squares: Vec<String> = bb.squares().map(|sq| sq.to_string()).collect();
    c.list(&squares)
}

/// Where `color`'s pieces stand, grouped by kind from the king down to the pawns: "White: king on
/// e1, queen on d1, rooks on a1 and h1, …" (the `p` and `o` commands).
#[must_use]
pub fn pieces_of(c: &Catalog, pos: &Position, color: Color) -> String {
    let w = access_texts(c);
    let groups: Vec<String> = [Role::King, Role::Queen, Role::Rook, Role::Bishop, Role::Knight, Role::Pawn]
        .into_iter()
        .filter_map(|role| {
            let bb = pos.board().by_piece(Piece::new(color, role));
            let forms = w.groups[role.index()];
            match bb.count() {
                0 => None,
                1 => Some(fill(forms[0], &[("squares", &square_list(c, bb))])),
                _ => Some(fill(forms[1], &[("squares", &square_list(c, bb))])),
            }
        })
        .collect();
    fill(w.pieces_of, &[("color", c.color(color)), ("pieces", &groups.join(", "))])
}

/// The pieces of both colours that attack square `sq` (White's first, each by square): "e4 is
/// attacked by: black knight on f6 and white bishop on d3", or "No piece attacks e4" (the `a`
/// command). A piece attacks a square it could capture on, whether or not it may legally move
/// there (a pinned piece still attacks).
#[must_use]
pub fn attackers_of(c: &Catalog, pos: &Position, sq: Square) -> String {
    let w = access_texts(c);
    let board = pos.board();
    let names: Vec<String> = [Color::White, Color::Black]
        .into_iter()
        .flat_map(|color| board.attackers(sq, color, board.occupied()).squares())
        .filter_map(|from| board.piece_at(from).map(|p| (from, p)))
        .map(|(from, p)| fill(w.piece_at, &[("piece", piece_words(c, p)), ("square", &from.to_string())]))
        .collect();
    let square = sq.to_string();
    if names.is_empty() {
        fill(w.attacked_by_none, &[("square", &square)])
    } else {
        fill(w.attacked_by, &[("square", &square), ("pieces", &c.list(&names))])
    }
}

/// Whose turn it is: the catalog's "White to move", or its "White is in check" (the `t` command).
#[must_use]
pub fn turn(c: &Catalog, pos: &Position) -> String {
    let template = if pos.is_check() { c.in_check } else { c.to_move };
    fill(template, &[("color", c.color(pos.turn()))])
}

/// The time on both clocks at `now_ms`, as the faces show it: "White has 4:32, Black has 5:00";
/// a game without a clock says so (the `c` command).
#[must_use]
pub fn clocks(c: &Catalog, clock: Option<&Clock>, now_ms: f64) -> String {
    let w = access_texts(c);
    match clock {
        Some(clock) if clock.time_control().is_timed() => {
            let time = |color| format_clock(clock.remaining(color, now_ms));
            fill(w.clocks, &[("white", &time(Color::White)), ("black", &time(Color::Black))])
        }
        _ => w.no_clock.to_owned(),
    }
}
