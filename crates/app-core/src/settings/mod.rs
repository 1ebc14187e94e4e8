//! Settings: the app-wide settings ([`preferences`]), the PIN that locks one of them
//! ([`pin_lock`]), and the choices of the new-game dialog, remembered between visits
//! ([`new_game`]).

pub mod new_game;
pub mod pin_lock;
pub mod preferences;

pub use new_game::NewGamePrefs;
pub use pin_lock::{PinError, PinLock};
pub use preferences::{AnimationSpeed, BlunderGuard, ColorScheme, PauseWhenHidden, Settings};
