//! The app-wide settings (board, sounds, move input, takebacks and their PIN, touch-move, the
//! clocks on a hidden page), saved under `kaissa.v1.settings`.

use super::pin_lock::{PinError, PinLock};
use crate::board::state::MoveInput;
use crate::saving::value::SavedValue;
use serde::{Deserialize, Serialize};

/// The format version of the settings.
pub const VERSION: u32 = 1;

/// How pieces move on the board.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum AnimationSpeed {
    /// No animation.
    Off,
    /// Quick.
    Fast,
    /// The default.
    #[default]
    Normal,
    /// Slow, easy to follow.
    Slow,
}

deserialize_by_code!(AnimationSpeed { Off => "off", Fast => "fast", Normal => "normal", Slow => "slow" });

impl AnimationSpeed {
    /// The length of a move's animation in ms.
    #[must_use]
    pub const fn duration_ms(self) -> u32 {
        match self {
            AnimationSpeed::Off => 0,
            AnimationSpeed::Fast => 120,
            AnimationSpeed::Normal => 250,
            AnimationSpeed::Slow => 450,
        }
    }
}

/// When the clocks pause while the page is hidden.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum PauseWhenHidden {
    /// Never: the clocks run on (two players at one device may switch apps).
    Never,
    /// Against the computer (the default): the computer should not win on time while the
    /// player answers the door.
    #[default]
    VsComputer,
    /// Always.
    Always,
}

deserialize_by_code!(PauseWhenHidden { Never => "never", VsComputer => "vs_computer", Always => "always" });

impl PauseWhenHidden {
    /// Whether the clocks pause in a game against the computer (`vs_computer`) or not.
    #[must_use]
    pub const fn applies(self, vs_computer: bool) -> bool {
        match self {
            PauseWhenHidden::Never => false,
            PauseWhenHidden::VsComputer => vs_computer,
            PauseWhenHidden::Always => true,
        }
    }
}

/// The blunder guard (issue 23): before the learner's move is played against the computer, a
/// warning if it hangs a piece worth 3 or more or allows a mate in one or two.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum BlunderGuard {
    /// At the computer's levels 1–3 (the default): a beginner's levels.
    #[default]
    Beginner,
    /// At every level.
    Always,
    /// Never.
    Never,
}

deserialize_by_code!(BlunderGuard { Beginner => "beginner", Always => "always", Never => "never" });

impl BlunderGuard {
    /// The highest level the default guards: the levels a beginner plays at.
    pub const BEGINNER_LEVELS: u8 = 3;

    /// Whether the guard checks the moves of a game against the computer at `level`.
    #[must_use]
    pub const fn applies(self, level: u8) -> bool {
        match self {
            BlunderGuard::Beginner => level <= BlunderGuard::BEGINNER_LEVELS,
            BlunderGuard::Always => true,
            BlunderGuard::Never => false,
        }
    }
}

/// The page's colours: the system's light or dark setting, or one of them always.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum ColorScheme {
    /// Follow the system's setting (the default).
    #[default]
    System,
    /// Always light.
    Light,
    /// Always dark.
    Dark,
}

deserialize_by_code!(ColorScheme { System => "system", Light => "light", Dark => "dark" });

impl ColorScheme {
    /// Every choice, in the order Settings offers them.
    pub const ALL: [ColorScheme; 3] = [ColorScheme::System, ColorScheme::Light, ColorScheme::Dark];

    /// Whether the page is dark, given whether the system prefers dark.
    #[must_use]
    pub const fn is_dark(self, system_dark: bool) -> bool {
        match self {
            ColorScheme::System => system_dark,
            ColorScheme::Light => false,
            ColorScheme::Dark => true,
        }
    }

    /// The stable name (saved, and `data-scheme` in the DOM and Settings).
    #[must_use]
    pub const fn name(self) -> &'static str {
        match self {
            ColorScheme::System => "system",
            ColorScheme::Light => "light",
            ColorScheme::Dark => "dark",
        }
    }
}

