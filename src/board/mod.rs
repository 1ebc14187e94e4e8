//! The board widget in the browser: the renderer (`view`), the input adapters (`input`) and the
//! promotion dialog (`promotion`). Its state and every decision are in
//! [`kaissa_app_core::board::state`].

pub mod input;
pub mod promotion;
pub mod view;
