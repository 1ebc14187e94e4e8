//! The new-game dialog's choices, remembered between visits as versioned JSON under
//! `kaissa.v1.newgame`, through the one saved-value mechanism ([`crate::saving::value`]; the
//! storage itself is the app's).
//!
//! A first visit starts from [`NewGamePrefs::default`]: the computer at level 1, the player
//! with White. Kaissa is for beginners, and they open it to play the computer offline; level 1 is
//! built to be beatable by someone who learned the rules last week, and White moves first with
//! the board seen from the player's own side, as in every book and lesson. Lichess makes the
//! same first offer (the computer, its lowest level).

use crate::players::Players;
use crate::saving::value::SavedValue;
use crate::{ClockMode, TimeControl, TimeControlError};
use kaissa_rules::Color;
use serde::{Deserialize, Serialize};

/// The version of the saved format.
pub const VERSION: u32 = 1;

/// The weakest and the strongest level.
pub const LEVELS: std::ops::RangeInclusive<u8> = 1..=10;

/// Who plays against the user.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Opponent {
    /// Two people on this device.
    Human,
    /// The engine.
    #[default]
    Computer,
}

deserialize_by_code!(Opponent { Human => "human", Computer => "computer" });

impl Opponent {
    /// Both, in the dialog's order.
    pub const ALL: [Opponent; 2] = [Opponent::Computer, Opponent::Human];

    /// The DOM contract's name (`data-opponent`).
    #[must_use]
    pub const fn code(self) -> &'static str {
        match self {
            Opponent::Human => "human",
            Opponent::Computer => "computer",
        }
    }
}

/// The colour the user asks for against the computer.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum ColorChoice {
    /// White.
    #[default]
    White,
    /// Black.
    Black,
    /// Drawn at the start of each game.
    Random,
}

deserialize_by_code!(ColorChoice { White => "white", Black => "black", Random => "random" });

impl ColorChoice {
    /// All three, in the dialog's order.
    pub const ALL: [ColorChoice; 3] = [ColorChoice::White, ColorChoice::Random, ColorChoice::Black];

    /// The DOM contract's name (`data-color`).
    #[must_use]
    pub const fn code(self) -> &'static str {
        match self {
            ColorChoice::White => "white",
            ColorChoice::Black => "black",
            ColorChoice::Random => "random",
        }
    }
}

/// What the new-game dialog offers and remembers.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct NewGamePrefs {
    /// The saved format's version.
    pub version: u32,
    /// Against whom.
    #[serde(default)]
    pub opponent: Opponent,
    /// The user's colour against the computer.
    #[serde(default)]
    pub color: ColorChoice,
    /// The computer's level, 1–10.
    #[serde(default = "first_level")]
    pub level: u8,
    /// The time control (`none` by default; choices saved before clocks existed have none).
    #[serde(default)]
    pub tc: TimeControl,
}

fn first_level() -> u8 {
    *LEVELS.start()
}

impl Default for NewGamePrefs {
    fn default() -> NewGamePrefs {
        NewGamePrefs {
            version: VERSION,
            opponent: Opponent::Computer,
            color: ColorChoice::White,
            level: first_level(),
            tc: TimeControl::NONE,
        }
    }
}

/// The `data-tc` of the dialog's "custom" button.
pub const CUSTOM_TC: &str = "custom";

/// The dialog's time-control buttons, in order: `none`, the presets, and `custom`.
#[must_use]
pub fn tc_choices() -> Vec<String> {
    let mut codes = vec![TimeControl::NONE.code()];
    codes.extend(TimeControl::PRESETS.iter().map(|t| t.code()));
    codes.push(CUSTOM_TC.to_owned());
    codes
}

/// Which time-control button shows `tc` as chosen: its own code for `none` and the presets,
/// [`CUSTOM_TC`] for any other.
#[must_use]
pub fn tc_choice(tc: TimeControl) -> String {
    if !tc.is_timed() || TimeControl::PRESETS.contains(&tc) {
        tc.code()
    } else {
        CUSTOM_TC.to_owned()
    }
}

/// The modes a custom time control may use, in the dialog's order.
pub const CUSTOM_MODES: [ClockMode; 3] = [ClockMode::Fischer, ClockMode::Bronstein, ClockMode::SimpleDelay];

/// The code of a custom mode (`fischer`, `bronstein`, `simple`; `data-mode` in the dialog).
#[must_use]
pub const fn mode_code(mode: ClockMode) -> &'static str {
    match mode {
        ClockMode::Bronstein => "bronstein",
        ClockMode::SimpleDelay => "simple",
        ClockMode::Fischer | ClockMode::Untimed => "fischer",
    }
}

