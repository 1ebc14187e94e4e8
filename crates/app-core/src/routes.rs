//! The app's screens and their addresses: each is named by the URL's hash (`#play`, `#learn`,
//! `#learn/<lesson>/<level>`, `#settings`, `#games`), so that a reload, a shared link and the
//! browser's Back and Forward buttons land on the screen the address names. An address the app
//! does not know opens Play.
//!
//! A [`Route`] is the whole address; a [`Page`] is the top-level screen it shows (the navigation's
//! three buttons). The Games list is a dialog over Play, so `#games` shows [`Page::Play`].

/// The app's pages: the three places of the navigation.
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

    /// The hash that names the page.
    #[must_use]
    pub const fn hash(self) -> &'static str {
        match self {
            Page::Play => "#play",
            Page::Learn => "#learn",
            Page::Settings => "#settings",
        }
    }

    /// The page a URL's hash names (`location.hash`, with or without its `#`); Play for anything
    /// it does not know.
    #[must_use]
    pub fn from_hash(hash: &str) -> Page {
        Route::from_hash(hash).page()
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

/// A whole address: a page, or a place inside one.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Route {
    /// The Play screen (also the empty address, and any address the app does not know).
    Play,
    /// The Games list, a dialog over the Play screen.
    Games,
    /// The lessons map.
    Learn,
    /// One level of one lesson: the lesson's id and the level's number counted from 1, as a
    /// person reads it in the address.
    Lesson {
        /// The lesson's id (`LessonSpec::id`, e.g. `"pawn"`).
        lesson: String,
        /// The level, 1 for the first.
        level: usize,
    },
    /// The settings.
    Settings,
}

impl Route {
    /// The route a URL's hash names (with or without its `#`). An address it does not know —
    /// an unknown name, a level that is not a number from 1, a lesson id with characters no id
    /// has — is [`Route::Play`]; whether a lesson id names a lesson that exists is for the
    /// Learn page to say (it shows the map).
    #[must_use]
    pub fn from_hash(hash: &str) -> Route {
        let name = hash.strip_prefix('#').unwrap_or(hash);
        match name {
            "" | "play" => Route::Play,
            "games" => Route::Games,
            "learn" => Route::Learn,
            "settings" => Route::Settings,
            _ => Self::lesson(name).unwrap_or(Route::Play),
        }
    }

    /// `learn/<lesson>/<level>`, or `None`.
    fn lesson(name: &str) -> Option<Route> {
        let mut parts = name.split('/');
        let (learn, lesson, level) = (parts.next()?, parts.next()?, parts.next()?);
        let id_like = !lesson.is_empty()
            && lesson.len() <= 40
            && lesson.bytes().all(|b| b.is_ascii_lowercase() || b.is_ascii_digit() || b == b'-');
        // A level is written the way a person counts: no sign, no leading zero.
        let level_ok = !level.starts_with('0') && level.len() <= 3 && level.bytes().all(|b| b.is_ascii_digit());
        if learn != "learn" || parts.next().is_some() || !id_like || !level_ok {
            return None;
        }
        Some(Route::Lesson { lesson: lesson.to_owned(), level: level.parse().ok()? })
    }

    /// The hash that names the route, with its `#`.
    #[must_use]
    pub fn hash(&self) -> String {
        match self {
            Route::Play => Page::Play.hash().to_owned(),
            Route::Games => "#games".to_owned(),
            Route::Learn => Page::Learn.hash().to_owned(),
            Route::Lesson { lesson, level } => format!("#learn/{lesson}/{level}"),
            Route::Settings => Page::Settings.hash().to_owned(),
        }
    }

    /// The page the route shows.
    #[must_use]
    pub fn page(&self) -> Page {
        match self {
            Route::Play | Route::Games => Page::Play,
            Route::Learn | Route::Lesson { .. } => Page::Learn,
            Route::Settings => Page::Settings,
        }
    }

    /// Whether the route is a dialog over its page (the Games list over Play): it has an entry of
    /// its own in the history, and Back closes it onto the page under it.
    #[must_use]
    pub fn is_dialog(&self) -> bool {
        matches!(self, Route::Games)
    }

    /// The route to open on a visit whose address names no screen (the bare page), from the one
    /// the person was last on: a lesson level or the map is reopened where they left off; any
    /// other place opens Play, where the game in progress is resumed anyway.
    #[must_use]
    pub fn resumed(last: Option<&str>) -> Route {
        match last.map(Route::from_hash) {
            Some(route @ (Route::Learn | Route::Lesson { .. })) => route,
            _ => Route::Play,
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
        assert_eq!(Page::from_hash(""), Page::Play);
    }

    #[test]
    fn every_route_round_trips_through_its_hash() {
        let routes = [
            Route::Play,
            Route::Games,
            Route::Learn,
            Route::Settings,
            Route::Lesson { lesson: "pawn".into(), level: 1 },
            Route::Lesson { lesson: "en-passant".into(), level: 12 },
        ];
        for route in routes {
            assert_eq!(Route::from_hash(&route.hash()), route, "{}", route.hash());
        }
    }

    #[test]
    fn pages_of_routes() {
        assert_eq!(Route::Games.page(), Page::Play);
        assert_eq!(Route::from_hash("#learn/rook/2").page(), Page::Learn);
        assert_eq!(Page::from_hash("#learn/rook/2"), Page::Learn);
    }

    #[test]
    fn only_the_games_list_is_a_dialog() {
        assert!(Route::Games.is_dialog());
        for route in [Route::Play, Route::Learn, Route::Settings, Route::from_hash("#learn/rook/2")] {
            assert!(!route.is_dialog(), "{route:?}");
        }
    }

    #[test]
    fn an_unknown_address_opens_play() {
        for odd in [
            "#",
            "#nope",
            "#LEARN",
            "#learn/",
            "#%00",
            "#settings#learn",
            "#learn/rook",
            "#learn/rook/0",
            "#learn/rook/01",
            "#learn/rook/-1",
            "#learn/rook/+1",
            "#learn/rook/1/2",
            "#learn/Rook/1",
            "#learn//1",
            "#learn/rook/99999999999999999999",
            "#learn/рок/1",
        ] {
            assert_eq!(Route::from_hash(odd), Route::Play, "{odd}");
        }
    }

    #[test]
    fn a_bare_visit_resumes_lessons_but_not_dialogs() {
        assert_eq!(Route::resumed(None), Route::Play);
        assert_eq!(Route::resumed(Some("#learn/rook/2")), Route::Lesson { lesson: "rook".into(), level: 2 });
        assert_eq!(Route::resumed(Some("#learn")), Route::Learn);
        assert_eq!(Route::resumed(Some("#settings")), Route::Play);
        assert_eq!(Route::resumed(Some("#games")), Route::Play);
        assert_eq!(Route::resumed(Some("garbage")), Route::Play);
    }
}
