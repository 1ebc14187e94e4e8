//! Games coming and going: a new game, a game put on the board (a FEN, a PGN, one of the
//! finished games), the saved game restored at start-up, a takeback, the settings changed, and
//! what is saved.

use super::effect::Effect;
use super::state::{Options, PlayState};
use crate::saving::persist::{self, Record, RestoredGame};
use crate::{Clock, FinishedGame, History, NewGamePrefs, Players, ReplayError, SavedGame, Session, TimeControl};

impl PlayState {
    /// The time control of the game on the board.
    #[must_use]
    pub fn time_control(&self) -> TimeControl {
        self.clock.as_ref().map_or(TimeControl::NONE, Clock::time_control)
    }

    /// Whether an unfinished game with moves in it is on the board: a new game asks before it
    /// takes the board (the game left stays saved and listed, but the user should know).
    #[must_use]
    pub fn game_in_progress(&self) -> bool {
        let game = self.session.game();
        !game.is_over() && !game.moves().is_empty()
    }

    /// Clears what belonged to the game on the board before another replaces it.
    fn replace_game(&mut self, session: Session, now_ms: f64, effects: &mut Vec<Effect>) {
        self.forget_request(effects);
        self.session = session;
        self.view_ply = None;
        self.claim_next = false;
        self.refusal = None;
        self.held = None;
        self.offer = None;
        self.was_low = [false; 2];
        self.settle(now_ms);
    }

    /// Starts a new game with the dialog's choices; `random` in [0, 1) settles a random colour,
    /// `epoch_ms` dates it.
    pub fn new_game(&mut self, prefs: &NewGamePrefs, random: f64, now_ms: f64, epoch_ms: u64) -> Vec<Effect> {
        self.new_game_from(prefs, Session::new(), random, now_ms, epoch_ms)
    }

    /// Starts a new game from `session`'s position (one set up in the board editor) with the
    /// new-game choices `prefs`: the players, the board turned to the person, a fresh clock for
    /// the side to move, and the computer asked if that side is its. A position that is already
    /// over (a mate set up) is shown as ended and counts as already in the history.
    pub fn new_game_from(
        &mut self,
        prefs: &NewGamePrefs,
        session: Session,
        random: f64,
        now_ms: f64,
        epoch_ms: u64,
    ) -> Vec<Effect> {
        let mut effects = Vec::new();
        let players = prefs.players(random);
        let over = session.game().is_over();
        let first = session.position().turn();
        let clock = (prefs.tc.is_timed() && !over).then(|| Clock::new(prefs.tc, first));
        let tc = clock.as_ref().map_or(TimeControl::NONE, Clock::time_control);
        let id = self.new_id(epoch_ms);
        self.record = Record::loaded(&session, players, tc, epoch_ms, id);
        self.replace_game(session, now_ms, &mut effects);
        if let Some(level) = players.level() {
            effects.push(Effect::EngineNewGame(level));
        }
        self.players = players;
        self.clock = clock;
        effects.push(Effect::TurnBoard(players.orientation()));
        self.ask_computer(now_ms, &mut effects);
        effects.push(Effect::Save);
        effects
    }

    /// Puts a game on the board as it is (a position set up, a game imported), keeping the
    /// players: a game that goes on keeps the time control with a fresh clock for its side to
    /// move, a finished one has none and counts as already in the history.
    pub fn load(&mut self, session: Session, now_ms: f64, epoch_ms: u64) -> Vec<Effect> {
        let mut effects = Vec::new();
        let tc = self.time_control();
        let clock = (!session.game().is_over() && tc.is_timed()).then(|| Clock::new(tc, session.position().turn()));
        let tc = clock.as_ref().map_or(TimeControl::NONE, Clock::time_control);
        self.record = Record::loaded(&session, self.players, tc, epoch_ms, self.new_id(epoch_ms));
        self.clock = clock;
        self.replace_game(session, now_ms, &mut effects);
        self.ask_computer(now_ms, &mut effects);
        effects.push(Effect::Save);
        effects
    }

    /// Opens one of the finished games, with the players who played it.
    pub fn open(&mut self, players: Players, session: Session, now_ms: f64, epoch_ms: u64) -> Vec<Effect> {
        self.players = players;
        let mut effects = vec![Effect::TurnBoard(players.orientation())];
        effects.extend(self.load(session, now_ms, epoch_ms));
        effects
    }

