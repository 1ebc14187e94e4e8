//! SAN, UCI and long algebraic notation.
//!
//! Conformance on the corpus (tests/data/games.jsonl, written by python-chess; see
//! tests/data/README.md): for every position and every legal move, our SAN equals python-chess's,
//! reading it back (and common variants of it) gives the move, and UCI and LAN round trip.
//! `KAISSA_CORPUS=<file>` runs another file of the same format. Legal moves and outcomes on the
//! same corpus are tests/corpus.rs's business. Then hand-made cases for the tricky parts.

use kaissa_rules::{Move, Position, San, SanError, Square, UciError};
use std::collections::BTreeMap;
use std::path::PathBuf;

// ---------------------------------------------------------------------------------------------
// A minimal JSON reader: the corpus is machine-written JSON, and the rules crate takes no
// dependencies, not even for tests.

#[derive(Debug, Clone, PartialEq)]
enum Json {
    Null,
    Bool(bool),
    Number(f64),
    Str(String),
    Array(Vec<Json>),
    Object(BTreeMap<String, Json>),
}

impl Json {
    fn get(&self, key: &str) -> Option<&Json> {
        match self {
            Json::Object(map) => map.get(key),
            _ => None,
        }
    }
    fn as_str(&self) -> Option<&str> {
        match self {
            Json::Str(s) => Some(s),
            _ => None,
        }
    }
}

struct JsonParser<'a> {
    b: &'a [u8],
    i: usize,
}

impl JsonParser<'_> {
    fn parse(text: &str) -> Result<Json, String> {
        let mut p = JsonParser { b: text.as_bytes(), i: 0 };
        let v = p.value()?;
        p.ws();
        if p.i != p.b.len() {
            return Err(format!("trailing text at byte {}", p.i));
        }
        Ok(v)
    }
    fn ws(&mut self) {
        while self.i < self.b.len() && self.b[self.i].is_ascii_whitespace() {
            self.i += 1;
        }
    }
    fn eat(&mut self, c: u8) -> Result<(), String> {
        self.ws();
        if self.b.get(self.i) == Some(&c) {
            self.i += 1;
            Ok(())
        } else {
            Err(format!("expected '{}' at byte {}", c as char, self.i))
        }
    }
    fn value(&mut self) -> Result<Json, String> {
        self.ws();
        match self.b.get(self.i) {
            Some(b'{') => {
                self.i += 1;
                let mut map = BTreeMap::new();
                self.ws();
                if self.b.get(self.i) == Some(&b'}') {
                    self.i += 1;
                    return Ok(Json::Object(map));
                }
                loop {
                    self.ws();
                    let key = self.string()?;
                    self.eat(b':')?;
                    map.insert(key, self.value()?);
                    self.ws();
                    match self.b.get(self.i) {
                        Some(b',') => self.i += 1,
                        Some(b'}') => {
                            self.i += 1;
                            return Ok(Json::Object(map));
                        }
                        _ => return Err(format!("bad object at byte {}", self.i)),
                    }
                }
            }
            Some(b'[') => {
                self.i += 1;
                let mut items = Vec::new();
                self.ws();
                if self.b.get(self.i) == Some(&b']') {
                    self.i += 1;
                    return Ok(Json::Array(items));
                }
                loop {
                    items.push(self.value()?);
                    self.ws();
                    match self.b.get(self.i) {
                        Some(b',') => self.i += 1,
                        Some(b']') => {
                            self.i += 1;
                            return Ok(Json::Array(items));
                        }
                        _ => return Err(format!("bad array at byte {}", self.i)),
                    }
                }
            }
            Some(b'"') => Ok(Json::Str(self.string()?)),
            Some(b't') if self.b[self.i..].starts_with(b"true") => {
                self.i += 4;
                Ok(Json::Bool(true))
            }
            Some(b'f') if self.b[self.i..].starts_with(b"false") => {
                self.i += 5;
                Ok(Json::Bool(false))
            }
            Some(b'n') if self.b[self.i..].starts_with(b"null") => {
                self.i += 4;
                Ok(Json::Null)
            }
            Some(_) => {
                let start = self.i;
                while self.i < self.b.len() && matches!(self.b[self.i], b'-' | b'+' | b'.' | b'e' | b'E' | b'0'..=b'9')
                {
                    self.i += 1;
                }
                let text = std::str::from_utf8(&self.b[start..self.i]).map_err(|e| e.to_string())?;
                text.parse().map(Json::Number).map_err(|_| format!("bad value at byte {start}"))
            }
            None => Err("unexpected end".into()),
        }
    }
    fn string(&mut self) -> Result<String, String> {
        if self.b.get(self.i) != Some(&b'"') {
            return Err(format!("expected a string at byte {}", self.i));
        }
        self.i += 1;
        let mut out = Vec::new();
        loop {
            match self.b.get(self.i) {
                None => return Err("unterminated string".into()),
                Some(b'"') => {
                    self.i += 1;
                    return String::from_utf8(out).map_err(|e| e.to_string());
                }
                Some(b'\\') => {
                    let c = *self.b.get(self.i + 1).ok_or("bad escape")?;
                    self.i += 2;
                    match c {
                        b'n' => out.push(b'\n'),
                        b't' => out.push(b'\t'),
                        b'r' => out.push(b'\r'),
                        b'u' => {
                            let hex = std::str::from_utf8(self.b.get(self.i..self.i + 4).ok_or("bad \\u")?)
                                .map_err(|e| e.to_string())?;
                            let ch = u32::from_str_radix(hex, 16).ok().and_then(char::from_u32).unwrap_or('\u{fffd}');
                            out.extend_from_slice(ch.to_string().as_bytes());
                            self.i += 4;
                        }
                        c => out.push(c),
                    }
                }
                Some(&c) => {
                    out.push(c);
                    self.i += 1;
                }
            }
        }
    }
}

