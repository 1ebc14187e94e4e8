//! The keyboard commands that speak about the position without moving the focus, and the board's
//! own keys: what the `?` list says. The keys are the same in every language (they are the keys'
//! names, as `KeyboardEvent.key` gives them); what they do is said in the catalog's language.

use super::current::access_texts;
use crate::i18n::Catalog;

/// A command that speaks about the position (the focus stays where it is).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Command {
    /// `p`: where the pieces of the person at the board are (the side at the bottom).
    MyPieces,
    /// `o`: where the opponent's pieces are.
    OpponentPieces,
    /// `a`: which pieces, of both colours, attack the focused square.
    Attackers,
    /// `t`: whose turn it is.
    Turn,
    /// `c`: the time on both clocks.
    Clocks,
    /// `?`: shows the list of keys ([`help`]) in a dialog (nothing is said: the dialog is read).
    Help,
}

impl Command {
    /// Every command, in the order of [`KEYS`].
    pub const ALL: [Command; 6] =
        [Command::MyPieces, Command::OpponentPieces, Command::Attackers, Command::Turn, Command::Clocks, Command::Help];

    /// The command's key (`KeyboardEvent.key`).
    #[must_use]
    pub const fn key(self) -> &'static str {
        KEYS[self as usize]
    }

    /// The command of a pressed key (`KeyboardEvent.key`), with no modifier but Shift: `p`, `P`
    /// and `?` are commands; the board's own keys are not.
    #[must_use]
    pub fn from_key(key: &str) -> Option<Command> {
        let key = key.to_ascii_lowercase();
        Command::ALL.into_iter().find(|c| c.key() == key)
    }
}

/// The keys the `?` list names: the six [`Command`]s, then the board's own keys (arrows,
/// Home/End, Page Up/Page Down, Enter/Space, Escape), none of which a command uses.
pub const KEYS: [&str; 11] =
    ["p", "o", "a", "t", "c", "?", "← ↑ → ↓", "Home / End", "Page Up / Page Down", "Enter / Space", "Escape"];

/// The `?` list: each key and what it does, in the catalog's language.
#[must_use]
pub fn help(c: &Catalog) -> Vec<(&'static str, &'static str)> {
    KEYS.into_iter().zip(access_texts(c).help).collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::{static_catalog, EN};
    use crate::language::lang::Lang;

    #[test]
    fn keys_and_the_list() {
        assert_eq!(Command::from_key("P"), Some(Command::MyPieces));
        assert_eq!(Command::from_key("?"), Some(Command::Help));
        assert_eq!(Command::from_key("c"), Some(Command::Clocks));
        for key in ["ArrowUp", "Home", "End", "PageUp", "PageDown", "Enter", " ", "Escape", "x"] {
            assert_eq!(Command::from_key(key), None, "{key}");
        }
        for c in Command::ALL {
            assert_eq!(Command::from_key(c.key()), Some(c));
        }
        let list = help(&EN);
        assert_eq!(list.len(), 11);
        assert_eq!(list[0], ("p", "say where my pieces are"));
        assert_eq!(list[5], ("?", "show this list"));
        assert_eq!(list[10], ("Escape", "put the piece back"));
        for lang in Lang::ALL {
            let w = access_texts(static_catalog(lang));
            for text in w.help.iter().chain([&w.help_title, &w.help_intro, &w.help_open, &w.help_close]) {
                assert!(!text.is_empty() && !text.contains(['{', '}']), "{lang}: {text}");
            }
            assert!(w.help_open.contains('?'), "{lang}: the button says its key");
        }
    }
}
