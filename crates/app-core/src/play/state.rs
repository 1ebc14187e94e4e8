//! The Play screen's state, what the views read of it, and the steps every transition shares:
//! asking the computer when it is its turn, dropping the request waited for, the flag, and
//! settling the parts that follow the game (the touches, a held move, the clock at the end).

use super::effect::Effect;
use crate::board::state::Movable;
use crate::clock::timing::{clock_fits, engine_clock, fallen_flag};
use crate::confirm_move::{still_holds, Pending};
use crate::saving::persist::Record;
use crate::settings::{BlunderGuard, PauseWhenHidden};
use crate::touch_move::obligation::TouchRefusal;
use crate::touch_move::training::TouchTraining;
use crate::DrawAnswer;
use crate::{movable_of, Clock, Players, Session, Settings};
use kaissa_rules::{Color, IllegalMove, Position, Square};

/// The settings the game itself follows (the rest only change how the board looks).
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub struct Options {
    /// Touch-move training: a touched piece must be moved.
    pub touch_move: bool,
    /// A move waits for a confirming tap before it is played.
    pub confirm_moves: bool,
    /// When the clocks pause while the page is hidden.
    pub pause_when_hidden: PauseWhenHidden,
    /// When the blunder guard checks the user's moves against the computer.
    pub blunder_guard: BlunderGuard,
    /// The computer's move waits out a person's pause before it is shown.
    pub computer_pause: bool,
}

impl Options {
    /// The options of `settings`.
    #[must_use]
    pub fn of(settings: &Settings) -> Options {
        Options {
            touch_move: settings.touch_move,
            confirm_moves: settings.confirm_moves,
            pause_when_hidden: settings.pause_when_hidden,
            blunder_guard: settings.blunder_guard,
            computer_pause: settings.computer_pause,
        }
    }
}

/// Why the last attempt was refused, shown until the next action; worded by
/// [`crate::i18n::play::refusal_text`] against the position it was made in.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Refusal {
    /// The rules forbid it.
    Rules {
        /// The rules core's reason.
        reason: IllegalMove,
        /// The square the attempt started from.
        from: Square,
        /// The position it was tried in.
        position: Position,
    },
    /// The touch-move obligation forbids it.
    Touch {
        /// What the obligation says.
        refusal: TouchRefusal,
        /// The position it was tried in.
        position: Position,
    },
}

impl Refusal {
    /// The stable reason code (`data-reason`).
    #[must_use]
    pub fn code(&self) -> &'static str {
        match self {
            Refusal::Rules { reason, .. } => reason.code(),
            Refusal::Touch { refusal, .. } => refusal.code(),
        }
    }
}

/// What a draw offer led to, shown until the game moves on.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Offer {
    /// Between two people: `by` offered, the other side answers.
    Pending {
        /// Who offered.
        by: Color,
    },
    /// To the computer while it thinks about its move: considered once its move is shown (an
    /// evaluation would stop its search).
    Waiting,
    /// To the computer, which is evaluating the position (the evaluation's ticket).
    Considering(u64),
    /// The computer's answer.
    Answered(DrawAnswer),
    /// Between two people: `by` declined.
    Declined {
        /// Who declined.
        by: Color,
    },
}

/// The blunder guard's check of the held move (issue 23), by its ticket: the dialogs' module
/// searches the move in an engine worker of its own and answers a
/// [`GuardAnswer`](super::GuardAnswer).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum GuardCheck {
    /// The check runs; if it is not done when the wait is over, the move is played.
    Checking(u64),
    /// The check found a danger and the page asks: play it anyway or take it back.
    Warned(u64),
}

impl GuardCheck {
    /// The check's ticket: an answer with another is stale.
    #[must_use]
    pub const fn ticket(self) -> u64 {
        match self {
            GuardCheck::Checking(t) | GuardCheck::Warned(t) => t,
        }
    }
}

