//! The effect runner: every event of the Play screen goes through [`PlayCtx::apply`], which runs
//! the game's transition at the current time, brings the board in step with the game, and carries
//! out the effects the transition returned — the engine asked or cancelled (its answer comes back
//! through `apply` with its ticket), a sound, the board turned, the game saved.

use crate::engine_client::worker as engine;
use crate::now::{epoch_ms, now_ms};
use crate::play::ctx::PlayCtx;
use crate::play::saving;
use crate::storage;
use kaissa_app_core::play::{Effect, GuardAnswer, Options, PlayState, GUARD_WAIT_MS};
use kaissa_app_core::Settings;
use kaissa_rules::Square;
use leptos::prelude::*;

impl PlayCtx {
    /// Runs a transition of the game at the current time and carries out its effects.
    pub fn apply(self, transition: impl FnOnce(&mut PlayState, f64, u64) -> Vec<Effect>) {
        let mut transition = Some(transition);
        self.apply_dyn(&mut |g, now, epoch| transition.take().map_or_else(Vec::new, |t| t(g, now, epoch)));
    }

    /// [`Self::apply`]'s work, compiled once rather than once per caller: the signal's update and
    /// the effects' dispatch, copied into each of some thirty transitions, weighed on the
    /// start-up module's budget.
    #[inline(never)]
    fn apply_dyn(self, transition: &mut dyn FnMut(&mut PlayState, f64, u64) -> Vec<Effect>) {
        let now = now_ms();
        let mut effects = Vec::new();
        self.game.update(|g| effects = transition(g, now, epoch_ms()));
        self.sync_board();
        self.run(effects);
    }

    /// A game the person started or opened (a new game, a position set up, a game from Games):
    /// the whole board in view, as on a page of its own. On a phone the page was scrolled down
    /// to the button that started it, and the board's top ranks were left above the screen. (Not
    /// on every new state of the game: another tab's move taken over must not move the page.)
    pub fn show_board(self) {
        window().scroll_to_with_x_and_y(0.0, 0.0);
        // On a phone on its side the panel scrolls on its own beside the board: scrolled down to
        // the welcome's last choice, it kept the status line (whose turn, the result) out of view
        // for the whole game. Its top comes back with the board.
        if let Ok(Some(panel)) = document().query_selector(".play > .panel") {
            panel.set_scroll_top(0);
        }
    }

    /// The blunder guard's answer (or the end of the wait for it) about its check `ticket`.
    pub fn guard_answer(self, ticket: u64, answer: GuardAnswer) {
        self.apply(move |g, now, _| g.guard_answer(ticket, answer, now));
    }

    /// A change to the game with nothing for the outside world to do.
    pub fn change(self, change: impl FnOnce(&mut PlayState)) {
        self.apply(|g, _, _| {
            change(g);
            Vec::new()
        });
    }

    /// A look at the clock: the game is told the time, and the screen redrawn only when the
    /// look changed something (a flag, a warning), so that the tick does not redraw every part
    /// of the screen ten times a second.
    pub fn look_at_clock(self) {
        let now = now_ms();
        let mut effects = Vec::new();
        self.game.update_untracked(|g| effects = g.tick(now));
        if !effects.is_empty() {
            self.game.notify();
            self.sync_board();
        }
        self.run(effects);
    }

    /// A press on a square in touch-move mode: a touch that binds narrows the board's moves at
    /// once, keeping the piece just picked up.
    pub fn touch(self, sq: Square) {
        let mut bound = false;
        self.game.update(|g| bound = g.touch(sq));
        if bound {
            let movable = self.game.with_untracked(PlayState::movable);
            self.board.update(|b| b.restrict(movable));
        }
    }

    /// Changes the settings: saved, applied to the board and to the game.
    pub fn update_settings(self, change: impl FnOnce(&mut Settings)) {
        self.settings.update(change);
        let settings = self.settings.get_untracked();
        saving::written(storage::write(&settings));
        self.board.update(|b| {
            b.input = settings.move_input;
            b.promotion_final = settings.touch_move;
        });
        self.change(|g| g.set_options(Options::of(&settings)));
    }

    /// The board takes what the game lets the user move, when that changed (a selection or a
    /// drag in progress on an unchanged board is kept).
    fn sync_board(self) {
        let movable = self.game.with_untracked(PlayState::movable);
        if self.board.with_untracked(|b| b.movable != movable) {
            self.board.update(|b| b.set_movable(movable));
        }
    }

    /// Carries out the effects, in order.
    fn run(self, effects: Vec<Effect>) {
        for effect in effects {
            match effect {
                Effect::AskMove { ticket, request } => {
                    engine::request(&request, move |answer| {
                        self.apply(move |g, now, _| g.engine_answer(ticket, answer, now));
                    });
                }
                Effect::Evaluate { ticket, fen, moves } => {
                    // The game asks only while no move is waited for, when the worker takes it.
                    engine::evaluate(&fen, &moves, move |score| {
                        self.apply(move |g, now, _| g.engine_score(ticket, score, now));
                    });
                }
                Effect::CancelEngine => engine::cancel(),
                Effect::EngineNewGame(level) => engine::new_game(level),
                Effect::TurnBoard(color) => self.board.update(|b| b.orientation = color),
                Effect::Sound(sound) => crate::sound::play(sound),
                Effect::Save => saving::save_now(self),
                Effect::GuardWait(ticket) => set_timeout(
                    move || self.guard_answer(ticket, GuardAnswer::Late),
                    std::time::Duration::from_millis(GUARD_WAIT_MS.into()),
                ),
            }
        }
    }
}
