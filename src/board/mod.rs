//! The board widget: pure state and transitions ([`state`]), and in the browser the renderer
//! (`view`), the input adapters (`input`) and the promotion dialog (`promotion`).

pub mod state;

#[cfg(target_arch = "wasm32")]
pub mod input;
#[cfg(target_arch = "wasm32")]
pub mod promotion;
#[cfg(target_arch = "wasm32")]
pub mod view;
