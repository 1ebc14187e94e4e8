//! The Play screen's shared state: every signal the screen's parts read, and the actions that
//! change the game. Provided once as a Leptos context ([`PlayCtx::provide`]) so that each part
//! of the screen (status, move list, controls, dialogs) lives in its own small component.
//!
//! Chess stays in the session and the rules core: the actions here only route a finished move,
//! a takeback or a loaded game to the [`Session`], then ask the computer when it is its turn.

use crate::engine_client::worker::{self as engine, Answer};
use crate::storage;
use kaissa_app_core::board::state::{Action, BoardState};
use kaissa_app_core::engine_link::Request;
use kaissa_app_core::i18n::{catalog, explain, fill};
use kaissa_app_core::{movable_of, Session, Settings};
use kaissa_app_core::{NewGamePrefs, Players};
use kaissa_rules::{Move, Square};
use leptos::prelude::*;

/// Board colour themes, as named in the CSS (`[data-theme]`).
pub const THEMES: [&str; 3] = ["green", "wood", "blue"];

/// A refused move, shown until the next action.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Explanation {
    /// The reason's stable code (`data-reason`).
    pub code: &'static str,
    /// The reason in the user's words.
    pub text: String,
}

/// The signals of the Play screen. `Copy`: every closure takes its own.
#[derive(Clone, Copy)]
pub struct PlayCtx {
    /// The game being played.
    pub session: RwSignal<Session>,
    /// The board's UI state (selection, drag, promotion choice, orientation).
    pub board: RwSignal<BoardState>,
    /// Who plays White and Black.
    pub players: RwSignal<Players>,
    /// The last refused move's explanation.
    pub explanation: RwSignal<Option<Explanation>>,
    /// Whether the app waits for the computer's move (`data-testid="thinking"`).
    pub thinking: RwSignal<bool>,
    /// Why the computer could not move, until it is asked again.
    pub engine_error: RwSignal<Option<String>>,
    /// The user's settings (saved in `kaissa.v1.settings` whenever they change).
    pub settings: RwSignal<Settings>,
    /// Whether the new-game dialog is open.
    pub new_game_open: RwSignal<bool>,
    /// Touch-move training: what was touched for the move being chosen (`touch_glue`).
    pub touch: RwSignal<kaissa_app_core::touch_move::training::TouchTraining>,
    /// A move waiting for confirmation ("confirm moves"), shown on the board.
    pub pending: RwSignal<Option<kaissa_app_core::confirm_move::Pending>>,
    /// The earlier position being reviewed (plies from the start), read-only; `None`: the live
    /// position.
    pub view_ply: RwSignal<Option<usize>>,
    /// Whether the user's next move claims a draw with it (threefold or fifty moves).
    pub claim_next: RwSignal<bool>,
    /// The game's clock (`None`: no time control), kept in step by `clocks.rs`.
    pub clock: RwSignal<Option<kaissa_app_core::Clock>>,
    /// When the game started and whether its ending is in the history (`saving.rs`).
    pub record: RwSignal<kaissa_app_core::saving::persist::Record>,
    /// The one confirmation step open on the screen (resign), if any.
    pub confirmation: RwSignal<Option<kaissa_app_core::confirm_move::Confirmation>>,
}

impl PlayCtx {
    /// Creates the state (settings from storage), saves settings on every change, and provides
    /// the context to the components below.
    pub fn provide() -> PlayCtx {
        let session = RwSignal::new(Session::new());
        let settings = RwSignal::new(storage::read::<Settings>().value);
        let ctx = PlayCtx {
            session,
            board: RwSignal::new(BoardState::new(session.with_untracked(Session::movable))),
            players: RwSignal::new(Players::TwoHumans),
            explanation: RwSignal::new(None),
            thinking: RwSignal::new(false),
            engine_error: RwSignal::new(None),
            settings,
            new_game_open: RwSignal::new(false),
            touch: RwSignal::new(kaissa_app_core::touch_move::training::TouchTraining::default()),
            pending: RwSignal::new(None),
            view_ply: RwSignal::new(None),
            claim_next: RwSignal::new(false),
            clock: RwSignal::new(None),
            record: RwSignal::new(kaissa_app_core::saving::persist::Record::default()),
            confirmation: RwSignal::new(None),
        };
        Effect::new(move |first: Option<()>| {
            settings.with(|s| {
                if first.is_some() {
                    storage::write(s);
                }
            });
        });
        provide_context(ctx);
        // The clock's timer, then the saved game back on the board (and saved from now on).
        crate::play::clocks::install(ctx);
        crate::play::saving::install(ctx);
        ctx
    }

