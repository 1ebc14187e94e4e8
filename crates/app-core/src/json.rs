//! Serde adapters for the rules core's types, which have no serde of their own (the rules crate
//! has no dependencies): how a colour and an outcome are written in the app's saved JSON and in
//! what its wasm modules hand each other. Every saved value and message uses these, so a colour
//! is `"white"` everywhere.

/// The position in `codes` of the string that `d` holds (an enum's variant by its code; see the
/// crate's `deserialize_by_code!`): one reader for every such enum.
///
/// # Errors
/// When `d` holds no string, or one that is not among `codes`.
pub fn code_index<'de, D: serde::Deserializer<'de>>(d: D, codes: &[&str]) -> Result<usize, D::Error> {
    let code = <String as serde::Deserialize>::deserialize(d)?;
    codes
        .iter()
        .position(|c| *c == code)
        .ok_or_else(|| serde::de::Error::custom(format_args!("unknown value {code:?}")))
}

/// Serde for [`kaissa_rules::Color`] as `"white"` / `"black"` (`#[serde(with = "crate::json::color")]`).
pub mod color {
    use kaissa_rules::Color;
    use serde::{Deserialize, Deserializer, Serializer};

    /// Writes `"white"` or `"black"`.
    pub fn serialize<S: Serializer>(color: &Color, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(color.name())
    }

    /// Reads `"white"` or `"black"`.
    pub fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<Color, D::Error> {
        let name = String::deserialize(d)?;
        from_name(&name).ok_or_else(|| serde::de::Error::custom(format!("not a colour: {name}")))
    }

    /// The colour named `"white"` or `"black"`.
    #[must_use]
    pub fn from_name(name: &str) -> Option<Color> {
        Color::ALL.into_iter().find(|c| c.name() == name)
    }

    /// The same for `Option<Color>`, `null` for `None` (`#[serde(with = "crate::json::color::option")]`).
    pub mod option {
        use kaissa_rules::Color;
        use serde::{Deserialize, Deserializer, Serializer};

        /// Writes `"white"`, `"black"` or `null`.
        pub fn serialize<S: Serializer>(color: &Option<Color>, s: S) -> Result<S::Ok, S::Error> {
            match color {
                Some(c) => s.serialize_some(c.name()),
                None => s.serialize_none(),
            }
        }

        /// Reads `"white"`, `"black"` or `null`.
        pub fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<Option<Color>, D::Error> {
            match Option::<String>::deserialize(d)? {
                None => Ok(None),
                Some(name) => super::from_name(&name)
                    .map(Some)
                    .ok_or_else(|| serde::de::Error::custom(format!("not a colour: {name}"))),
            }
        }
    }
}

/// Serde for [`kaissa_rules::Outcome`] as `{"result":"1-0","termination":"checkmate"}`; a result that does not
/// fit the termination (a stalemate won by White) is refused.
pub mod outcome {
    use kaissa_rules::{Color, Outcome, Termination};
    use serde::{Deserialize, Deserializer, Serialize, Serializer};

    #[derive(Serialize, Deserialize)]
    struct Repr {
        result: String,
        termination: String,
    }

    /// Writes `{"result":…,"termination":…}`.
    pub fn serialize<S: Serializer>(o: &Outcome, s: S) -> Result<S::Ok, S::Error> {
        Repr { result: o.result().to_owned(), termination: o.termination.code().to_owned() }.serialize(s)
    }

    /// Reads `{"result":…,"termination":…}`, refusing a result that does not fit.
    pub fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<Outcome, D::Error> {
        from_repr(Repr::deserialize(d)?).map_err(serde::de::Error::custom)
    }

    fn from_repr(r: Repr) -> Result<Outcome, String> {
        let termination =
            Termination::from_code(&r.termination).ok_or_else(|| format!("unknown termination {}", r.termination))?;
        let decisive = matches!(termination, Termination::Checkmate | Termination::Resignation | Termination::Timeout);
        let winner = match r.result.as_str() {
            "1-0" if decisive => Some(Color::White),
            "0-1" if decisive => Some(Color::Black),
            "1/2-1/2" if !decisive => None,
            _ => return Err(format!("result {} does not fit {}", r.result, r.termination)),
        };
        Ok(Outcome { winner, termination })
    }

