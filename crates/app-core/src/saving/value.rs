//! Versioned JSON values saved in localStorage under `kaissa.v1.<name>`, and the rule of
//! DESIGN.md's "Saved state": a value that cannot be read — garbled, or written by a newer
//! version of the app — is never silently dropped. [`load`] hands back a clean default together
//! with the raw text, which the app keeps under `kaissa.v1.unreadable.<name>` and reports.
//!
//! Every saved value goes through it: the game in progress, the finished games, the settings, the
//! new-game choices and the lessons' progress. The storage itself (web-sys) stays in the app.

use serde::de::DeserializeOwned;
use serde::Serialize;
use std::fmt;

/// The prefix of every key the app saves under.
pub const KEY_PREFIX: &str = "kaissa.v1.";

/// A value saved under its own key, as JSON with a version field.
pub trait SavedValue: Serialize + DeserializeOwned {
    /// The key's last part: the value lives under `kaissa.v1.<NAME>`.
    const NAME: &'static str;
    /// The format version this build writes and reads (and any older one).
    const VERSION: u32;
    /// The name of the version field.
    const VERSION_FIELD: &'static str = "v";

    /// Refuses a value that parses but cannot be used (a level out of range); the reason is
    /// reported like a parse error, and the value kept aside like any unreadable one.
    fn check(&self) -> Result<(), String> {
        Ok(())
    }

    /// The value as JSON, for saving.
    #[must_use]
    fn to_json(&self) -> String {
        // Serialising our own plain data cannot fail (no maps with non-string keys, no NaN floats
        // reach here); an empty string would read back as unreadable and so be kept, not lost.
        serde_json::to_string(self).unwrap_or_default()
    }

    /// The localStorage key: `kaissa.v1.<NAME>`.
    #[must_use]
    fn storage_key() -> String {
        format!("{KEY_PREFIX}{}", Self::NAME)
    }

    /// Where an unreadable value is kept: `kaissa.v1.unreadable.<NAME>`.
    #[must_use]
    fn unreadable_key() -> String {
        format!("{KEY_PREFIX}unreadable.{}", Self::NAME)
    }
}

/// Why a saved value could not be read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SavedError {
    /// Not JSON of the expected shape: where the parser stopped. Its message is not kept: no
    /// user reads it, and formatting it would link every error text of serde_json and of
    /// `std::io` into the start-up module (about 0.5 KB gzipped, README "Size").
    Malformed {
        /// The line the parser stopped at (1-based; 0 when it could not tell).
        line: usize,
        /// The column on that line.
        column: usize,
    },
    /// Written by a newer version of the app (its version).
    NewerVersion(u32),
    /// Well-formed but not usable: [`SavedValue::check`]'s reason.
    Invalid(String),
}

impl fmt::Display for SavedError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SavedError::Malformed { line, column } => {
                write!(f, "unreadable saved value (line {line}, column {column})")
            }
            SavedError::NewerVersion(v) => write!(f, "saved by a newer version of Kaissa (format {v})"),
            SavedError::Invalid(why) => write!(f, "unusable saved value: {why}"),
        }
    }
}

impl std::error::Error for SavedError {}

/// A saved value as read at startup.
#[derive(Clone, Debug, PartialEq)]
pub struct Loaded<T> {
    /// The value to start from (the default if nothing could be read).
    pub value: T,
    /// The saved text, when it could not be read: keep it under
    /// [`SavedValue::unreadable_key`] and tell the user.
    pub unreadable: Option<String>,
    /// Why it could not be read.
    pub error: Option<SavedError>,
}

/// Reads a saved value. The version is looked at first, so a newer format is reported as such
/// even when this build could not parse its shape.
pub fn parse<T: SavedValue>(text: &str) -> Result<T, SavedError> {
    let malformed = |e: serde_json::Error| SavedError::Malformed { line: e.line(), column: e.column() };
    // Two passes over the text rather than one through `serde_json::Value`: the page's module
    // then carries no generic JSON tree (and no second deserializer for every saved type).
    let mut probe = serde_json::Deserializer::from_str(text);
    let version =
        serde::Deserializer::deserialize_map(&mut probe, VersionProbe(T::VERSION_FIELD)).map_err(malformed)?;
    probe.end().map_err(malformed)?;
    if let Some(v) = version.filter(|&v| v > u64::from(T::VERSION)) {
        return Err(SavedError::NewerVersion(u32::try_from(v).unwrap_or(u32::MAX)));
    }
    let value: T = serde_json::from_str(text).map_err(malformed)?;
    value.check().map_err(SavedError::Invalid)?;
    Ok(value)
}

/// Finds the version field of a JSON object (`Some` when it is a whole number), skipping the
/// rest. Anything but an object is refused: serde would also read a struct from an array of
/// its fields, and a saved value is an object.
struct VersionProbe(&'static str);

impl<'de> serde::de::Visitor<'de> for VersionProbe {
    type Value = Option<u64>;

    fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("a JSON object")
    }

    fn visit_map<A: serde::de::MapAccess<'de>>(self, mut map: A) -> Result<Self::Value, A::Error> {
        let mut version = None;
        while let Some(key) = map.next_key::<std::borrow::Cow<'de, str>>()? {
            if key == self.0 {
                version = map.next_value::<WholeNumber>()?.0;
            } else {
                map.next_value::<serde::de::IgnoredAny>()?;
            }
        }
        Ok(version)
    }
}

/// Any JSON value, kept when it is a whole number ≥ 0.
struct WholeNumber(Option<u64>);

