//! Settings: the choices of the new-game dialog, remembered between visits ([`new_game`]).
//! The app-wide settings are saved with the game ([`crate::Settings`]).

pub mod new_game;

pub use new_game::NewGamePrefs;
