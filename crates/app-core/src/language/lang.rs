//! The app's languages and how the first one is chosen: from the browser's list of preferred
//! languages (`navigator.languages`) until the person picks one in Settings.

use std::fmt;

/// A language the app speaks (stored by its code).
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Hash, serde::Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Lang {
    /// English.
    #[default]
    En,
    /// Russian.
    Ru,
    /// Lithuanian.
    Lt,
    /// Latvian.
    Lv,
}

deserialize_by_code!(Lang { En => "en", Ru => "ru", Lt => "lt", Lv => "lv" });

impl Lang {
    /// Every language, in the order Settings lists them.
    pub const ALL: [Lang; 4] = [Lang::En, Lang::Ru, Lang::Lt, Lang::Lv];

    /// The BCP 47 code (`<html lang>`, `Intl`, `data-lang`).
    #[must_use]
    pub const fn code(self) -> &'static str {
        match self {
            Lang::En => "en",
            Lang::Ru => "ru",
            Lang::Lt => "lt",
            Lang::Lv => "lv",
        }
    }

    /// The language named in itself, as a person looking for their language expects to see it.
    #[must_use]
    pub const fn native_name(self) -> &'static str {
        match self {
            Lang::En => "English",
            Lang::Ru => "Русский",
            Lang::Lt => "Lietuvių",
            Lang::Lv => "Latviešu",
        }
    }

    /// The language of a BCP 47 tag (`ru`, `ru-RU`, `LT_lt`), by its primary subtag.
    #[must_use]
    pub fn from_tag(tag: &str) -> Option<Lang> {
        let primary = tag.trim().split(['-', '_']).next().unwrap_or("");
        Lang::ALL.into_iter().find(|l| primary.eq_ignore_ascii_case(l.code()))
    }

    /// The language of its exact code (`ru`), as the app writes it.
    #[must_use]
    pub fn from_code(code: &str) -> Option<Lang> {
        Lang::ALL.into_iter().find(|l| l.code() == code)
    }

    /// The first of the browser's preferred languages that the app speaks; English when none is.
    #[must_use]
    pub fn from_browser<S: AsRef<str>>(preferred: &[S]) -> Lang {
        preferred.iter().find_map(|t| Lang::from_tag(t.as_ref())).unwrap_or_default()
    }
}

impl fmt::Display for Lang {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.code())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_browsers_first_language_that_the_app_speaks() {
        assert_eq!(Lang::from_browser(&["ru-RU", "en-US"]), Lang::Ru);
        assert_eq!(Lang::from_browser(&["de-DE", "lv", "ru"]), Lang::Lv);
        assert_eq!(Lang::from_browser(&["LT_lt"]), Lang::Lt);
        assert_eq!(Lang::from_browser(&["de", "fr"]), Lang::En);
        assert_eq!(Lang::from_browser::<&str>(&[]), Lang::En);
        // A tag that only begins like a language is not that language.
        assert_eq!(Lang::from_browser(&["rus", "lvx", ""]), Lang::En);
        for l in Lang::ALL {
            assert_eq!(Lang::from_tag(l.code()), Some(l));
            assert_eq!(Lang::from_code(l.code()), Some(l));
        }
    }
}
