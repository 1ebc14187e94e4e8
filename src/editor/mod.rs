//! The board editor ("Set up a position"): [`button`] is the start-up module's side (the button
//! that opens it and starts the game it hands back); the editor itself ([`dialog`], its board and
//! palette in [`board`]) is a view of the dialogs' module (`src/bin/dialogs.rs`), fetched the
//! first time it opens, so that it costs the start-up module nothing but the button. Every
//! decision (placing, castling rights, problems, the game's choices) is made in
//! [`kaissa_app_core::editor`].

pub mod board;
pub mod button;
pub mod dialog;
