//! The evaluation graph's geometry (issue 23): the advantage after every move as White's winning
//! chances, and the SVG path of the area between it and the middle line. The view draws it
//! (`data-testid="eval-graph"`); here it is plain numbers, tested natively.

use kaissa_engine::coach::{for_other_side, win_chances, Line};
use kaissa_rules::{Color, Position};

/// White's winning chances (-1 lost … 1 won) in each position of the game, from the lines the
/// review found (each scored for the side to move there).
#[must_use]
pub fn white_chances(positions: &[Position], lines: &[Line]) -> Vec<f64> {
    positions
        .iter()
        .zip(lines)
        .map(|(pos, line)| {
            let score = if pos.turn() == Color::White { line.score } else { for_other_side(line.score) };
            win_chances(score)
        })
        .collect()
}

/// The point of position `i` of `n` with White's chances `chances` in a `width` × `height` box:
/// the first position at the left edge, the last at the right; White winning up, Black down.
#[must_use]
pub fn point(i: usize, n: usize, chances: f64, width: f64, height: f64) -> (f64, f64) {
    let x = if n > 1 { width * i as f64 / (n - 1) as f64 } else { width / 2.0 };
    let y = height / 2.0 * (1.0 - chances.clamp(-1.0, 1.0));
    (x, y)
}

/// The SVG path of White's area: from the bottom edge up to the chances' line (`M … L … Z`), so
/// that the more of the box is light, the better White stands (Black's is the dark rest). One
/// decimal, so the page's markup stays small.
#[must_use]
pub fn area_path(chances: &[f64], width: f64, height: f64) -> String {
    let n = chances.len();
    if n == 0 {
        return String::new();
    }
    let mut path = format!("M0 {height:.1}");
    for (i, &c) in chances.iter().enumerate() {
        let (x, y) = point(i, n, c, width, height);
        path.push_str(&format!(" L{x:.1} {y:.1}"));
    }
    let (last_x, _) = point(n - 1, n, 0.0, width, height);
    path.push_str(&format!(" L{last_x:.1} {height:.1} Z"));
    path
}

/// The move a press on the graph picks: `at` is where it landed across the graph (0 the left
/// edge, 1 the right), for a game of `plies` moves whose judged moves (the dots) are `dots`. A
/// dot within `reach` (the same measure: a finger's width over the graph's) is picked before
/// the nearest move, since a phone's graph gives each move of a long game a few pixels only and
/// the dots are what a person aims at. Always a move of the game (1 … `plies`); 0 when it has
/// none.
#[must_use]
pub fn ply_at(at: f64, plies: usize, dots: &[usize], reach: f64) -> usize {
    if plies == 0 {
        return 0;
    }
    let x = |ply: usize| ply as f64 / plies as f64;
    let at = if at.is_finite() { at.clamp(0.0, 1.0) } else { 0.0 };
    let dot = dots
        .iter()
        .filter(|&&d| (1..=plies).contains(&d))
        .map(|&d| (d, (x(d) - at).abs()))
        .filter(|&(_, off)| off <= reach)
        .min_by(|a, b| a.1.total_cmp(&b.1));
    match dot {
        Some((d, _)) => d,
        None => ((at * plies as f64).round() as usize).clamp(1, plies),
    }
}

/// The move a key moves the graph's choice to from `ply` (0: none chosen yet), as a slider's
/// keys do: the arrows one move, Page Up/Down ten, Home and End the first and the last; `None`
/// for any other key.
#[must_use]
pub fn ply_after_key(ply: usize, plies: usize, key: &str) -> Option<usize> {
    if plies == 0 {
        return None;
    }
    let next = match key {
        "ArrowRight" | "ArrowUp" => ply + 1,
        "ArrowLeft" | "ArrowDown" => ply.saturating_sub(1),
        "PageUp" => ply + 10,
        "PageDown" => ply.saturating_sub(10),
        "Home" => 1,
        "End" => plies,
        _ => return None,
    };
    Some(next.clamp(1, plies))
}

