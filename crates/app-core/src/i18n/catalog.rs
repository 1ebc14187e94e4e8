//! The catalog's shape: every user-visible string of the app as a field of [`Catalog`] (so a
//! string missing from a language is a compile error), and the helpers that fill its templates.

use super::actions::Actions;
use super::saving::Saving;
use super::settings::SettingsTexts;
use kaissa_rules::{Color, Piece, Role, Square, Termination};

text_table! {
/// The words for one piece kind: a name to use after "the" and the plural.
#[derive(Copy, Clone, Debug)]
pub struct RoleWords {
    /// "knight".
    pub one: &'static str,
    /// The accusative ("коня", "žirgą"): a template names it as `{placeholder.acc}`, e.g. ru
    /// "не нападает на {target.acc}".
    pub acc: &'static str,
    /// How the piece moves, for a beginner.
    pub moves: &'static str,
}
}

text_table! {
/// Every user-visible string of the app in one language.
#[derive(Debug)]
pub struct Catalog {
    /// BCP 47 language tag (`<html lang>`).
    pub lang: &'static str,
    /// The loading screen's sentence when the app cannot start (no wasm, no network on a first
    /// visit). Second in the language file, where `src/boot.mjs` reads it: the app that would
    /// show it is what failed. `index.html` carries the English one for when no file came either.
    pub boot_failed: &'static str,
    /// The app's name.
    pub app_name: &'static str,
    /// Short tagline under the name.
    pub tagline: &'static str,
    /// "White", "Black" as a label (a button, a player's name): the side's name with a capital.
    pub colors: [&'static str; 2],
    /// The sides' names as they stand mid-sentence: lower-case in Russian, Lithuanian and Latvian
    /// ("сейчас ходят белые"), as English capitalises them ("White"). [`fill`] gives one its
    /// capital where it begins a sentence.
    pub sides: [&'static str; 2],
    /// Piece kinds, indexed by [`Role::index`].
    pub roles: [RoleWords; 6],
    /// "{color} {role}" for a piece, e.g. "white knight" (screen readers, dialog buttons).
    pub piece: &'static str,
    /// "the {role} on {square}".
    pub piece_on: &'static str,
    /// Joins the last two items of a list: " and ".
    pub and: &'static str,
    /// "{color} to move".
    pub to_move: &'static str,
    /// "{color} is in check".
    pub in_check: &'static str,
    /// Ending announcements, indexed like [`termination_index`].
    pub terminations: [&'static str; 11],
    /// "{color} wins".
    pub wins: &'static str,
    /// "Draw".
    pub draw: &'static str,
    /// The status line on the user's turn in a game against the computer: "Your move".
    pub your_move: &'static str,
    /// The same, the user's king in check: "Check! Your move".
    pub your_move_in_check: &'static str,
    /// The result's words when the user beat the computer: "You won!".
    pub you_won: &'static str,
    /// The result's words when the computer won: "The computer won".
    pub computer_won: &'static str,
    /// Move list heading.
    pub moves_heading: &'static str,
    /// Shown in an empty move list.
    pub no_moves: &'static str,
    /// Buttons.
    pub new_game: &'static str,
    /// Flip button.
    pub flip: &'static str,
    /// Take back button.
    pub takeback: &'static str,
    /// Claim-draw button, for a threefold repetition.
    pub claim_threefold: &'static str,
    /// Claim-draw button, for the fifty-move rule.
    pub claim_fifty: &'static str,
    /// Theme switch button's tooltip.
    pub theme: &'static str,
    /// Theme names.
    pub themes: [&'static str; 3],
    /// Start button.
    pub start: &'static str,
    /// Cancel button.
    pub cancel: &'static str,
    /// Promotion dialog title.
    pub promote_title: &'static str,
    /// Board label for screen readers.
    pub board_label: &'static str,
    /// Dismiss a message.
    pub dismiss: &'static str,
    /// The symbol on close buttons.
    pub close_symbol: &'static str,
    /// "{n}." before each move pair.
    pub move_number: &'static str,
    /// The status line once the game is over: "{why} · {who}".
    pub ending: &'static str,
    /// Button loading the FEN.
    pub load: &'static str,
    /// Shown while the computer chooses its move.
    pub thinking: &'static str,
    /// Button asking the computer again after a failure.
    pub engine_retry: &'static str,
    /// Reasons a move is refused, by [`kaissa_rules::IllegalMove::code`].
    pub reasons: Reasons,
    /// Resigning, draw offers and claims, reviewing, PGN/FEN, sounds (issue 5, during the game).
    pub actions: Actions,
    /// Time controls, clocks, the saved game and the history (issue 5, saved games).
    pub saving: Saving,
    /// The settings page, confirming moves, touch-move training (issue 5, settings).
    pub settings: SettingsTexts,
    /// The button that opens the board editor: "Set up a position". (The editor's other words
    /// are [`super::editor_texts`], which only the dialogs' module links.)
    pub editor_open: &'static str,
    /// Shown on the Play screen if the position the editor handed over could not be set up.
    pub editor_not_started: &'static str,
    /// Navigation (issue 6, Learn): the button to the Play page.
    pub nav_play: &'static str,
    /// Navigation (issue 6, Learn): the button to the Learn page.
    pub nav_learn: &'static str,
    /// Shown while the lessons' module is fetched, the first time the Learn page is opened.
    pub learn_loading: &'static str,
    /// The lessons' module could not be loaded: "{why}" is the technical reason.
    pub learn_failed: &'static str,
    /// Button fetching the lessons' module again after a failure.
    pub learn_retry: &'static str,
    /// Shown while the dialogs' module (the PGN dialogs) is fetched, the first time one opens.
    pub dialog_loading: &'static str,
    /// The dialogs' module could not be loaded: "{why}" is the technical reason.
    pub dialog_failed: &'static str,
    /// Button fetching the dialogs' module again after a failure.
    pub dialog_retry: &'static str,
    /// A new version of the app is ready (the notice never reloads by itself).
    pub update_ready: &'static str,
    /// The button that reloads into the new version.
    pub update_reload: &'static str,
    /// Every file is cached: the app works with no network from now on.
    pub offline_ready: &'static str,
    /// The button that installs the app (while the browser offers it).
    pub install_app: &'static str,
    /// The app's frame: welcome, menu, colour scheme, time controls.
    pub shell: super::shell::Shell,
}
}

text_table! {
/// Why a move is refused, in plain words. Placeholders: `{square}`, `{piece}` ("the bishop on
/// b5"), `{pieces}` (a list of those), `{color}`, `{owner}`, `{role}`.
#[derive(Debug)]
pub struct Reasons {
    /// The game is over.
    pub game_over: &'static str,
    /// No piece on the square.
    pub no_piece: &'static str,
    /// A piece of the side not to move: `{color}` to move, `{owner}` owns it.
    pub not_your_turn: &'static str,
    /// Start and end square are the same.
    pub same_square: &'static str,
    /// `{piece}` (own) on the target.
    pub own_piece_on_target: &'static str,
    /// The piece never moves like that; followed by how `{role}` moves.
    pub wrong_pattern: &'static str,
    /// `{role}` cannot jump over `{pieces}`.
    pub path_blocked: &'static str,
    /// A pawn blocked by `{piece}`.
    pub pawn_blocked_ahead: &'static str,
    /// Pawns go diagonally only to capture.
    pub pawn_captures_only_diagonally: &'static str,
    /// En passant only right after the double step of the pawn on `{square}`.
    pub en_passant_expired: &'static str,
    /// Pawns never go back or sideways.
    pub pawn_backwards: &'static str,
    /// Double step only from the start.
    pub pawn_double_step_not_from_start: &'static str,
    /// A promotion piece is needed.
    pub must_promote: &'static str,
    /// Not a promotion piece.
    pub invalid_promotion: &'static str,
    /// Moving leaves the king attacked by `{pieces}`.
    pub leaves_king_in_check: &'static str,
    /// In check from `{pieces}` and the move does not help.
    pub still_in_check: &'static str,
    /// The king would step into check from `{pieces}`.
    pub king_into_check: &'static str,
    /// Castling: the king moved.
    pub castle_king_moved: &'static str,
    /// Castling: that rook moved.
    pub castle_rook_moved: &'static str,
    /// Castling: the right was lost.
    pub castle_right_lost: &'static str,
    /// Castling: the way is blocked by `{pieces}`.
    pub castle_path_blocked: &'static str,
    /// Castling out of check.
    pub castle_in_check: &'static str,
    /// Castling through `{square}` attacked by `{pieces}`.
    pub castle_through_check: &'static str,
    /// Castling into check from `{pieces}`.
    pub castle_into_check: &'static str,
}
}

/// The position of a termination in [`Catalog::terminations`].
#[must_use]
pub const fn termination_index(t: Termination) -> usize {
    match t {
        Termination::Checkmate => 0,
        Termination::Stalemate => 1,
        Termination::InsufficientMaterial => 2,
        Termination::ThreefoldRepetition => 3,
        Termination::FivefoldRepetition => 4,
        Termination::FiftyMoves => 5,
        Termination::SeventyFiveMoves => 6,
        Termination::Resignation => 7,
        Termination::Agreement => 8,
        Termination::Timeout => 9,
        Termination::TimeoutInsufficient => 10,
    }
}

/// Fills `{name}` placeholders in a template. A placeholder written with a capital, `{Name}`,
/// takes the value with a capital: where a side's name ([`Catalog::sides`], lower-case in
/// Russian, Lithuanian and Latvian) begins a sentence, the template says so ("{Color} ходят", but
/// "Iet {color}", "Ar {other} sutinka?"). Marked in the data rather than found by looking for
/// the sentence's start, which would cost the start-up module code it has no room for.
#[must_use]
pub fn fill(template: &str, args: &[(&str, &str)]) -> String {
    let mut out = template.to_owned();
    for (name, value) in args {
        out = out.replace(&format!("{{{name}}}"), value).replace(&format!("{{{}}}", capital(name)), &capital(value));
    }
    out
}

/// `word` with its first letter in capitals. Only the basic Latin and Cyrillic letters are
/// known (every side's name begins with one; a test checks each catalog's): the full Unicode
/// upper-case table would cost the start-up module several kilobytes, which it does not have.
#[must_use]
pub(crate) fn capital(word: &str) -> String {
    let mut chars = word.chars();
    let Some(first) = chars.next() else { return String::new() };
    let upper = match first {
        'a'..='z' => first.to_ascii_uppercase(),
        'а'..='я' => char::from_u32(first as u32 - 0x20).unwrap_or(first),
        'ё' => 'Ё',
        other => other,
    };
    std::iter::once(upper).chain(chars).collect()
}

impl Catalog {
    /// "White" or "Black" as it stands mid-sentence ([`Catalog::sides`]; [`fill`] capitalises
    /// it at a sentence's start).
    #[must_use]
    pub fn color(&self, c: Color) -> &'static str {
        self.sides[c.index()]
    }

    /// The name of a piece kind ("knight").
    #[must_use]
    pub fn role(&self, r: Role) -> &'static str {
        self.roles[r.index()].one
    }

    /// "white knight".
    #[must_use]
    pub fn piece_name(&self, p: Piece) -> String {
        // Not `fill`: "white knight" is a name used inside sentences, never one's start.
        self.piece.replace("{color}", &self.color(p.color).to_lowercase()).replace("{role}", self.role(p.role))
    }

    /// "the knight on f3".
    #[must_use]
    pub fn piece_on(&self, role: Role, sq: Square) -> String {
        fill(self.piece_on, &[("role", self.role(role)), ("square", &sq.to_string())])
    }

    /// [`Catalog::piece_on`] in the accusative ("коня на f3"), for a `{….acc}` placeholder.
    #[must_use]
    pub fn piece_on_acc(&self, role: Role, sq: Square) -> String {
        fill(self.piece_on, &[("role", self.roles[role.index()].acc), ("square", &sq.to_string())])
    }

    /// "a, b and c".
    #[must_use]
    pub fn list(&self, items: &[String]) -> String {
        match items {
            [] => String::new(),
            [one] => one.clone(),
            [init @ .., last] => format!("{}{}{}", init.join(", "), self.and, last),
        }
    }
}
