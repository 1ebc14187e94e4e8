//! Serde adapters for the rules core's types, which have no serde of their own (the rules crate
//! has no dependencies): how a colour and an outcome are written in the app's saved JSON and in
//! what its wasm modules hand each other. Every saved value and message uses these, so a colour
//! is `"white"` everywhere.

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

#[cfg(test)]
mod tests {
    use serde::{Deserialize, Serialize};

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