/// The mode of a custom mode code (anything unknown is Fischer, the usual one).
#[must_use]
pub fn mode_of_code(code: &str) -> ClockMode {
    CUSTOM_MODES.into_iter().find(|&m| mode_code(m) == code).unwrap_or(ClockMode::Fischer)
}

/// A custom time control from the dialog's fields: `minutes` as a whole number of minutes (`5`)
/// or minutes and seconds (`0:30`), `seconds` the increment or delay in whole seconds (empty
/// means 0), and the mode. Builds the [`TimeControl`] code (`5+3d`) and parses it, so the
/// limits are the code's own; the error says what is wrong for the message shown.
pub fn custom_tc(minutes: &str, seconds: &str, mode: ClockMode) -> Result<TimeControl, TimeControlError> {
    if mode == ClockMode::Untimed {
        return Ok(TimeControl::NONE);
    }
    let (minutes, seconds) = (minutes.trim(), seconds.trim());
    let seconds = if seconds.is_empty() { "0" } else { seconds };
    // A '+' or a mode letter typed into a field would make another valid code out of garbage.
    if minutes.contains('+') || !seconds.bytes().all(|b| b.is_ascii_digit()) {
        return Err(TimeControlError::Syntax(format!("{minutes}+{seconds}").chars().take(40).collect()));
    }
    let suffix = match mode {
        ClockMode::Bronstein => "d",
        ClockMode::SimpleDelay => "s",
        ClockMode::Fischer | ClockMode::Untimed => "",
    };
    format!("{minutes}+{seconds}{suffix}").parse()
}

impl SavedValue for NewGamePrefs {
    const NAME: &'static str = "newgame";
    const VERSION: u32 = VERSION;
    const VERSION_FIELD: &'static str = "version";

    fn check(&self) -> Result<(), String> {
        if LEVELS.contains(&self.level) {
            Ok(())
        } else {
            Err(format!("level {}, not 1–10", self.level))
        }
    }
}