/// A game on the Play screen. Read it through its fields; change it only through its
/// transitions (the methods that take `now_ms`), which keep its parts in step.
#[derive(Clone, Debug)]
pub struct PlayState {
    /// The game.
    pub session: Session,
    /// Who plays White and Black.
    pub players: Players,
    /// The clock (`None`: no time control).
    pub clock: Option<Clock>,
    /// Touch-move training: what was touched for the move being chosen.
    pub touch: TouchTraining,
    /// A move waiting for confirmation ("confirm moves") or for the blunder guard.
    pub held: Option<Pending>,
    /// The blunder guard's check of the held move, while it runs or warns.
    pub guard: Option<GuardCheck>,
    /// Whether the user's next move claims a draw with it.
    pub claim_next: bool,
    /// The earlier position being looked at (plies from the start); `None`: the live one.
    pub view_ply: Option<usize>,
    /// Why the last attempt was refused.
    pub refusal: Option<Refusal>,
    /// The request for a move the screen waits for (its ticket): the computer is thinking.
    pub thinking: Option<u64>,
    /// Why the computer could not move, until it is asked again.
    pub engine_error: Option<String>,
    /// The draw offer and what became of it.
    pub offer: Option<Offer>,
    /// When the game started and whether its ending is in the history.
    pub record: Record,
    /// The settings the game follows.
    pub options: Options,
    /// The last ticket handed out.
    pub(super) tickets: u64,
    /// Which clocks were low at the last tick (the warning sounds once as a clock goes low).
    pub(super) was_low: [bool; 2],
    /// A number drawn once for this tab, and how many games it has made: the parts of a new
    /// game's identity ([`crate::saving::games::new_id`]).
    pub(super) salt: u32,
    /// How many game identities this state has handed out.
    pub(super) made: u32,
}

impl PlayState {
    /// A new game between two people on this device, without a clock, started at `epoch_ms`
    /// (wall-clock time, for the record); `salt` is a random number drawn once per tab, that
    /// keeps the identities of games made in two tabs apart.
    #[must_use]
    pub fn new(options: Options, epoch_ms: u64, salt: u32) -> PlayState {
        let session = Session::new();
        PlayState {
            touch: TouchTraining::new(*session.position(), 0),
            session,
            players: Players::TwoHumans,
            clock: None,
            held: None,
            guard: None,
            claim_next: false,
            view_ply: None,
            refusal: None,
            thinking: None,
            engine_error: None,
            offer: None,
            record: Record::new(epoch_ms, crate::saving::games::new_id(epoch_ms, salt, 0)),
            options,
            tickets: 0,
            was_low: [false; 2],
            salt,
            made: 1,
        }
    }

    /// A new game identity, made at `epoch_ms`.
    pub(super) fn new_id(&mut self, epoch_ms: u64) -> String {
        self.made += 1;
        crate::saving::games::new_id(epoch_ms, self.salt, self.made)
    }

    /// Whether it is the computer's turn in a game still going on.
    #[must_use]
    pub fn computer_to_move(&self) -> bool {
        !self.session.game().is_over() && self.players.is_computer(self.session.position().turn())
    }

    /// Whether the user may move now: the game goes on, it is their turn, and the live position is
    /// shown.
    #[must_use]
    pub fn user_to_move(&self) -> bool {
        !self.session.game().is_over() && !self.computer_to_move() && self.view_ply.is_none()
    }

    /// What the board lets the user move: nothing while the computer thinks, a held move's
    /// preview, an earlier position shown read-only, the live position narrowed by a touch-move
    /// obligation.
    #[must_use]
    pub fn movable(&self) -> Movable {
        let game = self.session.game();
        let viewed = self.view_ply.filter(|&p| p < game.moves().len()).and_then(|p| game.position_at(p));
        if let Some(pos) = viewed {
            return movable_of(pos, false);
        }
        if let Some(held) = &self.held {
            return held.preview.clone();
        }
        let active = !game.is_over() && !self.computer_to_move();
        let mut movable = movable_of(self.session.position(), active);
        if self.options.touch_move && active {
            self.touch.restrict(&mut movable);
        }
        movable
    }

    /// How many plies a takeback removes now (0: none possible). None once the game has ended:
    /// the result is final (a takeback after mate, then an agreed draw, once turned "You won"
    /// into "Draw" in the saved games), so the board and the record never disagree about it.
    #[must_use]
    pub fn takeback_plies(&self) -> usize {
        if self.session.game().is_over() {
            return 0;
        }
        self.players.takeback_plies(self.session.position().turn(), self.session.game().moves().len())
    }

