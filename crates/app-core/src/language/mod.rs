//! The app's languages ([`lang`]) and how each writes chess moves ([`notation`]): below the
//! catalogs ([`crate::i18n`]) and the lessons, which both read and show moves in the learner's
//! letters, and above nothing but the rules.

pub mod lang;
pub mod notation;