#[cfg(test)]
mod tests {
    use super::*;
    use kaissa_engine::Score;

    fn line(score: Score) -> Line {
        Line { score, pv: Vec::new() }
    }

    #[test]
    fn chances_are_whites_whoever_is_to_move() {
        let start = Position::startpos();
        let after = start.after(start.parse_uci("e2e4").unwrap());
        // White to move and +300, then Black to move and -300 (White +300): the same for White.
        let c = white_chances(&[start, after], &[line(Score::Cp(300)), line(Score::Cp(-300))]);
        assert!(c[0] > 0.5 && (c[0] - c[1]).abs() < 1e-9, "{c:?}");
        // Black mated: White has won.
        let c = white_chances(&[after], &[line(Score::Mate(0))]);
        assert!((c[0] - 1.0).abs() < 1e-9, "{c:?}");
    }

    #[test]
    fn points_span_the_box_and_up_is_white() {
        assert_eq!(point(0, 3, 0.0, 300.0, 100.0), (0.0, 50.0));
        assert_eq!(point(2, 3, 1.0, 300.0, 100.0), (300.0, 0.0));
        assert_eq!(point(1, 3, -1.0, 300.0, 100.0), (150.0, 100.0));
        // Out-of-range chances stay in the box; one position sits in the middle.
        assert_eq!(point(0, 1, 7.0, 300.0, 100.0), (150.0, 0.0));
    }

    #[test]
    fn whites_area_rises_from_the_bottom() {
        assert_eq!(area_path(&[], 10.0, 10.0), "");
        assert_eq!(
            area_path(&[0.0, 1.0, -1.0], 200.0, 100.0),
            "M0 100.0 L0.0 50.0 L100.0 0.0 L200.0 100.0 L200.0 100.0 Z"
        );
    }

    #[test]
    fn a_press_picks_the_nearest_move_or_a_dot_within_reach() {
        // Ten moves: move k sits at k/10 across.
        assert_eq!(ply_at(0.31, 10, &[], 0.0), 3);
        assert_eq!(ply_at(0.0, 10, &[], 0.0), 1, "the start is not a move: the first one");
        assert_eq!(ply_at(1.0, 10, &[], 0.0), 10);
        assert_eq!(ply_at(-3.0, 10, &[], 0.0), 1);
        assert_eq!(ply_at(f64::NAN, 10, &[], 0.0), 1);
        // A dot at move 5 within reach wins over the nearer move 4; out of reach it does not.
        assert_eq!(ply_at(0.41, 10, &[5], 0.1), 5);
        assert_eq!(ply_at(0.41, 10, &[5], 0.05), 4);
        // Of two dots within reach, the nearer.
        assert_eq!(ply_at(0.52, 10, &[4, 6], 0.2), 6);
        // Dots that are not moves of the game are ignored; a game without moves has none.
        assert_eq!(ply_at(0.5, 10, &[0, 11], 1.0), 5);
        assert_eq!(ply_at(0.5, 0, &[1], 1.0), 0);
    }

    #[test]
    fn keys_move_the_choice_like_a_slider() {
        assert_eq!(ply_after_key(0, 8, "ArrowRight"), Some(1));
        assert_eq!(ply_after_key(0, 8, "ArrowLeft"), Some(1));
        assert_eq!(ply_after_key(3, 8, "ArrowUp"), Some(4));
        assert_eq!(ply_after_key(3, 8, "ArrowDown"), Some(2));
        assert_eq!(ply_after_key(8, 8, "ArrowRight"), Some(8));
        assert_eq!(ply_after_key(3, 30, "PageUp"), Some(13));
        assert_eq!(ply_after_key(3, 30, "PageDown"), Some(1));
        assert_eq!(ply_after_key(3, 30, "Home"), Some(1));
        assert_eq!(ply_after_key(3, 30, "End"), Some(30));
        assert_eq!(ply_after_key(3, 30, "x"), None);
        assert_eq!(ply_after_key(0, 0, "End"), None);
    }
}