    /// The context provided by [`PlayCtx::provide`].
    #[must_use]
    pub fn get() -> PlayCtx {
        expect_context::<PlayCtx>()
    }

    /// The board theme's CSS name.
    #[must_use]
    pub fn theme(self) -> Signal<&'static str> {
        let settings = self.settings;
        Signal::derive(move || {
            settings.with(|s| THEMES.iter().copied().find(|&t| t == s.board_theme).unwrap_or(THEMES[0]))
        })
    }

    /// After any change to the game, the board takes the new position; the user moves only on
    /// their own turn.
    pub fn refresh(self) {
        let who = self.players.get_untracked();
        let viewed = self.view_ply.get_untracked();
        let movable = self.session.with_untracked(|s| {
            // Reviewing an earlier position: shown, never moved.
            if let Some(pos) = viewed.filter(|&p| p < s.game().moves().len()).and_then(|p| s.game().position_at(p)) {
                return movable_of(pos, false);
            }
            let active = !s.game().is_over() && !who.is_computer(s.position().turn());
            movable_of(s.position(), active)
        });
        let movable = crate::play::touch_glue::restricted(self, movable);
        self.board.update(|b| b.set_movable(movable));
    }

    /// Whether it is the computer's turn in a game still going on.
    #[must_use]
    pub fn computer_to_move(self) -> bool {
        let who = self.players.get_untracked();
        self.session.with_untracked(|s| !s.game().is_over() && who.is_computer(s.position().turn()))
    }

    /// Asks the computer for its move when it is its turn (otherwise does nothing).
    pub fn ask_computer(self) {
        let request = self.session.with_untracked(|s| self.players.get_untracked().request(s.game()));
        // With a time control the computer plays on its own clock.
        let request = request.map(|r| Request { clock: crate::play::clocks::engine_times(self), ..r });
        self.thinking.set(request.is_some());
        if let Some(request) = request {
            self.engine_error.set(None);
            let asked = request.clone();
            engine::request(&request, move |answer| self.on_answer(&asked, answer));
        }
    }

    /// The computer's answer: played through the session like any move (the engine's move is
    /// checked like the user's), unless the game changed meanwhile.
    fn on_answer(self, asked: &Request, answer: Answer) {
        let current = self.session.with_untracked(|s| self.players.get_untracked().request(s.game()));
        // The clock times differ by now; the game must not.
        if current.as_ref().map(|r| (&r.fen, &r.moves, r.level)) != Some((&asked.fen, &asked.moves, asked.level)) {
            return;
        }
        if crate::play::clocks::flag_fell(self) {
            return;
        }
        self.thinking.set(false);
        let c = catalog();
        let failure = match answer {
            Answer::Move(uci) => {
                let mut played = false;
                self.session.update(|s| {
                    if let Ok(m) = s.position().parse_uci(&uci) {
                        played = s.play(m).is_ok();
                    }
                });
                if played {
                    crate::play::clocks::press(self);
                }
                (!played).then(|| format!("bestmove {uci}"))
            }
            Answer::NoMove => Some("bestmove 0000".to_owned()),
            Answer::Failed(why) => Some(why),
        };
        self.engine_error.set(failure.map(|why| fill(c.engine_failed, &[("why", &why)])));
        self.refresh();
    }

    /// Before the game changes under a pending request (new game, takeback, a loaded position).
    pub fn forget_request(self) {
        engine::cancel();
        self.thinking.set(false);
        self.engine_error.set(None);
    }

    /// The board's actions: a finished move is played (or explained when refused).
    pub fn on_action(self, action: Action) {
        match action {
            Action::None => {}
            Action::Play(m) => crate::play::touch_glue::on_move(self, m),
            // The computer's turn: the thinking indicator (or the engine's error) says why nothing
            // moves.
            Action::Refused { .. } if self.computer_to_move() => {}
            // Reviewing an earlier position: the banner says why nothing moves.
            Action::Refused { .. } if self.view_ply.get_untracked().is_some() => {}
            Action::Refused { from, to } => crate::play::touch_glue::on_refused(self, from, to),
        }
    }

    /// Plays the user's move, or explains why it is refused.
    pub fn play(self, m: Move) {
        // Time ran out before the move was made: the game is lost (or drawn) on time.
        if crate::play::clocks::flag_fell(self) {
            return;
        }
        let mut result = Ok(m);
        let claim = self.claim_next.get_untracked();
        self.session.update(|s| result = s.play_claiming(m, claim));
        if result.is_ok() {
            crate::play::clocks::press(self);
        }
        if result.is_ok() {
            self.claim_next.set(false);
        }
        match result {
            Ok(_) => self.explanation.set(None),
            Err(reason) => {
                let text = self.session.with_untracked(|s| explain(catalog(), &reason, s.position(), m.from()));
                self.explanation.set(Some(Explanation { code: reason.code(), text }));
            }
        }
        self.refresh();
        self.ask_computer();
    }

    /// Explains, in the rules core's words, why the attempt is refused.
    pub fn explain_refusal(self, from: Square, to: Option<Square>) {
        let (reason, text) = self.session.with_untracked(|s| {
            let reason = s.refusal(from, to);
            let text = explain(catalog(), &reason, s.position(), from);
            (reason, text)
        });
        self.explanation.set(Some(Explanation { code: reason.code(), text }));
    }

    /// Starts a new game with the dialog's choices.
    pub fn start(self, prefs: &NewGamePrefs) {
        self.forget_request();
        let who = prefs.players(js_sys::Math::random());
        if let Some(level) = who.level() {
            engine::new_game(level);
        }
        self.players.set(who);
        self.session.set(Session::new());
        crate::play::saving::started(self, prefs.tc);
        self.view_ply.set(None);
        self.claim_next.set(false);
        self.explanation.set(None);
        self.board.update(|b| b.orientation = who.orientation());
        self.refresh();
        self.ask_computer();
    }

    /// How many plies a takeback removes now (0: none possible).
    #[must_use]
    pub fn takeback_plies(self) -> usize {
        let who = self.players.get();
        self.session.with(|s| who.takeback_plies(s.position().turn(), s.game().moves().len()))
    }

    /// Takes back the user's last move (and the computer's reply to it).
    pub fn takeback(self) {
        let plies = self.takeback_plies();
        self.forget_request();
        self.session.update(|s| {
            for _ in 0..plies {
                s.takeback();
            }
        });
        crate::play::clocks::undo(self, plies);
        self.view_ply.set(None);
        self.claim_next.set(false);
        self.explanation.set(None);
        self.refresh();
        self.ask_computer();
    }

    /// Replaces the game (a loaded FEN or PGN), keeping the players.
    pub fn load(self, session: Session) {
        self.forget_request();
        crate::play::saving::loaded(self, &session);
        self.session.set(session);
        self.view_ply.set(None);
        self.claim_next.set(false);
        self.explanation.set(None);
        self.refresh();
        self.ask_computer();
    }

    /// Claims the draw the status offers.
    pub fn claim_draw(self) {
        self.session.update(|s| {
            let _ = s.claim_draw();
        });
        self.refresh();
    }
}
