//! Which sound goes with what happened on the board. Pure, so the choice is tested natively; the
//! browser's `sound` module only synthesises the tones.

use kaissa_rules::Game;

/// A sound the app makes.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Sound {
    /// An ordinary move.
    Move,
    /// A capture.
    Capture,
    /// A move giving check.
    Check,
    /// A clock running low.
    LowTime,
    /// The game has ended.
    GameEnd,
}

/// What the game looked like when the last sound was chosen: its number of plies and whether it
/// was over.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct Heard {
    /// Plies played.
    pub plies: usize,
    /// Whether the game was over.
    pub over: bool,
}

impl Heard {
    /// The state of `game`.
    #[must_use]
    pub fn of(game: &Game) -> Heard {
        Heard { plies: game.moves().len(), over: game.is_over() }
    }
}

/// The sound for the change from `before` to `game`: one new move sounds as a move, a capture, a
/// check, or the end of the game when it ends the game; an ending without a move (resignation,
/// agreement, a claim, time) sounds as the end. Anything else — a takeback, a new game, a loaded
/// game, several plies at once — is silent.
#[must_use]
pub fn sound_for(before: Heard, game: &Game) -> Option<Sound> {
    let now = Heard::of(game);
    if now.plies == before.plies + 1 {
        if now.over {
            return Some(Sound::GameEnd);
        }
        let m = *game.moves().last()?;
        let pos = game.position_at(before.plies)?;
        return Some(if game.position().is_check() {
            Sound::Check
        } else if pos.is_capture(m) {
            Sound::Capture
        } else {
            Sound::Move
        });
    }
    (now.plies == before.plies && now.over && !before.over).then_some(Sound::GameEnd)
}

/// The waveform of a tone.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Wave {
    /// Soft and round.
    Sine,
    /// A little brighter.
    Triangle,
    /// Buzzy, for warnings.
    Square,
}

/// One short tone of a sound: a pitch, when it starts after the sound begins, how long it lasts
/// (a quick attack, then an exponential fade), its waveform and loudness (0–1).
#[derive(Copy, Clone, Debug, PartialEq)]
pub struct Tone {
    /// Pitch in Hz.
    pub freq: f32,
    /// Start, in seconds after the sound begins.
    pub at: f64,
    /// Length in seconds.
    pub len: f64,
    /// Waveform.
    pub wave: Wave,
    /// Peak loudness, 0–1.
    pub gain: f32,
}

const fn tone(freq: f32, at: f64, len: f64, wave: Wave, gain: f32) -> Tone {
    Tone { freq, at, len, wave, gain }
}

/// The tones of each sound: a soft tap for a move, a lower double knock for a capture, a bright
/// two-note call for check, a buzzy double beep for low time, a falling three-note phrase for the
/// end of the game. All short (under a second) and quiet: they accompany, never startle.
#[must_use]
pub fn tones(sound: Sound) -> &'static [Tone] {
    const MOVE: [Tone; 1] = [tone(520.0, 0.0, 0.08, Wave::Triangle, 0.25)];
    const CAPTURE: [Tone; 2] =
        [tone(300.0, 0.0, 0.07, Wave::Triangle, 0.3), tone(220.0, 0.06, 0.1, Wave::Triangle, 0.3)];
    const CHECK: [Tone; 2] = [tone(660.0, 0.0, 0.09, Wave::Sine, 0.3), tone(880.0, 0.09, 0.14, Wave::Sine, 0.3)];
    const LOW_TIME: [Tone; 2] =
        [tone(990.0, 0.0, 0.06, Wave::Square, 0.08), tone(990.0, 0.12, 0.06, Wave::Square, 0.08)];
    const GAME_END: [Tone; 3] = [
        tone(660.0, 0.0, 0.16, Wave::Sine, 0.3),
        tone(523.0, 0.16, 0.16, Wave::Sine, 0.3),
        tone(392.0, 0.32, 0.4, Wave::Sine, 0.3),
    ];
    match sound {
        Sound::Move => &MOVE,
        Sound::Capture => &CAPTURE,
        Sound::Check => &CHECK,
        Sound::LowTime => &LOW_TIME,
        Sound::GameEnd => &GAME_END,
    }
}