    /// Puts a saved game back on the board — at start-up, resumed from the games list, or taken
    /// over from another tab that played on in it — with its clock running on from where it was.
    /// `shown` says whether the page is on screen: a hidden tab that takes over another's game
    /// leaves the thinking to the tab where the move was made (it asks once shown: see
    /// [`PlayState::page_hidden`]) and pauses the clock as a hidden page does; otherwise the
    /// computer is asked if it is to move. A saved game the rules cannot replay is an error, and
    /// the board stays as it was.
    pub fn restore(
        &mut self,
        saved: &SavedGame,
        history: &History,
        now_ms: f64,
        shown: bool,
    ) -> Result<Vec<Effect>, ReplayError> {
        let RestoredGame { session, clock, players, record } = persist::restore(saved, history, now_ms)?;
        let mut effects = Vec::new();
        self.replace_game(session, now_ms, &mut effects);
        self.players = players;
        self.clock = clock;
        self.record = record;
        if self.record.id.is_empty() {
            // Saved before games had an identity: it gets one now, and keeps it.
            self.record.id = self.new_id(saved.created_ms);
        }
        if let Some(level) = players.level() {
            effects.push(Effect::EngineNewGame(level));
        }
        effects.push(Effect::TurnBoard(players.orientation()));
        if shown {
            self.ask_computer(now_ms, &mut effects);
        } else {
            self.pause_if_hidden(now_ms);
        }
        Ok(effects)
    }

    /// Takes back the user's last move (and the computer's reply to it), on the clock too.
    pub fn takeback(&mut self, now_ms: f64) -> Vec<Effect> {
        let mut effects = Vec::new();
        let plies = self.takeback_plies();
        if plies == 0 {
            return effects;
        }
        self.forget_request(&mut effects);
        for _ in 0..plies {
            self.session.takeback();
        }
        if let Some(clock) = &mut self.clock {
            clock.undo(plies, now_ms);
        }
        self.view_ply = None;
        self.claim_next = false;
        self.refusal = None;
        self.offer = None;
        self.settle(now_ms);
        self.ask_computer(now_ms, &mut effects);
        effects.push(Effect::Save);
        effects
    }

    /// The settings changed: switching touch-move training on or off starts the touches again.
    pub fn set_options(&mut self, options: Options) {
        if options.touch_move != self.options.touch_move {
            let game = self.session.game();
            self.touch = crate::touch_move::training::TouchTraining::new(*game.position(), game.moves().len());
        }
        self.options = options;
    }

    /// What to save now: the game in progress (its clock as it is at `now_ms`, its next
    /// revision) and, once it is over, its history entry dated `epoch_ms` — unless the record
    /// says that entry is already in the history. Once written, [`PlayState::saved`] notes the
    /// revision.
    #[must_use]
    pub fn to_save(&self, now_ms: f64, epoch_ms: u64) -> (SavedGame, Option<FinishedGame>) {
        let players = self.players.into();
        let game = SavedGame {
            id: self.record.id.clone(),
            rev: self.record.rev + 1,
            updated_ms: epoch_ms,
            ..SavedGame::new(
                &self.session,
                players,
                self.clock.as_ref(),
                now_ms,
                self.options.touch_move,
                self.record.created_ms,
            )
        };
        let finished = FinishedGame::new(&self.session, players, self.time_control(), epoch_ms)
            .map(|f| FinishedGame { id: self.record.id.clone(), ..f });
        let known = match (&self.record.entry, &finished) {
            (Some(entry), Some(f)) => persist::same_game(entry, f),
            _ => finished.is_none(),
        };
        (game, (!known).then_some(finished).flatten())
    }

    /// The game was written with revision `rev`.
    pub fn saved(&mut self, rev: u64) {
        self.record.rev = rev;
    }

    /// Another tab has saved this game with a revision this tab has not seen, and this tab is
    /// about to write its own: its version becomes a game of its own (a new identity, the same
    /// moves), so that neither tab's moves are lost. Returns the new identity.
    pub fn fork(&mut self, epoch_ms: u64) -> String {
        self.record.id = self.new_id(epoch_ms);
        self.record.rev = 0;
        self.record.id.clone()
    }

    /// Records `finished` in `history` (once) and in the game's record; returns whether the
    /// history changed (then save it).
    pub fn record_finished(&mut self, history: &mut History, finished: FinishedGame) -> bool {
        persist::record_finished(history, &mut self.record, Some(finished))
    }
}
