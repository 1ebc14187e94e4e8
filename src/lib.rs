//! Kaissa: chess in the browser, offline, for beginners — the web app.
//!
//! This crate holds the views: Leptos components that render the values of
//! [`kaissa_app_core`] (where every decision is made and tested natively) and forward a person's
//! input to it. It exists only in the wasm build.
#![cfg(target_arch = "wasm32")]
#![deny(missing_docs)]

pub mod access;
pub mod board;
pub mod coach;
pub mod editor;
pub mod engine_client;
pub mod lessons;
pub mod openings;
pub mod play;

pub mod app;
pub mod language;
pub mod lazy;
pub mod nav;
pub mod now;
pub mod offline;
pub mod scheme;
pub mod sound;
pub mod storage;
pub mod welcome;