/// The settings, remembered under `kaissa.v1.settings`. A field missing from a saved value (an
/// older version's) takes its default, so adding a setting needs no new version.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct Settings {
    /// The format version ([`VERSION`]).
    pub v: u32,
    /// Mark the legal destinations of the selected piece (default on).
    pub show_legal_moves: bool,
    /// Show the files and ranks along the board (default on).
    pub show_coordinates: bool,
    /// Piece animation.
    pub animation: AnimationSpeed,
    /// Sounds (default on).
    pub sounds: bool,
    /// The board's colour theme, as named in the CSS (`data-theme`).
    pub board_theme: String,
    /// How pieces are moved.
    pub move_input: MoveInput,
    /// Play a move only after a confirming tap (for young children; default off).
    pub confirm_moves: bool,
    /// Takebacks allowed (default on).
    pub takebacks: bool,
    /// The PIN lock on the takeback setting, if one is set.
    pub takeback_lock: Option<PinLock>,
    /// The touch-move training mode (default off).
    pub touch_move: bool,
    /// When the clocks pause while the page is hidden.
    pub pause_when_hidden: PauseWhenHidden,
    /// The page's colours (light, dark, or as the system says).
    pub scheme: ColorScheme,
    /// The language the person chose; `None` until they choose: the browser's then.
    pub language: Option<crate::language::lang::Lang>,
    /// How moves are written: the language's piece letters or figurines.
    pub notation: crate::language::notation::NotationStyle,
    /// When the blunder guard warns before a move against the computer.
    pub blunder_guard: BlunderGuard,
    /// The computer waits a person's moment before it shows its move (default on): an answer in
    /// a blink feels like a machine and leaves no time to see what happened. Off, it moves as
    /// soon as it has chosen (and the browser tests play without waiting).
    pub computer_pause: bool,
}

impl Default for Settings {
    fn default() -> Settings {
        Settings {
            v: VERSION,
            show_legal_moves: true,
            show_coordinates: true,
            animation: AnimationSpeed::Normal,
            sounds: true,
            board_theme: "green".to_owned(),
            move_input: MoveInput::Both,
            confirm_moves: false,
            takebacks: true,
            takeback_lock: None,
            touch_move: false,
            pause_when_hidden: PauseWhenHidden::VsComputer,
            scheme: ColorScheme::System,
            language: None,
            notation: crate::language::notation::NotationStyle::Letters,
            blunder_guard: BlunderGuard::Beginner,
            computer_pause: true,
        }
    }
}

impl SavedValue for Settings {
    const NAME: &'static str = "settings";
    const VERSION: u32 = VERSION;
}

impl Settings {
    /// Whether the takeback setting is locked by a PIN.
    #[must_use]
    pub fn is_takeback_locked(&self) -> bool {
        self.takeback_lock.is_some()
    }

    /// Turns takebacks on or off; when locked, only with the right `pin`.
    pub fn set_takebacks(&mut self, allowed: bool, pin: Option<&str>) -> Result<(), PinError> {
        if let Some(lock) = self.takeback_lock {
            if !pin.is_some_and(|p| lock.verify(p)) {
                return Err(PinError::Wrong);
            }
        }
        self.takebacks = allowed;
        Ok(())
    }

    /// Locks the takeback setting with a 4-digit `pin` and a random `salt`.
    pub fn lock_takebacks(&mut self, pin: &str, salt: u32) -> Result<(), PinError> {
        if self.takeback_lock.is_some() {
            return Err(PinError::AlreadyLocked);
        }
        self.takeback_lock = Some(PinLock::new(pin, salt)?);
        Ok(())
    }

