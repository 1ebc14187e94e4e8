//! `[%clk h:mm:ss]` comments: the time a player had left after a move, as lichess, chess.com
//! and most servers write it (a command inside a comment, from the PGN extensions that
//! DGT and ChessBase introduced).

/// The longest clock reading accepted: 10,000 hours, far beyond any game, so that the
/// milliseconds never overflow and nonsense is left in the comment as text.
const MAX_HOURS: u64 = 10_000;

/// The longest clock reading the writer writes (one that the reader reads back).
pub(crate) const MAX_CLOCK_MS: u64 = (MAX_HOURS * 3600 + 3599) * 1000 + 999;

/// Takes the `[%clk …]` commands out of a comment: the time of the last one in milliseconds,
/// and the comment without them (whitespace collapsed). A command that does not read as a time
/// stays in the text. `None` when the comment holds no clock.
pub(crate) fn take_clock(comment: &str) -> Option<(u64, String)> {
    let mut clock = None;
    let mut rest = String::new();
    let mut search = 0;
    while let Some(at) = comment[search..].find("[%clk") {
        let start = search + at;
        let Some(len) = comment[start..].find(']') else { break };
        let end = start + len + 1;
        if let Some(ms) = parse_time(&comment[start + "[%clk".len()..end - 1]) {
            clock = Some(ms);
            rest.push_str(&comment[search..start]);
            rest.push(' ');
        } else {
            rest.push_str(&comment[search..end]);
        }
        search = end;
    }
    rest.push_str(&comment[search..]);
    Some((clock?, rest.split_whitespace().collect::<Vec<_>>().join(" ")))
}

/// `h:mm:ss` with an optional fraction of a second (`0:02:59.9`); spaces around it allowed.
fn parse_time(text: &str) -> Option<u64> {
    let (whole, fraction) = match text.trim().split_once('.') {
        Some((w, f)) => (w, Some(f)),
        None => (text.trim(), None),
    };
    let mut parts = whole.split(':');
    let (h, m, s) = (parts.next()?, parts.next()?, parts.next()?);
    if parts.next().is_some() || m.len() != 2 || s.len() != 2 {
        return None;
    }
    let number = |t: &str| -> Option<u64> {
        if t.is_empty() || t.len() > 5 || !t.bytes().all(|b| b.is_ascii_digit()) {
            return None;
        }
        t.parse().ok()
    };
    let (h, m, s) = (number(h)?, number(m)?, number(s)?);
    if h > MAX_HOURS || m > 59 || s > 59 {
        return None;
    }
    let ms = match fraction {
        None => 0,
        // Milliseconds at most; further digits are below any clock's resolution.
        Some(f) => {
            let digits: String = f.chars().take(3).collect();
            let value = number(&digits)?;
            if !f.bytes().all(|b| b.is_ascii_digit()) {
                return None;
            }
            value * 10u64.pow(3 - digits.len() as u32)
        }
    };
    Some(((h * 60 + m) * 60 + s) * 1000 + ms)
}

/// The comment for a clock reading: `[%clk 1:05:09]`, with tenths, hundredths or thousandths
/// of a second only when the time has them (`[%clk 0:00:09.5]`).
pub(crate) fn clock_comment(ms: u64) -> String {
    let (secs, frac) = (ms / 1000, ms % 1000);
    let mut text = format!("[%clk {}:{:02}:{:02}", secs / 3600, secs / 60 % 60, secs % 60);
    if frac > 0 {
        let digits = format!("{frac:03}");
        text.push('.');
        text.push_str(digits.trim_end_matches('0'));
    }
    text.push(']');
    text
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn clocks_read_and_written() {
        assert_eq!(take_clock("[%clk 0:03:00]"), Some((180_000, String::new())));
        assert_eq!(take_clock(" [%eval 0.17] [%clk 1:00:05.25] "), Some((3_605_250, "[%eval 0.17]".into())));
        assert_eq!(take_clock("[%clk 0:00:59.9]"), Some((59_900, String::new())));
        // The last of two wins; a malformed one stays as text.
        assert_eq!(take_clock("[%clk 0:01:00] [%clk 0:00:30]"), Some((30_000, String::new())));
        assert_eq!(take_clock("[%clk 9:9:9] ok"), None);
        assert_eq!(take_clock("[%clk 0:61:00]"), None);
        assert_eq!(take_clock("[%clk 99999999:00:00]"), None);
        assert_eq!(take_clock("[%clk 0:00:01.x]"), None);
        assert_eq!(take_clock("[%clk 0:00:00"), None);
        assert_eq!(take_clock("good move"), None);
        for ms in [0, 1, 500, 59_900, 180_000, 3_605_250, 36_000_000_999] {
            let comment = clock_comment(ms);
            assert_eq!(take_clock(&comment), Some((ms, String::new())), "{comment}");
        }
        assert_eq!(clock_comment(3_605_250), "[%clk 1:00:05.25]");
        assert_eq!(clock_comment(180_000), "[%clk 0:03:00]");
        assert_eq!(take_clock(&clock_comment(MAX_CLOCK_MS)).map(|c| c.0), Some(MAX_CLOCK_MS));
        assert_eq!(take_clock(&clock_comment(MAX_CLOCK_MS + 1)), None);
    }
}
