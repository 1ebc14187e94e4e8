//! The Play screen in the browser: the components around the board and the glue that feeds them.
//! Every decision (clocks, touch-move, draws, saving, players, the new-game choices) is made in
//! [`kaissa_app_core`].

pub mod clocks;
pub mod confirm_view;
pub mod controls;
pub mod ctx;
pub mod history;
pub mod history_view;
pub mod move_list;
pub mod new_game;
pub mod notices;
pub mod saving;
pub mod screen;
pub mod settings_page;
pub mod settings_view;
pub mod status;
pub mod touch_glue;

// Issue 5, during the game (resign, draws, review, PGN/FEN, sounds).
pub mod clipboard;
pub mod fen;
pub mod game_actions;
pub mod pgn_dialog;
pub mod pgn_views;
pub mod review;
pub mod sounds;