    /// Removes the lock, given the right `pin` (unlocked already: fine).
    pub fn unlock_takebacks(&mut self, pin: &str) -> Result<(), PinError> {
        match self.takeback_lock {
            Some(lock) if !lock.verify(pin) => Err(PinError::Wrong),
            _ => {
                self.takeback_lock = None;
                Ok(())
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::saving::value::load_or_default;

    /// Every enum read through `deserialize_by_code!` reads back what its `Serialize` writes.
    #[test]
    fn codes_round_trip() {
        use crate::language::{lang::Lang, notation::NotationStyle};
        use crate::settings::new_game::{ColorChoice, Opponent};
        fn check<T: serde::Serialize + serde::de::DeserializeOwned + PartialEq + std::fmt::Debug>(all: &[T]) {
            for v in all {
                let json = serde_json::to_string(v).unwrap();
                assert_eq!(&serde_json::from_str::<T>(&json).unwrap(), v, "{json}");
            }
            assert!(serde_json::from_str::<T>("\"nonsense\"").is_err());
            assert!(serde_json::from_str::<T>("3").is_err());
        }
        check(&[AnimationSpeed::Off, AnimationSpeed::Fast, AnimationSpeed::Normal, AnimationSpeed::Slow]);
        check(&[PauseWhenHidden::Never, PauseWhenHidden::VsComputer, PauseWhenHidden::Always]);
        check(&ColorScheme::ALL);
        check(&Opponent::ALL);
        check(&ColorChoice::ALL);
        check(&[MoveInput::Click, MoveInput::Drag, MoveInput::Both]);
        check(&Lang::ALL);
        check(&[NotationStyle::Letters, NotationStyle::Figurines]);
        assert_eq!(serde_json::to_string(&PauseWhenHidden::VsComputer).unwrap(), "\"vs_computer\"");
    }

    #[test]
    fn settings_defaults_round_trip_and_missing_fields() {
        let d = Settings::default();
        assert!(d.show_legal_moves && d.show_coordinates && d.sounds && d.takebacks);
        assert!(!d.confirm_moves && !d.touch_move && !d.is_takeback_locked());
        assert!(d.pause_when_hidden.applies(true) && !d.pause_when_hidden.applies(false));
        let mut s = d.clone();
        s.animation = AnimationSpeed::Off;
        s.move_input = MoveInput::Drag;
        s.board_theme = "wood".to_owned();
        s.pause_when_hidden = PauseWhenHidden::Always;
        s.language = Some(crate::language::lang::Lang::Lv);
        s.notation = crate::language::notation::NotationStyle::Figurines;
        let json = s.to_json();
        assert!(json.contains(r#""language":"lv""#) && json.contains(r#""notation":"figurines""#), "{json}");
        assert!(json.starts_with(r#"{"v":1,"#), "{json}");
        assert!(json.contains(r#""animation":"off""#) && json.contains(r#""move_input":"drag""#), "{json}");
        assert!(json.contains(r#""pause_when_hidden":"always""#), "{json}");
        assert_eq!(load_or_default::<Settings>(Some(&json)).value, s);
        // An older value without the newer fields.
        let old = load_or_default::<Settings>(Some(r#"{"v":1,"sounds":false}"#));
        assert_eq!(old.value, Settings { sounds: false, ..Settings::default() });
        assert_eq!(old.unreadable, None);
        // A language this version does not speak: the settings are set aside, not half read.
        let odd = load_or_default::<Settings>(Some(r#"{"v":1,"language":"de"}"#));
        assert_eq!(odd.value, Settings::default());
        assert!(odd.unreadable.is_some());
        assert_eq!(AnimationSpeed::Slow.duration_ms(), 450);
        assert!(!PauseWhenHidden::Never.applies(true));
    }

    #[test]
    fn takeback_pin_lock() {
        let mut s = Settings::default();
        assert_eq!(s.lock_takebacks("12a4", 7), Err(PinError::NotFourDigits));
        assert_eq!(s.lock_takebacks("12345", 7), Err(PinError::NotFourDigits));
        assert_eq!(s.lock_takebacks("٣٣٣٣", 7), Err(PinError::NotFourDigits));
        s.lock_takebacks("0420", 0xdead_beef).unwrap();
        assert_eq!(s.lock_takebacks("1111", 1), Err(PinError::AlreadyLocked));
        let json = s.to_json();
        assert!(!json.contains("0420"), "the PIN itself is never stored: {json}");
        let mut s = load_or_default::<Settings>(Some(&json)).value;
        assert!(s.is_takeback_locked());
        assert_eq!(s.set_takebacks(false, None), Err(PinError::Wrong));
        assert_eq!(s.set_takebacks(false, Some("0421")), Err(PinError::Wrong));
        assert!(s.takebacks);
        assert_eq!(s.set_takebacks(false, Some("0420")), Ok(()));
        assert!(!s.takebacks);
        assert_eq!(s.unlock_takebacks("9999"), Err(PinError::Wrong));
        assert_eq!(s.unlock_takebacks("0420"), Ok(()));
        assert_eq!(s.set_takebacks(true, None), Ok(()));
        // The same PIN with another salt hashes differently.
        assert_ne!(PinLock::new("0420", 1).unwrap().hash, PinLock::new("0420", 2).unwrap().hash);
        assert_eq!(PinError::Wrong.code(), "pin-wrong");
    }
}

#[cfg(test)]
mod scheme_tests {
    use super::*;

    #[test]
    fn the_scheme_follows_the_system_unless_chosen() {
        assert!(ColorScheme::System.is_dark(true) && !ColorScheme::System.is_dark(false));
        assert!(ColorScheme::Dark.is_dark(false) && !ColorScheme::Light.is_dark(true));
        // Settings saved before the scheme existed follow the system.
        let old: Settings = serde_json::from_str(r#"{"v":1,"sounds":false}"#).unwrap();
        assert_eq!(old.scheme, ColorScheme::System);
        for scheme in ColorScheme::ALL {
            let json = serde_json::to_string(&scheme).unwrap();
            assert_eq!(json, format!("\"{}\"", scheme.name()));
        }
    }
}
