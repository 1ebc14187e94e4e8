//! The Play screen's state in the browser: one signal holding the game on screen
//! ([`PlayState`], where every decision is made), the board widget's own state, the settings, and
//! the two bits of screen state that are not the game's (the new-game dialog, the confirmation
//! step). Provided once as a Leptos context so that each part of the screen is its own small
//! component; they read these signals and hand events to [`PlayCtx::apply`] (`runner.rs`).

use crate::storage;
use kaissa_app_core::board::state::BoardState;
use kaissa_app_core::confirm_move::Confirmation;
use kaissa_app_core::play::{Options, PlayState};
use kaissa_app_core::{Session, Settings};
use leptos::prelude::*;

/// Board colour themes, as named in the CSS (`[data-theme]`).
pub const THEMES: [&str; 3] = ["green", "wood", "blue"];

/// The signals of the Play screen. `Copy`: every closure takes its own.
#[derive(Clone, Copy)]
pub struct PlayCtx {
    /// The game on screen; changed only through its transitions ([`PlayCtx::apply`]).
    pub game: RwSignal<PlayState>,
    /// The board's UI state (selection, drag, promotion choice, orientation).
    pub board: RwSignal<BoardState>,
    /// The user's settings (saved in `kaissa.v1.settings` whenever they change).
    pub settings: RwSignal<Settings>,
    /// Whether the new-game dialog is open.
    pub new_game_open: RwSignal<bool>,
    /// Whether the dialog opens as "Play the computer" (one tap: it starts at once unless a
    /// game with moves is on the board).
    pub computer_now: RwSignal<bool>,
    /// Whether the game screen's menu is open (the welcome steps aside when it opens).
    pub menu_open: RwSignal<bool>,
    /// The one confirmation step open on the screen (resign), if any.
    pub confirmation: RwSignal<Option<Confirmation>>,
    /// Counts the clock's redraws while a clock runs (the faces read the time again).
    pub tick: RwSignal<u64>,
}

impl PlayCtx {
    /// Creates the state (settings from storage) and provides it to the components below.
    pub fn provide() -> PlayCtx {
        let settings = storage::read::<Settings>().value;
        // A number drawn once per tab keeps apart the games that two tabs make in one millisecond.
        let salt = (js_sys::Math::random() * f64::from(u32::MAX)) as u32;
        let game = PlayState::new(Options::of(&settings), crate::now::epoch_ms(), salt);
        let mut board = BoardState::new(game.movable());
        board.input = settings.move_input;
        board.promotion_final = settings.touch_move;
        let ctx = PlayCtx {
            game: RwSignal::new(game),
            board: RwSignal::new(board),
            settings: RwSignal::new(settings),
            new_game_open: RwSignal::new(false),
            computer_now: RwSignal::new(false),
            menu_open: RwSignal::new(false),
            confirmation: RwSignal::new(None),
            tick: RwSignal::new(0),
        };
        provide_context(ctx);
        ctx
    }

    /// The context provided by [`PlayCtx::provide`].
    #[must_use]
    pub fn get() -> PlayCtx {
        expect_context::<PlayCtx>()
    }

    /// Reads the game's session (tracked).
    pub fn session<R>(self, f: impl FnOnce(&Session) -> R) -> R {
        self.game.with(|g| f(&g.session))
    }

    /// Reads the game's session without tracking it.
    pub fn session_untracked<R>(self, f: impl FnOnce(&Session) -> R) -> R {
        self.game.with_untracked(|g| f(&g.session))
    }

    /// The board theme's CSS name.
    #[must_use]
    pub fn theme(self) -> Signal<&'static str> {
        let settings = self.settings;
        Signal::derive(move || {
            settings.with(|s| THEMES.iter().copied().find(|&t| t == s.board_theme).unwrap_or(THEMES[0]))
        })
    }
}
