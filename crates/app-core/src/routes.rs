//! The app's pages and their addresses: each page is named by the URL's hash (`#learn`,
//! `#settings`; Play has none), so that a reload, a shared link and the browser's Back and
//! Forward buttons land on the page the address names. An address the app does not know opens
//! Play.

/// The app's pages.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Page {
    /// Playing a game.
    Play,
    /// The lessons.
    Learn,
    /// The settings.
    Settings,
}

impl Page {
    /// Every page, in the navigation's order.
    pub const ALL: [Page; 3] = [Page::Play, Page::Learn, Page::Settings];

    /// The hash that names the page (`""` for Play, the first page).
    #[must_use]
    pub const fn hash(self) -> &'static str {
        match self {
            Page::Play => "",
            Page::Learn => "#learn",
            Page::Settings => "#settings",
        }
    }

    /// The page a URL's hash names (`location.hash`, with or without its `#`); Play for anything
    /// else.
    #[must_use]
    pub fn from_hash(hash: &str) -> Page {
        let name = hash.strip_prefix('#').unwrap_or(hash);
        Page::ALL.into_iter().find(|p| p.hash().strip_prefix('#') == Some(name)).unwrap_or(Page::Play)
    }

    /// The stable name used in the DOM contract (`nav-<name>`).
    #[must_use]
    pub const fn name(self) -> &'static str {
        match self {
            Page::Play => "play",
            Page::Learn => "learn",
            Page::Settings => "settings",
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_page_round_trips_through_its_hash() {
        for page in Page::ALL {
            assert_eq!(Page::from_hash(page.hash()), page);
        }
        assert_eq!(Page::from_hash("learn"), Page::Learn);
        assert_eq!(Page::from_hash("#settings"), Page::Settings);
    }

    #[test]
    fn an_unknown_address_opens_play() {
        for odd in ["#", "#nope", "#LEARN", "#learn/", "#%00", "#settings#learn"] {
            assert_eq!(Page::from_hash(odd), Page::Play, "{odd}");
        }
    }
}
