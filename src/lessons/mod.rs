//! Learn's pages in the browser: the lesson map (`map`), a level being played (`view`) with its
//! arrows and marks (`overlay`), and the host that loads this module on first use (`host`). Every decision is made by [`kaissa_app_core::lessons`].

pub mod host;
mod map;
mod move_field;
mod overlay;
pub mod view;
