//! The learner's progress: best stars per level and where to resume, per lesson. Saved by the
//! app as versioned JSON under `kaissa.v1.lessons`, through the one saved-value mechanism
//! ([`crate::saving::value`]); the storage itself is the app's.

use super::model::Lesson;
use crate::saving::value::SavedValue;
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;

/// The version of the saved format.
pub const VERSION: u32 = 1;

/// Progress in one lesson.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct LessonProgress {
    /// Best stars per level (0: not done yet), by level index.
    #[serde(default)]
    pub stars: Vec<u8>,
    /// The level to resume at.
    #[serde(default)]
    pub current: usize,
}

/// Progress in every lesson.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Progress {
    /// The saved format's version.
    pub version: u32,
    /// By lesson id.
    #[serde(default)]
    pub lessons: BTreeMap<String, LessonProgress>,
}

impl Default for Progress {
    fn default() -> Progress {
        Progress { version: VERSION, lessons: BTreeMap::new() }
    }
}

impl SavedValue for Progress {
    const NAME: &'static str = "lessons";
    const VERSION: u32 = VERSION;
    const VERSION_FIELD: &'static str = "version";
}

impl Progress {
    /// Records a finished level: keeps the best stars, and moves the resume point past it.
    pub fn record(&mut self, lesson: &Lesson, level: usize, stars: u8) {
        let entry = self.lessons.entry(lesson.id.to_owned()).or_default();
        if entry.stars.len() < lesson.levels.len() {
            entry.stars.resize(lesson.levels.len(), 0);
        }
        if let Some(best) = entry.stars.get_mut(level) {
            *best = (*best).max(stars.min(3));
        }
        entry.current = (level + 1).min(lesson.levels.len().saturating_sub(1));
        if entry.stars.iter().all(|&s| s > 0) && level + 1 >= lesson.levels.len() {
            // Finished: replaying starts from the beginning.
            entry.current = 0;
        }
    }

    /// Remembers the level the learner is on (to resume there).
    pub fn visit(&mut self, lesson: &Lesson, level: usize) {
        let entry = self.lessons.entry(lesson.id.to_owned()).or_default();
        entry.current = level.min(lesson.levels.len().saturating_sub(1));
    }

    /// The best stars of a level (0: not done).
    #[must_use]
    pub fn level_stars(&self, lesson: &Lesson, level: usize) -> u8 {
        self.lessons.get(lesson.id).and_then(|p| p.stars.get(level).copied()).unwrap_or(0)
    }

    /// The lesson's stars for the map, 0 to 3: the stars earned so far over all its levels (a
    /// level not done counts 0), as an average rounded down — at least 1 once any level is done,
    /// so that the map never shows ☆☆☆ for a lesson the learner has worked on.
    #[must_use]
    pub fn lesson_stars(&self, lesson: &Lesson) -> u8 {
        let levels = lesson.levels.len() as u32;
        let earned = self.earned_stars(lesson);
        if levels == 0 || earned == 0 {
            return 0;
        }
        (earned / levels).clamp(1, 3) as u8
    }

    /// The stars earned in a lesson, summed over its levels (best of each).
    #[must_use]
    pub fn earned_stars(&self, lesson: &Lesson) -> u32 {
        (0..lesson.levels.len()).map(|i| u32::from(self.level_stars(lesson, i))).sum()
    }

    /// The next lesson to do, by its index in `lessons`: the first one not finished (every
    /// lesson finished: none).
    #[must_use]
    pub fn next_lesson(&self, lessons: &[Lesson]) -> Option<usize> {
        lessons.iter().position(|l| self.levels_done(l) < l.levels.len())
    }

    /// How many of the lesson's levels are done.
    #[must_use]
    pub fn levels_done(&self, lesson: &Lesson) -> usize {
        (0..lesson.levels.len()).filter(|&i| self.level_stars(lesson, i) > 0).count()
    }

