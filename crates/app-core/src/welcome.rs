//! The first visit's welcome (issue 18): three choices — play the computer, learn the rules,
//! play a friend on this device — instead of a silent two-player board. Pure decisions here; the
//! view is `src/welcome/`.

use crate::settings::new_game::{ColorChoice, NewGamePrefs, Opponent};
use crate::TimeControl;

/// Set once the welcome has been answered (or a move played past it), so it shows only once.
pub const WELCOMED_KEY: &str = "kaissa.v1.welcomed";

/// The computer's level for someone new to chess: it leaves pieces hanging.
pub const NEW_PLAYER_LEVEL: u8 = 1;
/// The level for someone who knows how the pieces move: takes what is left, misses threats.
pub const KNOWS_MOVES_LEVEL: u8 = 3;

/// Whether this is a first visit, from the storage's keys before the app writes any: nothing
/// of Kaissa's saved — no game, no lesson, no settings, no earlier welcome.
#[must_use]
pub fn first_visit<'a>(mut keys: impl Iterator<Item = &'a str>) -> bool {
    !keys.any(|k| k.starts_with("kaissa."))
}

/// The game that "Play the computer" starts: the person plays White (so they move first and
/// see the computer answer), no clock, the level from the one question, the rest as last chosen.
#[must_use]
pub fn computer_game(new_to_chess: bool, last: &NewGamePrefs) -> NewGamePrefs {
    NewGamePrefs {
        opponent: Opponent::Computer,
        color: ColorChoice::White,
        level: if new_to_chess { NEW_PLAYER_LEVEL } else { KNOWS_MOVES_LEVEL },
        tc: TimeControl::NONE,
        ..last.clone()
    }
}

/// The game the one-tap "Play the computer" starts from the game screen: the last choices made,
/// against the computer.
#[must_use]
pub fn again_computer(last: &NewGamePrefs) -> NewGamePrefs {
    NewGamePrefs { opponent: Opponent::Computer, ..last.clone() }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_first_visit_has_nothing_of_ours_saved() {
        assert!(first_visit([].into_iter()));
        assert!(first_visit(["other-site", "theme"].into_iter()));
        assert!(!first_visit(["other", "kaissa.v1.game.abc"].into_iter()));
        assert!(!first_visit([WELCOMED_KEY].into_iter()));
    }

    #[test]
    fn the_computer_game_fits_the_answer() {
        let last =
            NewGamePrefs { opponent: Opponent::Human, level: 7, tc: "5+3".parse().unwrap(), ..Default::default() };
        let new = computer_game(true, &last);
        assert_eq!(
            (new.opponent, new.color, new.level, new.tc),
            (Opponent::Computer, ColorChoice::White, 1, TimeControl::NONE)
        );
        assert_eq!(computer_game(false, &last).level, 3);
        let again = again_computer(&last);
        assert_eq!((again.opponent, again.level, again.tc), (Opponent::Computer, 7, last.tc));
        assert!(crate::settings::new_game::LEVELS.contains(&NEW_PLAYER_LEVEL));
        assert!(crate::settings::new_game::LEVELS.contains(&KNOWS_MOVES_LEVEL));
    }
}
