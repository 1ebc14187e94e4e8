//! Where a Learn address (`#learn`, `#learn/<lesson>/<level>`, [`Route`]) points in the
//! curriculum ([`LESSONS`]), and back: the Learn page only reads and writes the URL.

use super::LESSONS;
use crate::routes::Route;

/// What a Learn address shows.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Place {
    /// The lessons map; `valid` is false for a lesson or level that does not exist (the
    /// address is then corrected to `#learn`).
    Map {
        /// Whether the address named the map itself.
        valid: bool,
    },
    /// A level: indices into [`LESSONS`] and its levels. A level not unlocked yet opens
    /// anyway, so that a shared link works.
    Level(usize, usize),
}

/// The place `route` shows, or `None` for an address of another page.
#[must_use]
pub fn place_of(route: &Route) -> Option<Place> {
    match route {
        Route::Learn => Some(Place::Map { valid: true }),
        Route::Lesson { lesson, level } => Some(
            LESSONS
                .iter()
                .position(|l| l.id == lesson)
                .filter(|&i| (1..=LESSONS[i].levels.len()).contains(level))
                .map_or(Place::Map { valid: false }, |i| Place::Level(i, level - 1)),
        ),
        _ => None,
    }
}

/// The address of a place (levels counted from 1 in the address).
#[must_use]
pub fn route_of(place: Place) -> Route {
    match place {
        Place::Map { .. } => Route::Learn,
        Place::Level(lesson, level) => Route::Lesson { lesson: LESSONS[lesson].id.to_owned(), level: level + 1 },
    }
}

/// Where a finished level leads on.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Onward {
    /// The lesson's next level (its index).
    Level(usize),
    /// The lesson is done: the next lesson (its index in [`LESSONS`]).
    Lesson(usize),
    /// The last level of the last lesson: only the map is left.
    End,
}

/// Where the end of level `level` of lesson `lesson` leads: its next level, or at the end of a
/// lesson the next lesson (not only the map), or nowhere after the last one.
#[must_use]
pub fn onward(lesson: usize, level: usize) -> Onward {
    let levels = LESSONS.get(lesson).map_or(0, |l| l.levels.len());
    if level + 1 < levels {
        Onward::Level(level + 1)
    } else if lesson + 1 < LESSONS.len() {
        Onward::Lesson(lesson + 1)
    } else {
        Onward::End
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_end_of_a_lesson_leads_to_the_next_lesson() {
        assert_eq!(onward(0, 0), Onward::Level(1));
        for (i, lesson) in LESSONS.iter().enumerate() {
            let last = lesson.levels.len() - 1;
            let want = if i + 1 < LESSONS.len() { Onward::Lesson(i + 1) } else { Onward::End };
            assert_eq!(onward(i, last), want, "{}", lesson.id);
        }
        assert_eq!(onward(LESSONS.len(), 0), Onward::End, "no such lesson: nowhere, no panic");
    }

    #[test]
    fn every_level_round_trips_through_its_address() {
        for (i, lesson) in LESSONS.iter().enumerate() {
            for level in 0..lesson.levels.len() {
                let route = route_of(Place::Level(i, level));
                assert_eq!(Route::from_hash(&route.hash()), route);
                assert_eq!(place_of(&route), Some(Place::Level(i, level)));
            }
        }
    }

    #[test]
    fn unknown_lessons_and_levels_show_the_map_and_other_pages_nothing() {
        assert_eq!(place_of(&Route::Learn), Some(Place::Map { valid: true }));
        let beyond = LESSONS[0].levels.len() + 1;
        for route in [
            Route::Lesson { lesson: "no-such-lesson".into(), level: 1 },
            Route::Lesson { lesson: LESSONS[0].id.into(), level: beyond },
        ] {
            assert_eq!(place_of(&route), Some(Place::Map { valid: false }));
        }
        for other in [Route::Play, Route::Games, Route::Settings] {
            assert_eq!(place_of(&other), None);
        }
        assert_eq!(route_of(Place::Map { valid: false }), Route::Learn);
    }
}
