//! The board editor ("Set up a position"): the start-up module's side is
//! [`crate::play::setup_position`] (the button that opens it and starts the game it hands back;
//! it is a part of the Play screen, which the editor's views must not name back); the editor itself ([`dialog`], its board and
//! palette in [`board`]) is a view of the dialogs' module (`src/bin/dialogs.rs`), fetched the
//! first time it opens, so that it costs the start-up module nothing but the button. Every
//! decision (placing, castling rights, problems, the game's choices) is made in
//! [`kaissa_app_core::editor`].

pub mod board;
pub mod dialog;
