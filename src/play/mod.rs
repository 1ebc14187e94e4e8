//! The Play screen in the browser: the components around the board, one signal with the game
//! ([`ctx`]), and the runner that hands events to it and carries out its effects ([`runner`]).
//! Every decision (moves, clocks, touch-move, draws, saving, players) is made in
//! [`kaissa_app_core::play`].

pub mod backup_view;
pub mod choices;
pub mod clocks;
pub mod confirm_view;
pub mod controls;
pub mod ctx;
pub mod escape;
pub mod history;
pub mod history_view;
pub mod menu_view;
pub mod move_list;
pub mod new_game;
pub mod notices;
pub mod runner;
pub mod saving;
pub mod screen;
pub mod settings_page;
pub mod settings_view;
pub mod setup;
pub mod setup_position;
pub mod status;
pub mod touch_panel;

// Issue 5, during the game (resign, draws, review, PGN/FEN, sounds).
pub mod clipboard;
pub mod fen;
pub mod game_actions;
pub mod pgn_dialog;
pub mod pgn_views;
pub mod review;
pub mod sounds;
