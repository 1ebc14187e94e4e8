//! Error bars.

/// The 95 % Wilson score interval of a share of `k` successes in `n` trials, as fractions
/// (`(0, 1)` when there was no trial). Unlike the normal approximation it stays inside 0–1 and
/// holds up for small samples and shares near the ends.
#[must_use]
pub fn wilson(k: u64, n: u64) -> (f64, f64) {
    if n == 0 {
        return (0.0, 1.0);
    }
    let z = 1.959_964f64;
    let (n, p) = (n as f64, k.min(n) as f64 / n as f64);
    let denom = 1.0 + z * z / n;
    let centre = (p + z * z / (2.0 * n)) / denom;
    let half = z * (p * (1.0 - p) / n + z * z / (4.0 * n * n)).sqrt() / denom;
    ((centre - half).max(0.0), (centre + half).min(1.0))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn wilson_matches_known_values() {
        // 10 of 100: 95 % Wilson interval 0.0552–0.1744 (textbook value).
        let (lo, hi) = wilson(10, 100);
        assert!((lo - 0.0552).abs() < 0.0005, "{lo}");
        assert!((hi - 0.1744).abs() < 0.0005, "{hi}");
        // Ends stay inside 0–1 and are not degenerate.
        let (lo, hi) = wilson(0, 20);
        assert_eq!(lo, 0.0);
        assert!(hi > 0.1 && hi < 0.2, "{hi}");
        let (lo, hi) = wilson(20, 20);
        assert!(lo > 0.8 && lo < 0.9 && (hi - 1.0).abs() < 1e-12, "{lo} {hi}");
        assert_eq!(wilson(0, 0), (0.0, 1.0));
        // Symmetric: k of n and n − k of n mirror each other.
        let (a, b) = wilson(37, 250);
        let (c, d) = wilson(213, 250);
        assert!((a - (1.0 - d)).abs() < 1e-12 && (b - (1.0 - c)).abs() < 1e-12);
    }
}