impl<'de> serde::Deserialize<'de> for WholeNumber {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        struct V;
        impl<'de> serde::de::Visitor<'de> for V {
            type Value = WholeNumber;
            fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                f.write_str("any JSON value")
            }
            fn visit_u64<E>(self, v: u64) -> Result<WholeNumber, E> {
                Ok(WholeNumber(Some(v)))
            }
            fn visit_i64<E>(self, _: i64) -> Result<WholeNumber, E> {
                Ok(WholeNumber(None))
            }
            fn visit_f64<E>(self, _: f64) -> Result<WholeNumber, E> {
                Ok(WholeNumber(None))
            }
            fn visit_bool<E>(self, _: bool) -> Result<WholeNumber, E> {
                Ok(WholeNumber(None))
            }
            fn visit_str<E>(self, _: &str) -> Result<WholeNumber, E> {
                Ok(WholeNumber(None))
            }
            fn visit_unit<E>(self) -> Result<WholeNumber, E> {
                Ok(WholeNumber(None))
            }
            fn visit_seq<A: serde::de::SeqAccess<'de>>(self, mut seq: A) -> Result<WholeNumber, A::Error> {
                while seq.next_element::<serde::de::IgnoredAny>()?.is_some() {}
                Ok(WholeNumber(None))
            }
            fn visit_map<A: serde::de::MapAccess<'de>>(self, mut map: A) -> Result<WholeNumber, A::Error> {
                while map.next_entry::<serde::de::IgnoredAny, serde::de::IgnoredAny>()?.is_some() {}
                Ok(WholeNumber(None))
            }
        }
        d.deserialize_any(V)
    }
}

/// Reads what was saved (`None`: nothing yet). An unreadable value gives `None` and the text.
#[must_use]
pub fn load<T: SavedValue>(saved: Option<&str>) -> Loaded<Option<T>> {
    match saved.map(parse::<T>) {
        None => Loaded { value: None, unreadable: None, error: None },
        Some(Ok(value)) => Loaded { value: Some(value), unreadable: None, error: None },
        Some(Err(e)) => Loaded { value: None, unreadable: saved.map(str::to_owned), error: Some(e) },
    }
}

/// Like [`load`], with the default value when nothing (readable) was saved.
#[must_use]
pub fn load_or_default<T: SavedValue + Default>(saved: Option<&str>) -> Loaded<T> {
    let Loaded { value, unreadable, error } = load::<T>(saved);
    Loaded { value: value.unwrap_or_default(), unreadable, error }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde::Deserialize;

    #[derive(Debug, Default, PartialEq, Serialize, Deserialize)]
    struct Thing {
        v: u32,
        #[serde(default)]
        n: i32,
    }

    impl SavedValue for Thing {
        const NAME: &'static str = "thing";
        const VERSION: u32 = 1;
    }

    #[test]
    fn keys() {
        assert_eq!(Thing::storage_key(), "kaissa.v1.thing");
        assert_eq!(Thing::unreadable_key(), "kaissa.v1.unreadable.thing");
    }

    #[test]
    fn round_trip_and_nothing_saved() {
        let t = Thing { v: 1, n: -4 };
        let json = t.to_json();
        assert_eq!(json, r#"{"v":1,"n":-4}"#);
        assert_eq!(load::<Thing>(Some(&json)).value, Some(t));
        assert_eq!(load::<Thing>(None), Loaded { value: None, unreadable: None, error: None });
        assert_eq!(load_or_default::<Thing>(None).value, Thing::default());
    }

    #[test]
    fn unreadable_is_kept_aside() {
        for bad in ["{oops", "[1,2]", r#"{"v":1,"n":"x"}"#, "", r#"{"n":3}"#, r#"{"v":1} x"#, "7", "null", r#""s""#] {
            let loaded = load_or_default::<Thing>(Some(bad));
            assert_eq!(loaded.value, Thing::default(), "{bad}");
            assert_eq!(loaded.unreadable.as_deref(), Some(bad));
            assert!(matches!(loaded.error, Some(SavedError::Malformed { .. })), "{bad}");
        }
        // Where the reader stopped is kept (the person debugging a saved value looks there).
        let broken = "{\"v\":1,\n\"n\":oops}";
        assert_eq!(parse::<Thing>(broken), Err(SavedError::Malformed { line: 2, column: 5 }));
        assert_eq!(parse::<Thing>(broken).unwrap_err().to_string(), "unreadable saved value (line 2, column 5)");
    }

    #[test]
    fn newer_version_is_kept_aside_even_in_a_new_shape() {
        let loaded = load::<Thing>(Some(r#"{"v":2,"n":{"new":"shape"}}"#));
        assert_eq!(loaded.value, None);
        assert_eq!(loaded.error, Some(SavedError::NewerVersion(2)));
        assert!(loaded.unreadable.unwrap().contains("shape"));
        assert_eq!(parse::<Thing>(r#"{"v":99999999999}"#), Err(SavedError::NewerVersion(u32::MAX)));
        // The version is found wherever it is, past values of any shape.
        let late = r#"{"n":{"a":[1,{"b":null}],"c":"}"},"w":[true,-1.5],"v":3}"#;
        assert_eq!(parse::<Thing>(late), Err(SavedError::NewerVersion(3)));
    }

    #[test]
    fn a_version_that_is_not_a_whole_number_is_left_to_the_value_itself() {
        // Not a newer version: `Thing` itself refuses these (its `v` is a number).
        for odd in [r#"{"v":"2"}"#, r#"{"v":-2}"#, r#"{"v":2.5}"#, r#"{"v":[2]}"#, r#"{"v":{"x":2}}"#, r#"{"v":null}"#]
        {
            assert!(matches!(parse::<Thing>(odd), Err(SavedError::Malformed { .. })), "{odd}");
        }
    }
}