#[test]
fn json_reader_reads_what_the_corpus_uses() {
    let v = JsonParser::parse(r#"{"a":[1,"x\"y",true,null],"b":{"c":"d"},"e":-2.5}"#).unwrap();
    assert_eq!(v.get("b").and_then(|b| b.get("c")).and_then(Json::as_str), Some("d"));
    assert_eq!(
        v.get("a"),
        Some(&Json::Array(vec![Json::Number(1.0), Json::Str("x\"y".into()), Json::Bool(true), Json::Null]))
    );
    assert_eq!(v.get("e"), Some(&Json::Number(-2.5)));
}

// ---------------------------------------------------------------------------------------------
// Corpus conformance.

fn corpus_file() -> PathBuf {
    match std::env::var_os("KAISSA_CORPUS") {
        Some(path) => PathBuf::from(path),
        None => PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/data/games.jsonl"),
    }
}

/// Variants of a SAN that readers must accept: without the check mark, with `0` for castling,
/// a promotion without `=`, an annotation, an extra `+`.
fn san_variants(san: &str) -> Vec<String> {
    let bare = san.trim_end_matches(['+', '#']);
    let mut v = vec![bare.to_string(), format!("{san}!?"), format!("{bare}+"), format!("{san}??")];
    if bare.starts_with("O-O") {
        v.push(san.replace('O', "0"));
    }
    if bare.contains('=') {
        v.push(bare.replace('=', ""));
        v.push(bare.replace('=', "/"));
    }
    v
}

#[test]
fn corpus_san_uci_and_lan_conform() {
    let path = corpus_file();
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("cannot read {}: {e}", path.display()));
    let mut failures: Vec<String> = Vec::new();
    let (mut positions, mut moves) = (0usize, 0usize);
    let mut fail = |msg: String| {
        if failures.len() < 30 {
            failures.push(msg);
        }
    };
    for (line_no, line) in text.lines().enumerate().filter(|(_, l)| !l.trim().is_empty()) {
        let line_no = line_no + 1;
        let record = JsonParser::parse(line).unwrap_or_else(|e| panic!("line {line_no}: bad JSON: {e}"));
        let fen = record.get("fen").and_then(Json::as_str).unwrap_or_else(|| panic!("line {line_no}: no fen"));
        let pos = Position::from_fen(fen).unwrap_or_else(|e| panic!("line {line_no}: {fen}: {e}"));
        let Some(Json::Object(sans)) = record.get("san") else { panic!("line {line_no}: no san map") };
        positions += 1;
        for m in pos.legal_moves().iter().copied() {
            let uci = m.to_string();
            match sans.get(&uci).and_then(Json::as_str) {
                None => fail(format!("line {line_no} {fen}: our legal move {uci} is not in the corpus")),
                Some(expected) => {
                    let got = pos.san(m);
                    if got != expected {
                        fail(format!("line {line_no} {fen}: san({uci}) = {got}, python-chess says {expected}"));
                    }
                }
            }
            let lan = pos.lan(m);
            if pos.parse_lan(&lan) != Ok(m) {
                fail(format!("line {line_no} {fen}: parse_lan({lan}) = {:?}, expected {uci}", pos.parse_lan(&lan)));
            }
        }
        for (uci, san) in sans {
            let Some(san) = san.as_str() else { continue };
            moves += 1;
            let m = match pos.parse_uci(uci) {
                Ok(m) => m,
                Err(e) => {
                    fail(format!("line {line_no} {fen}: parse_uci({uci}): {e}"));
                    continue;
                }
            };
            if m.to_string() != *uci {
                fail(format!("line {line_no} {fen}: parse_uci({uci}) printed back as {m}"));
            }
            for text in std::iter::once(san.to_string()).chain(san_variants(san)) {
                match pos.parse_san(&text) {
                    Ok(got) if got == m => {}
                    other => fail(format!("line {line_no} {fen}: parse_san({text}) = {other:?}, expected {uci}")),
                }
            }
        }
    }
    assert!(failures.is_empty(), "{} failures (first 30):\n{}", failures.len(), failures.join("\n"));
    assert!(positions > 0 && moves > 0, "empty corpus {}", path.display());
    eprintln!("{positions} positions, {moves} moves: SAN, UCI and LAN conform");
}

