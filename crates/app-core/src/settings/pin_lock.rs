//! The PIN that locks a setting (today the takebacks) so that a child cannot flip it: only a
//! salted hash is kept.

use serde::{Deserialize, Serialize};
use std::fmt;

/// A 4-digit PIN that locks the takeback setting (a parent or teacher sets it).
///
/// Only a salted hash is stored, never the PIN. The hash is FNV-1a (not a cryptographic hash):
/// this is a parental lock against a child flipping a switch, not a secret — anyone with the
/// browser's developer tools can clear the setting, and 10 000 PINs are quickly tried.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct PinLock {
    /// A random salt chosen when the PIN was set.
    pub salt: u32,
    /// FNV-1a of the salt and the PIN.
    pub hash: u64,
}

/// Why a PIN was refused.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum PinError {
    /// Not exactly four digits.
    NotFourDigits,
    /// Not the PIN that locked the setting.
    Wrong,
    /// The setting is already locked (unlock it first).
    AlreadyLocked,
}

impl PinError {
    /// A stable kebab-case code: `pin-not-four-digits`, `pin-wrong`, `pin-already-locked`.
    #[must_use]
    pub const fn code(self) -> &'static str {
        match self {
            PinError::NotFourDigits => "pin-not-four-digits",
            PinError::Wrong => "pin-wrong",
            PinError::AlreadyLocked => "pin-already-locked",
        }
    }
}

impl fmt::Display for PinError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.code())
    }
}

impl std::error::Error for PinError {}

impl PinLock {
    /// A lock for `pin` (exactly four ASCII digits) with `salt` (random, from the caller: the
    /// pure code has no randomness).
    pub fn new(pin: &str, salt: u32) -> Result<PinLock, PinError> {
        if pin.len() != 4 || !pin.bytes().all(|b| b.is_ascii_digit()) {
            return Err(PinError::NotFourDigits);
        }
        Ok(PinLock { salt, hash: fnv1a(salt, pin) })
    }

    /// Whether `pin` is the one that made this lock.
    #[must_use]
    pub fn verify(&self, pin: &str) -> bool {
        PinLock::new(pin, self.salt).is_ok_and(|l| l.hash == self.hash)
    }
}

/// FNV-1a over the salt and the PIN.
fn fnv1a(salt: u32, pin: &str) -> u64 {
    let mut h: u64 = 0xcbf2_9ce4_8422_2325;
    for b in salt.to_le_bytes().iter().chain(pin.as_bytes()) {
        h ^= u64::from(*b);
        h = h.wrapping_mul(0x0100_0000_01b3);
    }
    h
}
