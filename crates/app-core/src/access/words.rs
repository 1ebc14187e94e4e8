//! The shape of the spoken words' table: one [`AccessWords`] per language (`en.rs`, `ru.rs`,
//! `lt.rs`, `lv.rs` beside this file), chosen by [`access_texts`](crate::access::access_texts).
//!
//! Only `&'static str`s and arrays of them, like the catalog's tables, so that the table could
//! join a language file later. Colours, piece names in the nominative and accusative, the game's
//! endings and the reasons for a refused move are the [`Catalog`](crate::i18n::Catalog)'s; what is
//! here is what it lacks: whole sentences, and piece names in the forms the catalog has no field
//! for (with a colour adjective that agrees with the piece, in the plural, in the genitive or the
//! instrumental), each as a whole phrase per piece.

/// The words of the board's spoken descriptions in one language. Templates fill `{name}`
/// placeholders with [`crate::i18n::fill`].
#[derive(Debug)]
pub struct AccessWords {
    /// A piece with its colour, by colour ([`kaissa_rules::Color::index`]) then
    /// [`kaissa_rules::Role::index`]: "white pawn" (the adjective agrees with the piece: ru
    /// "белая пешка", "белый конь").
    pub pieces: [[&'static str; 6]; 2],
    /// A square with a piece: "{square}, {piece}" ("e4, white pawn").
    pub square_piece: &'static str,
    /// An empty square: "{square}, empty".
    pub square_empty: &'static str,
    /// A square's states, each added after a comma: selected, a legal destination (empty square),
    /// a legal capture (a piece stands there), part of the last move, the king in check, a
    /// lesson's star still to reach.
    pub marks: [&'static str; 6],
    /// A move to an empty square: "{Color}: {role} from {from} to {to}{then}". `{then}` is what
    /// follows (a promotion, then check or mate), each part starting with its comma.
    pub move_quiet: &'static str,
    /// A capture: "{Color}: {role} from {from} takes {captured} on {to}{then}", `{captured}` the
    /// captured piece's name in the catalog's accusative.
    pub move_capture: &'static str,
    /// En passant: "{Color}: pawn from {from} to {to}, takes the pawn on {taken} en passant{then}",
    /// `{taken}` the square the captured pawn stood on.
    pub move_en_passant: &'static str,
    /// Castling: kingside, queenside ("{Color} castles kingside{then}").
    pub castles: [&'static str; 2],
    /// A promotion, by the new piece (knight, bishop, rook, queen): ", promotes to queen".
    pub promotions: [&'static str; 4],
    /// After a move: check, checkmate, stalemate (", check").
    pub statuses: [&'static str; 3],
    /// The game's end: "Game over. {why}. {who}", `{why}` one of the catalog's terminations and
    /// `{who}` its "{Color} wins" or "Draw".
    pub game_over: &'static str,
    /// The low-time warning: "{Color}: little time left ({time})".
    pub low_time: &'static str,
    /// The clocks: "White has {white}, Black has {black}".
    pub clocks: &'static str,
    /// The answer to "the clocks" in a game without one.
    pub no_clock: &'static str,
    /// A side's pieces: "{Color}: {pieces}", `{pieces}` the groups of [`AccessWords::groups`].
    pub pieces_of: &'static str,
    /// One kind of piece and its squares, by [`kaissa_rules::Role::index`]: one piece, several
    /// ("rook on {squares}", "rooks on {squares}").
    pub groups: [[&'static str; 2]; 6],
    /// A piece and its square: "{piece} on {square}" ("black knight on f6").
    pub piece_at: &'static str,
    /// The pieces attacking a square, of both colours: "{square} is attacked by: {pieces}".
    pub attacked_by: &'static str,
    /// No piece attacks the square: "No piece attacks {square}".
    pub attacked_by_none: &'static str,
    /// The keyboard commands' list: its heading ("Keyboard commands").
    pub help_title: &'static str,
    /// What each key does, in [`KEYS`](crate::access::KEYS) order: the commands to hear the position
    /// (my pieces, the opponent's pieces, attackers of the focused square, whose turn, the clocks,
    /// this list), then the board's own keys (arrows, Home/End, Page Up/Page Down, Enter/Space,
    /// Escape).
    pub help: [&'static str; 11],
    /// The list's sentence under its heading: when the keys work.
    pub help_intro: &'static str,
    /// The button that opens the list (beside the move field), its `?` key said in it.
    pub help_open: &'static str,
    /// The button that closes the list.
    pub help_close: &'static str,
    /// A typed move refused: nothing typed.
    pub typed_empty: &'static str,
    /// A typed move refused: the other side is to move (in a lesson, while its reply comes).
    pub typed_wait: &'static str,
    /// A typed move refused: not a move in any notation ("{text}" is what was typed).
    pub typed_not_a_move: &'static str,
    /// A typed move refused: several pieces can make it ("{square}", "{pieces}" a list of the
    /// catalog's "the knight on b1", and "{example}" the move written to say which).
    pub typed_ambiguous: &'static str,
    /// A typed move refused: the side to move has no such piece, by [`kaissa_rules::Role::index`].
    pub typed_no_such_piece: [&'static str; 6],
    /// A typed move refused: none of the side's pieces of that kind can go to "{square}", by
    /// [`kaissa_rules::Role::index`].
    pub typed_none_can_go: [&'static str; 6],
    /// The move field's label (`data-testid="move-input"`).
    pub move_field: &'static str,
    /// What to type there, in the language's letters (shown in the empty field): short enough
    /// to show whole in a 320 px phone's field; the refusal of a typed non-move lists every form.
    pub move_field_hint: &'static str,
    /// The button that plays the typed move (Enter does too).
    pub move_field_play: &'static str,
}