    /// The same for `Option<Outcome>`, `null` for `None`.
    pub mod option {
        use super::Repr;
        use kaissa_rules::Outcome;
        use serde::{Deserialize, Deserializer, Serializer};

        /// Writes the outcome or `null`.
        pub fn serialize<S: Serializer>(o: &Option<Outcome>, s: S) -> Result<S::Ok, S::Error> {
            match o {
                Some(o) => super::serialize(o, s),
                None => s.serialize_none(),
            }
        }

        /// Reads the outcome or `null`.
        pub fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<Option<Outcome>, D::Error> {
            match Option::<Repr>::deserialize(d)? {
                None => Ok(None),
                Some(r) => super::from_repr(r).map(Some).map_err(serde::de::Error::custom),
            }
        }
    }
}

/// Serde for a game's clock readings (`Vec<Option<u64>>` in ms, see
/// [`crate::Session::clocks`]) as one string of tenths of a second, `-` where a ply has none:
/// `"1800 1784 -"`. A third of the bytes of a JSON array in the history of 500 games, and no
/// array code of its own in the start-up module. Readings are kept in tenths (as clocks show
/// them); a word that is not a number is an error.
pub mod clocks {
    use serde::{Deserialize, Deserializer, Serializer};

    /// Writes the readings in tenths, `-` for none.
    pub fn serialize<S: Serializer>(clocks: &[Option<u64>], s: S) -> Result<S::Ok, S::Error> {
        let words: Vec<String> =
            clocks.iter().map(|c| c.map_or_else(|| "-".to_owned(), |ms| (ms / 100).to_string())).collect();
        s.serialize_str(&words.join(" "))
    }

    /// Reads what [`serialize`] wrote.
    pub fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<Vec<Option<u64>>, D::Error> {
        let text = String::deserialize(d)?;
        // Split on plain spaces: `split_whitespace` would link Unicode's whitespace tables.
        text.split(' ')
            .filter(|w| !w.is_empty())
            .map(|w| match w {
                "-" => Ok(None),
                // At most 10,000 hours: a reading no clock could show is refused, never overflows.
                _ => w.parse::<u64>().ok().filter(|&t| t <= 360_000_000).map(|t| Some(t * 100)).ok_or(w),
            })
            .collect::<Result<_, _>>()
            .map_err(|w| serde::de::Error::custom(format!("not a clock reading: {w}")))
    }
}

#[cfg(test)]
mod tests {
    use serde::{Deserialize, Serialize};

    #[test]
    fn clock_readings() {
        #[derive(Debug, PartialEq, Serialize, Deserialize)]
        struct G {
            #[serde(default, with = "crate::json::clocks")]
            clocks: Vec<Option<u64>>,
        }
        let g = G { clocks: vec![Some(180_000), None, Some(9_500)] };
        let json = serde_json::to_string(&g).unwrap();
        assert_eq!(json, r#"{"clocks":"1800 - 95"}"#);
        assert_eq!(serde_json::from_str::<G>(&json).unwrap(), g);
        assert_eq!(serde_json::from_str::<G>("{}").unwrap(), G { clocks: vec![] });
        for bad in [r#"{"clocks":"12 x"}"#, r#"{"clocks":"99999999999999999999"}"#, r#"{"clocks":[1]}"#] {
            assert!(serde_json::from_str::<G>(bad).is_err(), "{bad}");
        }
    }

    #[test]
    fn colours() {
        #[derive(Debug, PartialEq, Serialize, Deserialize)]
        struct C {
            #[serde(with = "crate::json::color")]
            c: kaissa_rules::Color,
            #[serde(with = "crate::json::color::option")]
            o: Option<kaissa_rules::Color>,
        }
        let v = C { c: kaissa_rules::Color::Black, o: None };
        let json = serde_json::to_string(&v).unwrap();
        assert_eq!(json, r#"{"c":"black","o":null}"#);
        assert_eq!(serde_json::from_str::<C>(&json).unwrap(), v);
        assert!(serde_json::from_str::<C>(r#"{"c":"red","o":null}"#).is_err());
        assert!(serde_json::from_str::<C>(r#"{"c":"white","o":"blue"}"#).is_err());
        let w: C = serde_json::from_str(r#"{"c":"white","o":"white"}"#).unwrap();
        assert_eq!(w.o, Some(kaissa_rules::Color::White));
    }
}