impl NewGamePrefs {
    /// The players the dialog's choices make. `random` in [0, 1) settles a random colour.
    #[must_use]
    pub fn players(&self, random: f64) -> Players {
        match self.opponent {
            Opponent::Human => Players::TwoHumans,
            Opponent::Computer => {
                let human = match self.color {
                    ColorChoice::White => Color::White,
                    ColorChoice::Black => Color::Black,
                    ColorChoice::Random if random < 0.5 => Color::White,
                    ColorChoice::Random => Color::Black,
                };
                Players::Computer { human, level: self.level.clamp(1, 10) }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::saving::value::{load_or_default, parse, SavedError};

    fn load(saved: Option<&str>) -> crate::saving::value::Loaded<NewGamePrefs> {
        load_or_default(saved)
    }

    fn prefs(opponent: Opponent, color: ColorChoice, level: u8) -> NewGamePrefs {
        NewGamePrefs { opponent, color, level, ..Default::default() }
    }

    #[test]
    fn the_players_the_dialog_makes() {
        let p = prefs(Opponent::Human, ColorChoice::Black, 5).players(0.1);
        assert_eq!(p, Players::TwoHumans);
        assert_eq!((p.orientation(), p.computer_color(), p.level()), (Color::White, None, None));
        let p = prefs(Opponent::Computer, ColorChoice::Black, 3).players(0.1);
        assert_eq!(p, Players::Computer { human: Color::Black, level: 3 });
        assert_eq!((p.orientation(), p.computer_color()), (Color::Black, Some(Color::White)));
        assert!(p.is_computer(Color::White) && !p.is_computer(Color::Black));
        let random = |r| prefs(Opponent::Computer, ColorChoice::Random, 1).players(r).orientation();
        assert_eq!(
            (random(0.0), random(0.49), random(0.5), random(0.99)),
            (Color::White, Color::White, Color::Black, Color::Black)
        );
        assert_eq!(prefs(Opponent::Computer, ColorChoice::White, 42).players(0.0).level(), Some(10));
    }

    #[test]
    fn first_visit_offers_the_computer_at_level_one_with_white() {
        let p = load(None).value;
        assert_eq!((p.opponent, p.color, p.level), (Opponent::Computer, ColorChoice::White, 1));
    }

    #[test]
    fn round_trip() {
        let p = NewGamePrefs { opponent: Opponent::Human, color: ColorChoice::Random, level: 7, ..Default::default() };
        let json = p.to_json();
        assert_eq!(json, r#"{"version":1,"opponent":"human","color":"random","level":7,"tc":"none"}"#);
        assert_eq!(parse::<NewGamePrefs>(&json), Ok(p.clone()));
        let loaded = load(Some(&json));
        assert_eq!((loaded.value, loaded.unreadable), (p, None));
        assert_eq!(NewGamePrefs::storage_key(), "kaissa.v1.newgame");
        assert_eq!(NewGamePrefs::unreadable_key(), "kaissa.v1.unreadable.newgame");
    }

    #[test]
    fn missing_fields_take_defaults() {
        let p = parse::<NewGamePrefs>(r#"{"version":1,"color":"black"}"#).unwrap();
        assert_eq!((p.opponent, p.color, p.level), (Opponent::Computer, ColorChoice::Black, 1));
    }

    #[test]
    fn unreadable_values_are_kept_and_ignored() {
        for bad in [
            "{oops",
            "[]",
            "[1,\"robot\"]",
            r#"{"version":1,"color":"green"}"#,
            r#"{"version":1,"level":11}"#,
            r#"{"version":1,"level":0}"#,
            r#"{"version":1,"level":-3}"#,
            r#"{"version":2}"#,
            "",
            "null",
        ] {
            let l = load(Some(bad));
            assert_eq!(l.value, NewGamePrefs::default(), "{bad}");
            assert_eq!(l.unreadable.as_deref(), Some(bad));
        }
        assert_eq!(parse::<NewGamePrefs>(r#"{"version":3}"#), Err(SavedError::NewerVersion(3)));
        let bad_level = parse::<NewGamePrefs>(r#"{"version":1,"level":12}"#).unwrap_err();
        assert!(matches!(&bad_level, SavedError::Invalid(why) if why.contains("12")), "{bad_level}");
    }

    #[test]
    fn time_control_is_remembered_and_old_choices_have_none() {
        let old = parse::<NewGamePrefs>(r#"{"version":1,"opponent":"human","color":"random","level":7}"#).unwrap();
        assert_eq!(old.tc, TimeControl::NONE);
        let p = NewGamePrefs { tc: "3+2".parse().unwrap(), ..Default::default() };
        assert!(p.to_json().contains(r#""tc":"3+2""#));
        assert_eq!(parse::<NewGamePrefs>(&p.to_json()), Ok(p));
        let l = load(Some(r#"{"version":1,"tc":"5+"}"#));
        assert!(l.unreadable.is_some(), "a garbled time control is kept aside like any garbled choice");
        assert_eq!(l.value, NewGamePrefs::default());
    }

    #[test]
    fn time_control_buttons() {
        assert_eq!(tc_choices(), ["none", "1+0", "3+2", "5+3", "10+0", "10+5", "15+10", "30+0", "custom"]);
        assert_eq!(tc_choice(TimeControl::NONE), "none");
        assert_eq!(tc_choice("5+3".parse().unwrap()), "5+3");
        assert_eq!(tc_choice("5+3d".parse().unwrap()), "custom");
        assert_eq!(tc_choice("0:05+0".parse().unwrap()), "custom");
        for m in CUSTOM_MODES {
            assert_eq!(mode_of_code(mode_code(m)), m);
        }
        assert_eq!(mode_of_code("nonsense"), ClockMode::Fischer);
    }

    #[test]
    fn custom_time_controls() {
        let tc = |m: &str, s: &str, mode| custom_tc(m, s, mode).map(|t| t.code());
        assert_eq!(tc("5", "3", ClockMode::Fischer), Ok("5+3".to_owned()));
        assert_eq!(tc(" 5 ", "3", ClockMode::Bronstein), Ok("5+3d".to_owned()));
        assert_eq!(tc("0:05", "", ClockMode::Fischer), Ok("0:05+0".to_owned()));
        assert_eq!(tc("1:30", "2", ClockMode::SimpleDelay), Ok("1:30+2s".to_owned()));
        assert_eq!(tc("5", "3", ClockMode::Untimed), Ok("none".to_owned()));
        for (m, s) in [
            ("", "3"),
            ("0", "0"),
            ("abc", "1"),
            ("5", "-1"),
            ("5", "1.5"),
            ("5", "3d"),
            ("5+3", "0"),
            ("5", "200"),
            ("601", "0"),
            ("1:75", "0"),
            ("-1", "0"),
        ] {
            assert!(custom_tc(m, s, ClockMode::Fischer).is_err(), "{m} + {s}");
        }
        assert!(matches!(custom_tc("5", "200", ClockMode::Fischer), Err(TimeControlError::Increment(_))));
        assert!(matches!(custom_tc("0", "1", ClockMode::Fischer), Err(TimeControlError::Base(_))));
    }

    #[test]
    fn codes_follow_the_dom_contract() {
        let codes: Vec<&str> = Opponent::ALL.iter().map(|o| o.code()).collect();
        assert_eq!(codes, ["computer", "human"]);
        let codes: Vec<&str> = ColorChoice::ALL.iter().map(|c| c.code()).collect();
        assert_eq!(codes, ["white", "random", "black"]);
    }
}