    /// Whether the blunder guard checks the user's moves in this game: against the computer, at
    /// a level the setting guards.
    #[must_use]
    pub fn guarded(&self) -> bool {
        matches!(self.players, Players::Computer { level, .. } if self.options.blunder_guard.applies(level))
    }

    /// A new ticket for a request to the engine.
    pub(super) fn ticket(&mut self) -> u64 {
        self.tickets += 1;
        self.tickets
    }

    /// Asks the computer for its move when it is its turn (with a clock, on its own clock).
    pub(super) fn ask_computer(&mut self, now_ms: f64, effects: &mut Vec<Effect>) {
        let Some(request) = self.players.request(self.session.game()) else { return };
        let request = crate::engine_link::Request {
            clock: engine_clock(self.clock.as_ref(), now_ms),
            pause: self.options.computer_pause,
            ..request
        };
        let ticket = self.ticket();
        self.thinking = Some(ticket);
        self.engine_error = None;
        effects.push(Effect::AskMove { ticket, request });
    }

    /// Stops waiting for the engine: the game is about to change under its search.
    pub(super) fn forget_request(&mut self, effects: &mut Vec<Effect>) {
        self.thinking = None;
        self.engine_error = None;
        effects.push(Effect::CancelEngine);
    }

    /// If the running side's time ran out in a game still going on, the game ends on time (a
    /// loss, or a draw when the opponent could not mate), the computer stops thinking, and `true`
    /// is returned: whatever was about to happen (a move) does not.
    pub(super) fn flag_fell(&mut self, now_ms: f64, effects: &mut Vec<Effect>) -> bool {
        let over = self.session.game().is_over();
        let Some(loser) = fallen_flag(self.clock.as_ref(), over, now_ms) else { return false };
        if self.thinking.is_some() {
            self.forget_request(effects);
        }
        if let Some(c) = &mut self.clock {
            c.stop(now_ms);
        }
        self.session.flag(loser);
        self.settle(now_ms);
        effects.push(Effect::Save);
        true
    }

    /// The clock after a move: the mover's stops, the opponent's starts; a flag that fell in that
    /// same instant still loses.
    pub(super) fn press_clock(&mut self, now_ms: f64) {
        let Some(clock) = self.clock.as_mut() else { return };
        match clock.press(now_ms) {
            // The mover's time after the move (increment included) is the move's `[%clk]`,
            // recorded in whole tenths as a clock face shows them.
            Ok(()) if clock.time_control().is_timed() => {
                let mover = !clock.to_move();
                let tenths = (clock.remaining(mover, now_ms) / 100.0).floor() as u64;
                let ply = self.session.game().moves().len();
                self.session.set_clock_after(ply, tenths * 100);
            }
            Ok(()) => {}
            Err(loser) => {
                self.session.flag(loser);
            }
        }
    }

    /// Brings the parts that follow the game in step with it, after any change: the touches
    /// start again once the game moves on, a held move goes when the game changed under it, a
    /// viewed ply past the end is the live position, any ending stops the clock, and a change
    /// that bypassed the clock gets a fresh one for the side to move.
    pub(super) fn settle(&mut self, now_ms: f64) {
        let game = self.session.game();
        let (pos, ply, over) = (*game.position(), game.moves().len(), game.is_over());
        if self.held.as_ref().is_some_and(|h| !still_holds(h, &pos, over)) {
            self.held = None;
        }
        if self.held.is_none() {
            self.guard = None;
        }
        // Why a move was refused belongs to the live game: once it ends (resigned, drawn, out of
        // time) the sentence would sit under the result and the review as if it were news. A
        // refusal because the game is over is the one to keep.
        if over && !matches!(self.refusal, None | Some(Refusal::Rules { reason: IllegalMove::GameOver, .. })) {
            self.refusal = None;
        }
        self.touch.sync(&pos, ply);
        if self.view_ply.is_some_and(|v| v >= ply) {
            self.view_ply = None;
        }
        if let Some(clock) = &mut self.clock {
            if over && !clock.is_stopped() {
                clock.stop(now_ms);
            } else if !clock_fits(clock, pos.turn(), over) {
                *clock = Clock::new(clock.time_control(), pos.turn());
            }
        }
    }
}
