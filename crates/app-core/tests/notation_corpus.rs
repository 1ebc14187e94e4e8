//! Localized SAN round trips over the rules core's corpus (its perft, opening and mate suites,
//! copies of ../shared/testdata): every legal move of every position, and of every position one
//! move further, shown in each language's letters and in figurines, reads back as the same move —
//! in the language it is shown in, and its English SAN too (unless the shown letters give the
//! same text another meaning).

use kaissa_app_core::i18n::lang::Lang;
use kaissa_app_core::i18n::notation::{read_move, show_san, NotationStyle};
use kaissa_rules::Position;
use std::path::Path;

fn corpus() -> Vec<Position> {
    let data = Path::new(env!("CARGO_MANIFEST_DIR")).join("../rules/tests/data");
    let mut positions = Vec::new();
    // Every file must be there and read: an empty corpus would make the test pass on nothing.
    for file in ["perft.epd", "openings.epd", "mates.epd"] {
        let text = std::fs::read_to_string(data.join(file)).unwrap_or_else(|e| panic!("{file}: {e}"));
        for line in text.lines().filter(|l| !l.trim().is_empty()) {
            // EPD: four FEN fields and operations; the perft file has a whole FEN before ';'.
            let fields: Vec<&str> = line.split(';').next().unwrap().split_whitespace().collect();
            let fen = if fields.len() >= 6 && fields[4].parse::<u32>().is_ok() {
                fields[..6].join(" ")
            } else {
                format!("{} 0 1", fields[..4].join(" "))
            };
            // The perft suite holds a few positions only the lenient reader takes (checks no
            // game could give); their moves are the rules core's business, not the notation's.
            if let Ok(pos) = Position::from_fen(&fen) {
                positions.push(pos);
            }
        }
    }
    positions
}

#[test]
fn every_legal_move_in_every_language_reads_back() {
    let mut checked = 0usize;
    for root in corpus() {
        let mut positions = vec![root];
        positions.extend(root.legal_moves().iter().map(|&m| {
            let mut next = root;
            next.play_unchecked(m);
            next
        }));
        for pos in positions {
            for &m in pos.legal_moves().iter() {
                let san = pos.san(m);
                for lang in Lang::ALL {
                    for style in [NotationStyle::Letters, NotationStyle::Figurines] {
                        let shown = show_san(&san, lang, style, pos.turn());
                        assert_eq!(read_move(&pos, &shown, lang), Ok(m), "{shown} ({san}) in {lang} at {}", pos.fen());
                        checked += 1;
                    }
                    // English letters are read too, except where the shown ones mean another
                    // legal move (Lithuanian B is the rook, R the bishop): then that one is meant.
                    let read = read_move(&pos, &san, lang).unwrap_or_else(|e| panic!("English {san} in {lang}: {e}"));
                    if read != m {
                        let local = show_san(&pos.san(read), lang, NotationStyle::Letters, pos.turn());
                        let bare = |t: &str| t.trim_end_matches(['+', '#']).to_owned();
                        assert!(
                            lang == Lang::Lt && bare(&local) == bare(&san),
                            "English {san} in {lang} read as {local}"
                        );
                    }
                }
            }
        }
    }
    assert!(checked > 1_000_000, "{checked} moves read back");
    println!("{checked} localized moves read back");
}
