//! Looking back through the game: which ply the board shows while the player reviews earlier
//! positions. `None` is the live position; `Some(p)` the position after `p` plies, always earlier
//! than the live one (a view of the live ply is the live position itself).

/// A navigation key of the move list.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum NavKey {
    /// ← : one ply back.
    Back,
    /// → : one ply forward.
    Forward,
    /// Home: the start position.
    First,
    /// End: the live position.
    Last,
}

impl NavKey {
    /// The navigation key for a `KeyboardEvent.key` value, if it is one.
    #[must_use]
    pub fn from_key(key: &str) -> Option<NavKey> {
        match key {
            "ArrowLeft" => Some(NavKey::Back),
            "ArrowRight" => Some(NavKey::Forward),
            "Home" => Some(NavKey::First),
            "End" => Some(NavKey::Last),
            _ => None,
        }
    }
}

/// The view to show for ply `ply` of a game of `live` plies: `None` for the live ply (or beyond).
#[must_use]
pub fn view_of(ply: usize, live: usize) -> Option<usize> {
    (ply < live).then_some(ply)
}

/// The view after pressing `key` while showing `viewed` in a game of `live` plies.
#[must_use]
pub fn step(viewed: Option<usize>, live: usize, key: NavKey) -> Option<usize> {
    let at = viewed.map_or(live, |p| p.min(live));
    match key {
        NavKey::Back => view_of(at.saturating_sub(1), live),
        NavKey::Forward => view_of(at + 1, live),
        NavKey::First => view_of(0, live),
        NavKey::Last => None,
    }
}

/// The ply the board shows: the viewed one, or the live one.
#[must_use]
pub fn shown_ply(viewed: Option<usize>, live: usize) -> usize {
    viewed.map_or(live, |p| p.min(live))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn keys() {
        assert_eq!(NavKey::from_key("ArrowLeft"), Some(NavKey::Back));
        assert_eq!(NavKey::from_key("End"), Some(NavKey::Last));
        assert_eq!(NavKey::from_key("ArrowUp"), None);
        assert_eq!(NavKey::from_key("a"), None);
    }

    #[test]
    fn stepping_through_a_game() {
        // Four plies: live is the position after ply 4.
        assert_eq!(step(None, 4, NavKey::Back), Some(3));
        assert_eq!(step(Some(3), 4, NavKey::Back), Some(2));
        assert_eq!(step(Some(0), 4, NavKey::Back), Some(0), "the start is as far back as it goes");
        assert_eq!(step(Some(2), 4, NavKey::Forward), Some(3));
        assert_eq!(step(Some(3), 4, NavKey::Forward), None, "forward from the last reviewed ply: live");
        assert_eq!(step(None, 4, NavKey::Forward), None);
        assert_eq!(step(Some(2), 4, NavKey::First), Some(0));
        assert_eq!(step(Some(2), 4, NavKey::Last), None);
        // No moves: nothing to review.
        assert_eq!(step(None, 0, NavKey::Back), None);
        assert_eq!(step(None, 0, NavKey::First), None);
        // A view beyond a game that got shorter (takeback) counts as live.
        assert_eq!(step(Some(9), 4, NavKey::Back), Some(3));
        assert_eq!(shown_ply(Some(9), 4), 4);
        assert_eq!(shown_ply(Some(1), 4), 1);
        assert_eq!(view_of(4, 4), None);
        assert_eq!(view_of(1, 4), Some(1));
    }
}