// ---------------------------------------------------------------------------------------------
// Hand-made cases.

fn pos(fen: &str) -> Position {
    Position::from_fen(fen).unwrap_or_else(|e| panic!("{fen}: {e}"))
}

fn mv(uci: &str) -> Move {
    Move::from_uci(uci).unwrap()
}

/// SAN of a UCI move in a FEN.
fn san(fen: &str, uci: &str) -> String {
    let p = pos(fen);
    assert!(p.is_legal(mv(uci)), "{uci} is not legal in {fen}");
    p.san(mv(uci))
}

#[test]
fn san_disambiguates_by_file() {
    let fen = "4k3/8/8/8/8/5N2/8/1N2K3 w - - 0 1";
    assert_eq!(san(fen, "b1d2"), "Nbd2");
    assert_eq!(san(fen, "f3d2"), "Nfd2");
    assert_eq!(san(fen, "f3e5"), "Ne5");
    assert_eq!(pos(fen).parse_san("Nbd2"), Ok(mv("b1d2")));
}

#[test]
fn san_disambiguates_by_rank() {
    let fen = "4k3/8/8/R7/8/8/8/R3K3 w - - 0 1";
    assert_eq!(san(fen, "a1a3"), "R1a3");
    assert_eq!(san(fen, "a5a3"), "R5a3");
    assert_eq!(pos(fen).parse_san("R5a3"), Ok(mv("a5a3")));
}

#[test]
fn san_disambiguates_by_both() {
    // Queens on a1, c1 and a3 all reach b2: a1 shares its rank with c1 and its file with a3.
    let fen = "4k3/8/8/8/8/Q7/8/Q1Q1K3 w - - 0 1";
    assert_eq!(san(fen, "a1b2"), "Qa1b2");
    assert_eq!(san(fen, "c1b2"), "Qcb2");
    assert_eq!(san(fen, "a3b2"), "Q3b2");
    let p = pos(fen);
    assert_eq!(p.parse_san("Qa1b2"), Ok(mv("a1b2")));
    assert_eq!(p.parse_san("Qcb2"), Ok(mv("c1b2")));
    // `Qab2` still leaves a1 and a3.
    match p.parse_san("Qab2") {
        Err(e @ SanError::Ambiguous { .. }) => {
            assert_eq!(e.to_string(), "Qab2 is ambiguous: the queens on a1 and a3 can both reach b2")
        }
        other => panic!("{other:?}"),
    }
    match p.parse_san("Qb2") {
        Err(e) => assert_eq!(e.reason(), "the queens on a1, c1 and a3 can all reach b2"),
        other => panic!("{other:?}"),
    }
}