/// A stable lower-case name (`move`, `capture`, `check`, `low-time`, `game-end`), for the page's
/// `data-last-sound` attribute that tests read.
#[must_use]
pub const fn sound_code(sound: Sound) -> &'static str {
    match sound {
        Sound::Move => "move",
        Sound::Capture => "capture",
        Sound::Check => "check",
        Sound::LowTime => "low-time",
        Sound::GameEnd => "game-end",
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use kaissa_rules::{Color, Position};

    fn play(game: &mut Game, uci: &str) -> Heard {
        let before = Heard::of(game);
        let m = game.position().parse_uci(uci).unwrap();
        game.play(m).unwrap();
        before
    }

    #[test]
    fn moves_captures_checks_and_endings() {
        let mut g = Game::new();
        let h = play(&mut g, "e2e4");
        assert_eq!(sound_for(h, &g), Some(Sound::Move));
        let h = play(&mut g, "d7d5");
        assert_eq!(sound_for(h, &g), Some(Sound::Move));
        let h = play(&mut g, "e4d5");
        assert_eq!(sound_for(h, &g), Some(Sound::Capture));
        let h = play(&mut g, "d8d5");
        assert_eq!(sound_for(h, &g), Some(Sound::Capture));
        let h = play(&mut g, "f1e2");
        let h2 = play(&mut g, "d5e5");
        assert_eq!(sound_for(h2, &g), Some(Sound::Move), "a pin is not a check");
        let _ = h;
        // A capture giving check sounds as a check.
        let mut g = Game::from_position(Position::from_fen("4k3/8/8/8/8/8/4r3/R3K3 w - - 0 1").unwrap());
        let h = play(&mut g, "e1e2");
        assert_eq!(sound_for(h, &g), Some(Sound::Capture));
        let mut g = Game::from_position(Position::from_fen("4k3/8/8/8/8/8/4p3/R3K3 w - - 0 1").unwrap());
        let h = play(&mut g, "a1a8");
        assert_eq!(sound_for(h, &g), Some(Sound::Check));
        // Mate: the end.
        let mut g = Game::new();
        for m in ["f2f3", "e7e5", "g2g4"] {
            play(&mut g, m);
        }
        let h = play(&mut g, "d8h4");
        assert_eq!(sound_for(h, &g), Some(Sound::GameEnd));
    }

    #[test]
    fn every_sound_is_short_and_quiet() {
        for s in [Sound::Move, Sound::Capture, Sound::Check, Sound::LowTime, Sound::GameEnd] {
            let t = tones(s);
            assert!(!t.is_empty());
            assert!(t.iter().all(|t| t.at + t.len < 1.0 && t.gain > 0.0 && t.gain <= 0.5 && t.freq > 100.0), "{s:?}");
            assert!(!sound_code(s).is_empty());
        }
    }

    #[test]
    fn endings_without_a_move_and_silences() {
        let mut g = Game::new();
        play(&mut g, "e2e4");
        let h = Heard::of(&g);
        assert_eq!(sound_for(h, &g), None, "nothing changed");
        g.resign(Color::Black);
        assert_eq!(sound_for(h, &g), Some(Sound::GameEnd));
        assert_eq!(sound_for(Heard::of(&g), &g), None, "once");
        // A takeback, a loaded game: silent.
        g.undo();
        assert_eq!(sound_for(h, &g), None);
        assert_eq!(sound_for(Heard { plies: 5, over: false }, &Game::new()), None);
        assert_eq!(
            sound_for(Heard::default(), &{
                let mut g = Game::new();
                play(&mut g, "e2e4");
                play(&mut g, "e7e5");
                g
            }),
            None
        );
    }
}