    /// The level to open the lesson at.
    #[must_use]
    pub fn resume_level(&self, lesson: &Lesson) -> usize {
        self.lessons.get(lesson.id).map_or(0, |p| p.current.min(lesson.levels.len().saturating_sub(1)))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::lessons::LESSONS;
    use crate::saving::value::{load_or_default, parse, SavedError};

    #[test]
    fn records_best_stars_and_resumes() {
        let lesson = &LESSONS[0];
        let n = lesson.levels.len();
        let mut p = Progress::default();
        assert_eq!(p.resume_level(lesson), 0);
        assert_eq!(p.lesson_stars(lesson), 0);
        p.record(lesson, 0, 2);
        assert_eq!(p.level_stars(lesson, 0), 2);
        assert_eq!(p.resume_level(lesson), 1);
        p.record(lesson, 0, 1);
        assert_eq!(p.level_stars(lesson, 0), 2, "the best is kept");
        p.record(lesson, 0, 3);
        assert_eq!(p.level_stars(lesson, 0), 3);
        for i in 1..n {
            assert!(p.lesson_stars(lesson) < 3, "partly done: the stars earned so far");
            p.record(lesson, i, 3);
        }
        assert_eq!(p.lesson_stars(lesson), 3);
        assert_eq!(p.levels_done(lesson), n);
        assert_eq!(p.resume_level(lesson), 0, "a finished lesson replays from the start");
        p.record(lesson, 1, 1);
        assert_eq!(p.level_stars(lesson, 1), 3);
        p.visit(lesson, 4);
        assert_eq!(p.resume_level(lesson), 4);
    }

    /// The issue's case: every level done with two stars shows ★★☆ on the map, not ☆☆☆.
    #[test]
    fn the_map_shows_the_stars_earned_and_the_next_lesson() {
        let (first, second) = (&LESSONS[0], &LESSONS[1]);
        let mut p = Progress::default();
        assert_eq!(p.next_lesson(LESSONS), Some(0));
        p.record(first, 0, 2);
        assert_eq!(p.lesson_stars(first), 1, "one level done: at least one star");
        assert_eq!(p.earned_stars(first), 2);
        for i in 0..first.levels.len() {
            p.record(first, i, 2);
        }
        assert_eq!(p.lesson_stars(first), 2);
        assert_eq!(p.levels_done(first), first.levels.len());
        assert_eq!(p.next_lesson(LESSONS), Some(1), "the first lesson done: the second is next");
        p.record(second, 1, 3);
        assert_eq!(p.next_lesson(LESSONS), Some(1), "begun, not finished");
        let mut all = Progress::default();
        for l in LESSONS {
            for i in 0..l.levels.len() {
                all.record(l, i, 3);
            }
        }
        assert_eq!(all.next_lesson(LESSONS), None);
    }

    #[test]
    fn lesson_stars_are_the_average_rounded_down() {
        let lesson = &LESSONS[0];
        let mut p = Progress::default();
        for i in 0..lesson.levels.len() {
            p.record(lesson, i, if i == 0 { 1 } else { 3 });
        }
        let n = lesson.levels.len() as u32;
        assert_eq!(u32::from(p.lesson_stars(lesson)), (3 * n - 2) / n);
    }

    #[test]
    fn loading_keeps_what_it_cannot_read() {
        let nothing = load_or_default::<Progress>(None);
        assert_eq!((nothing.value, nothing.unreadable), (Progress::default(), None));
        assert_eq!(Progress::storage_key(), "kaissa.v1.lessons");
        assert_eq!(Progress::unreadable_key(), "kaissa.v1.unreadable.lessons");
        let mut p = Progress::default();
        p.record(&LESSONS[1], 0, 2);
        assert_eq!(load_or_default::<Progress>(Some(&p.to_json())).value, p);
        let bad = load_or_default::<Progress>(Some("{\"version\":1,\"lessons\":{\"rook\":{\"stars\":\"x\"}}}"));
        assert_eq!(bad.value, Progress::default());
        assert!(bad.unreadable.unwrap().contains("rook"));
    }

    #[test]
    fn json_round_trip_and_errors() {
        let lesson = &LESSONS[0];
        let mut p = Progress::default();
        p.record(lesson, 0, 3);
        let json = p.to_json();
        assert!(json.starts_with("{\"version\":1"), "{json}");
        assert_eq!(parse::<Progress>(&json), Ok(p));
        assert!(matches!(parse::<Progress>("{oops"), Err(SavedError::Malformed { .. })));
        assert!(matches!(parse::<Progress>("[1,2]"), Err(SavedError::Malformed { .. })));
        assert_eq!(parse::<Progress>(r#"{"version":9,"lessons":{}}"#), Err(SavedError::NewerVersion(9)));
        let old = parse::<Progress>(r#"{"version":1,"lessons":{"rook":{"stars":[3]}}}"#).unwrap();
        assert_eq!(old.lessons["rook"].current, 0);
    }
}