#[test]
fn san_ignores_pinned_pieces_when_disambiguating() {
    // The knight on e2 is pinned by the rook on e8, so Nc3 needs no file.
    let fen = "4r1k1/8/8/8/8/8/4N3/1N2K3 w - - 0 1";
    assert_eq!(san(fen, "b1c3"), "Nc3");
    assert_eq!(pos(fen).parse_san("Nc3"), Ok(mv("b1c3")));
}

#[test]
fn san_promotion_with_capture_and_check() {
    let fen = "r3k3/1P6/8/8/8/8/8/4K3 w - - 0 1";
    assert_eq!(san(fen, "b7a8q"), "bxa8=Q+");
    assert_eq!(san(fen, "b7a8n"), "bxa8=N");
    assert_eq!(san(fen, "b7b8r"), "b8=R+");
    let p = pos(fen);
    for text in ["bxa8=Q+", "bxa8=Q", "bxa8Q", "bxa8q", "bxa8/Q", "bxa8(Q)", "ba8Q", "b7a8q", "bxa8=Q#"] {
        assert_eq!(p.parse_san(text), Ok(mv("b7a8q")), "{text}");
    }
    match p.parse_san("bxa8") {
        Err(e @ SanError::Illegal(_)) => assert_eq!(
            e.to_string(),
            "bxa8 is illegal: no pawn on the b-file can reach a8 without promoting (add =Q, =R, =B or =N)"
        ),
        other => panic!("{other:?}"),
    }
}

#[test]
fn san_en_passant() {
    let fen = "4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1";
    assert_eq!(san(fen, "e5d6"), "exd6");
    let p = pos(fen);
    for text in
        ["exd6", "exd6 e.p.", "exd6e.p.", "exd6 e.p.+", "exd6 g.e.", "exd6g.e.", "exd6 g.e.+", "ed6", "e5d6", "e5xd6"]
    {
        assert_eq!(p.parse_san(text), Ok(mv("e5d6")), "{text}");
    }
    assert_eq!(p.lan(mv("e5d6")), "e5xd6");
}

#[test]
fn san_check_mate_and_castling() {
    let p = pos("rnbqkbnr/pppp1ppp/8/4p3/6P1/5P2/PPPPP2P/RNBQKBNR b KQkq - 0 2");
    assert_eq!(p.san(mv("d8h4")), "Qh4#");
    assert_eq!(p.parse_san("Qh4"), Ok(mv("d8h4")));
    assert_eq!(p.parse_san("Qh4+"), Ok(mv("d8h4")));

    let fen = "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1";
    assert_eq!(san(fen, "e1g1"), "O-O");
    assert_eq!(san(fen, "e1c1"), "O-O-O");
    let p = pos(fen);
    for (text, uci) in [("O-O", "e1g1"), ("0-0", "e1g1"), ("O-O-O", "e1c1"), ("0-0-0+", "e1c1"), ("O-O!", "e1g1")] {
        assert_eq!(p.parse_san(text), Ok(mv(uci)), "{text}");
    }
    assert_eq!(san("5k2/8/8/8/8/8/8/4K2R w K - 0 1", "e1g1"), "O-O+");
    // Castling through check is refused with a reason.
    let p = pos("r3k2r/8/8/8/8/8/5r2/R3K2R w KQkq - 0 1");
    match p.parse_san("O-O") {
        Err(e @ SanError::Illegal(_)) => assert_eq!(e.reason(), "castling kingside is not possible here"),
        other => panic!("{other:?}"),
    }
}

