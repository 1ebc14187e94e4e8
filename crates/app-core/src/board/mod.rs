//! The board widget's logic: its state and transitions ([`state`]) and the CSS numbers that place
//! pieces. The app's `board` views render a [`state::BoardState`] and feed it pointer events.

pub mod state;

/// A CSS percentage for `n` eighths of the board ("0%", "12.5%", "25%", … "87.5%").
#[must_use]
pub fn eighths(n: u32) -> String {
    fixed_point(i64::from(n) * 1250, "%")
}

/// A CSS length in pixels to a hundredth ("-12.25px"); a hundredth of a CSS pixel is finer than
/// any screen's device pixel.
#[must_use]
pub fn css_px(px: f64) -> String {
    // `as` saturates (and maps NaN to 0): a pointer offset is never near either end.
    fixed_point((px * 100.0).round() as i64, "px")
}

/// `hundredths` / 100 followed by `unit`, with as few decimals as it needs, written with integers:
/// printing an `f64` would link the float printer (about 14 KB of the page's wasm) for the board's
/// few CSS numbers alone.
fn fixed_point(hundredths: i64, unit: &str) -> String {
    let sign = if hundredths < 0 { "-" } else { "" };
    let (whole, fraction) = (hundredths.unsigned_abs() / 100, hundredths.unsigned_abs() % 100);
    match fraction {
        0 => format!("{sign}{whole}{unit}"),
        f if f % 10 == 0 => format!("{sign}{whole}.{}{unit}", f / 10),
        f => format!("{sign}{whole}.{f:02}{unit}"),
    }
}

#[cfg(test)]
mod tests {
    #[test]
    fn pixels_to_a_hundredth() {
        let cases =
            [(0.0, "0px"), (3.0, "3px"), (-12.25, "-12.25px"), (0.5, "0.5px"), (-0.04, "-0.04px"), (7.333, "7.33px")];
        for (px, text) in cases {
            assert_eq!(super::css_px(px), text);
        }
        assert_eq!(super::css_px(-0.001), "0px");
        assert_eq!(super::css_px(f64::NAN), "0px");
    }

    #[test]
    fn eighths_print_like_floats() {
        for n in 0..8 {
            assert_eq!(super::eighths(n), format!("{}%", f64::from(n) * 12.5));
        }
    }
}
