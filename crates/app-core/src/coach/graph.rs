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
}