#[test]
fn san_reading_is_tolerant() {
    let p = Position::startpos();
    for (text, uci) in [
        ("Nf3", "g1f3"),
        ("Ngf3", "g1f3"),
        ("Ng1f3", "g1f3"),
        ("N1f3", "g1f3"),
        ("Ng1-f3", "g1f3"),
        ("g1f3", "g1f3"),
        ("Pe4", "e2e4"),
        ("e4", "e2e4"),
        ("e2-e4", "e2e4"),
        ("e2e4", "e2e4"),
        ("e4!", "e2e4"),
        ("e4?!", "e2e4"),
        ("e4!!", "e2e4"),
        ("e4+", "e2e4"),
        ("  e4  ", "e2e4"),
    ] {
        assert_eq!(p.parse_san(text), Ok(mv(uci)), "{text}");
    }
    // A lowercase `b` is a file: bxc3 is the pawn, Bxc3 the bishop.
    let p = pos("4k3/8/8/8/8/2n5/1P1B4/4K3 w - - 0 1");
    assert_eq!(p.parse_san("bxc3"), Ok(mv("b2c3")));
    assert_eq!(p.parse_san("Bxc3"), Ok(mv("d2c3")));
    assert_eq!(p.san(mv("b2c3")), "bxc3");
}

#[test]
fn san_errors_say_what_is_wrong() {
    let p = Position::startpos();
    for text in ["", "Xy", "nf3", "e9", "Nf3!!!", "Nf8=Q", "e8=K", "1.e4", "--", "Ñf3", "O-O-O-O"] {
        match p.parse_san(text) {
            Err(SanError::Syntax(e)) => assert!(e.to_string().contains("is not a move in algebraic notation"), "{e}"),
            other => panic!("{text}: {other:?}"),
        }
    }
    let e = p.parse_san("Nf6").unwrap_err();
    assert!(matches!(e, SanError::Illegal(San::Normal { .. })));
    assert_eq!(e.to_string(), "Nf6 is illegal: no knight can reach f6");
    assert_eq!(p.parse_san("exd5").unwrap_err().reason(), "no pawn on the e-file can reach d5");
    assert_eq!(p.parse_san("e5").unwrap_err().reason(), "no pawn can reach e5");
    assert_eq!(p.parse_san("R1a3").unwrap_err().reason(), "no rook on rank 1 can reach a3");
    assert_eq!(p.parse_san("Nb1d2").unwrap_err().reason(), "no knight on b1 can reach d2");
    assert_eq!(p.parse_san("O-O").unwrap_err().reason(), "castling kingside is not possible here");
    let e = pos("4k3/8/8/8/8/5N2/8/1N2K3 w - - 0 1").parse_san("Nd2").unwrap_err();
    assert_eq!(e, SanError::Ambiguous { san: "Nd2".parse().unwrap(), from: vec![Square::B1, Square::F3] });
    assert_eq!(e.to_string(), "Nd2 is ambiguous: the knights on b1 and f3 can both reach d2");
}

#[test]
fn san_display_round_trips_the_parsed_form() {
    for text in ["Nf3", "Nbd2", "R1a3", "Qa1b2", "exd5", "e8=Q", "bxa8=N", "O-O", "O-O-O", "e2e4", "Kxe2", "Pe2e4"] {
        let san: San = text.parse().unwrap();
        assert_eq!(san.to_string(), text);
        assert_eq!(san.to_string().parse::<San>(), Ok(san));
    }
    // Found by fuzzing: `Pg1f3` names a pawn; written without its `P` it would read as the
    // knight's move.
    let start = kaissa_rules::Position::startpos();
    let pawn: San = "Pg1f3".parse().unwrap();
    assert!(pawn.to_move(&start).is_err());
    assert!(pawn.to_string().parse::<San>().unwrap().to_move(&start).is_err());
}

#[test]
fn uci_reading() {
    let p = pos("r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3K2R w KQkq - 0 1");
    assert_eq!(p.parse_uci("e1g1"), Ok(mv("e1g1")));
    // The king onto its own rook means castling.
    assert_eq!(p.parse_uci("e1h1"), Ok(mv("e1g1")));
    assert_eq!(p.parse_uci("e1a1"), Ok(mv("e1c1")));
    assert_eq!(pos("r3k2r/8/8/8/8/8/8/R3K2R b KQkq - 0 1").parse_uci("e8h8"), Ok(mv("e8g8")));
    // Not when castling is impossible.
    let no_rights = pos("r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3K2R w kq - 0 1");
    assert!(matches!(no_rights.parse_uci("e1h1"), Err(UciError::Illegal { .. })));
    assert_eq!(p.parse_uci("a2a4"), Ok(mv("a2a4")));

    let promo = pos("8/4P3/8/8/8/8/k7/4K3 w - - 0 1");
    assert_eq!(promo.parse_uci("e7e8q"), Ok(Move::new(Square::E7, Square::E8, Some(kaissa_rules::Role::Queen))));
    assert_eq!(promo.parse_uci("e7e8N").map(|m| m.to_string()), Ok("e7e8n".to_string()));
    assert!(matches!(promo.parse_uci("e7e8"), Err(UciError::Illegal { .. })));
    assert!(matches!(promo.parse_uci("e7e8k"), Err(UciError::Syntax(_))));

    let start = Position::startpos();
    for bad in ["", "e2", "e2e", "e2e9", "i2i4", "e2e4qq", "0000", "e2-e4", "é2e4"] {
        match start.parse_uci(bad) {
            Err(e @ UciError::Syntax(_)) => assert!(e.to_string().contains("is not a UCI move"), "{e}"),
            other => panic!("{bad}: {other:?}"),
        }
    }
    let e = start.parse_uci("e2e5").unwrap_err();
    assert!(e.to_string().starts_with("e2e5 is illegal: "), "{e}");
}

#[test]
fn lan_writing() {
    let start = Position::startpos();
    assert_eq!(start.lan(mv("e2e4")), "e2-e4");
    assert_eq!(start.lan(mv("g1f3")), "Ng1-f3");
    assert_eq!(pos("4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1").lan(mv("e5d6")), "e5xd6");
    assert_eq!(pos("3r1k2/8/8/8/8/8/8/3QK3 w - - 0 1").lan(mv("d1d8")), "Qd1xd8+");
    assert_eq!(pos("8/4P3/8/8/8/8/k7/4K3 w - - 0 1").lan(mv("e7e8q")), "e7-e8=Q");
    let castles = pos("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
    assert_eq!(castles.lan(mv("e1g1")), "O-O");
    assert_eq!(castles.lan(mv("e1c1")), "O-O-O");
    let mate = pos("rnbqkbnr/pppp1ppp/8/4p3/6P1/5P2/PPPPP2P/RNBQKBNR b KQkq - 0 2");
    assert_eq!(mate.lan(mv("d8h4")), "Qd8-h4#");
}

#[test]
fn lan_reading() {
    let start = Position::startpos();
    for (text, uci) in [
        ("e2-e4", "e2e4"),
        ("e2e4", "e2e4"),
        ("Pe2-e4", "e2e4"),
        ("Ng1-f3", "g1f3"),
        ("Ng1-f3+", "g1f3"),
        ("Ng1xf3", "g1f3"),
        ("Ng1f3!?", "g1f3"),
    ] {
        assert_eq!(start.parse_lan(text), Ok(mv(uci)), "{text}");
    }
    let p = pos("3r1k2/8/8/8/8/8/8/3QK3 w - - 0 1");
    assert_eq!(p.parse_lan("Qd1xd8+"), Ok(mv("d1d8")));
    let p = pos("8/4P3/8/8/8/8/k7/4K3 w - - 0 1");
    for text in ["e7-e8=Q", "e7-e8Q", "e7e8q", "e7-e8/Q"] {
        assert_eq!(p.parse_lan(text), Ok(mv("e7e8q")), "{text}");
    }
    let p = pos("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
    for (text, uci) in [("O-O", "e1g1"), ("0-0-0", "e1c1"), ("Ke1-g1", "e1g1")] {
        assert_eq!(p.parse_lan(text), Ok(mv(uci)), "{text}");
    }
    // Not long algebraic: no origin square.
    assert!(matches!(start.parse_lan("Nf3"), Err(SanError::Syntax(_))));
    assert!(matches!(start.parse_lan("e4"), Err(SanError::Syntax(_))));
    assert!(matches!(start.parse_lan("Qe1-e8=Q"), Err(SanError::Syntax(_))));
    // The letter must name the piece that moves; no letter means a pawn.
    assert_eq!(start.parse_lan("g1-f3").unwrap_err().reason(), "no pawn on g1 can reach f3");
    assert_eq!(start.parse_lan("Bg1-f3").unwrap_err().reason(), "no bishop on g1 can reach f3");
    assert_eq!(start.parse_lan("Ng1-f4").unwrap_err().reason(), "no knight on g1 can reach f4");
}
