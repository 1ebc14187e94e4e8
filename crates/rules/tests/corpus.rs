//! Conformance against the independent corpus (tests/data/games.jsonl, a copy of
//! ../shared/testdata/games.jsonl; its README describes the fields). `KAISSA_CORPUS=<file>` runs
//! another file of the same format.
//!
//! For every position: the legal move set, check, the automatic outcome and the claimable draws
//! equal the corpus, and playing the recorded move gives the next line's FEN exactly.

use kaissa_rules::{Game, Move, Position, Termination};
use serde_json::Value;
use std::collections::BTreeSet;
use std::path::PathBuf;

fn corpus_path() -> PathBuf {
    match std::env::var_os("KAISSA_CORPUS") {
        Some(path) => PathBuf::from(path),
        None => PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/data/games.jsonl"),
    }
}

fn termination_name(t: Termination) -> &'static str {
    // The corpus uses python-chess's names.
    match t {
        Termination::Checkmate => "checkmate",
        Termination::Stalemate => "stalemate",
        Termination::InsufficientMaterial => "insufficient_material",
        Termination::SeventyFiveMoves => "seventyfive_moves",
        Termination::FivefoldRepetition => "fivefold_repetition",
        other => panic!("not an automatic termination: {other:?}"),
    }
}

fn find_move(pos: &Position, uci: &str) -> Move {
    pos.legal_moves()
        .iter()
        .copied()
        .find(|m| m.to_string() == uci)
        .unwrap_or_else(|| panic!("{uci} is not legal in {}", pos.fen()))
}

#[test]
fn corpus_positions_agree() {
    let path = corpus_path();
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("cannot read {}: {e}", path.display()));
    let mut game: Option<Game> = None;
    let (mut lines, mut games, mut outcomes, mut claims) = (0, 0, 0, 0);
    for (no, line) in text.lines().enumerate().filter(|(_, l)| !l.trim().is_empty()) {
        let rec: Value = serde_json::from_str(line).unwrap_or_else(|e| panic!("line {}: {e}", no + 1));
        let at = format!("line {} (game {}, ply {})", no + 1, rec["game"], rec["ply"]);
        let fen = rec["fen"].as_str().expect("fen");
        if rec["ply"].as_u64() == Some(0) {
            games += 1;
            game = Some(Game::from_position(Position::from_fen(fen).unwrap_or_else(|e| panic!("{at}: {e}"))));
        }
        let g = game.as_mut().unwrap_or_else(|| panic!("{at}: game does not start at ply 0"));
        // After ply 0 the game holds the position reached by playing the previous line's move:
        // its FEN must equal this line's exactly.
        let pos = *g.position();
        assert_eq!(pos.fen(), fen, "{at}: FEN");

        let ours: BTreeSet<String> = pos.legal_moves().iter().map(Move::to_string).collect();
        let theirs: BTreeSet<String> =
            rec["legal"].as_array().expect("legal").iter().map(|v| v.as_str().expect("uci").to_string()).collect();
        assert_eq!(ours, theirs, "{at}: legal moves of {fen}");
        assert_eq!(pos.is_check(), rec["check"].as_bool().expect("check"), "{at}: check in {fen}");
        assert_eq!(pos.count_legal_moves(), theirs.len(), "{at}: move count");

        let outcome = g.automatic_outcome();
        match (&outcome, rec["outcome"].as_object()) {
            (None, None) => {}
            (Some(o), Some(expected)) => {
                outcomes += 1;
                assert_eq!(termination_name(o.termination), expected["termination"].as_str().unwrap_or(""), "{at}");
                assert_eq!(o.winner.map(|c| c.name()), expected["winner"].as_str(), "{at}: winner");
            }
            (ours, theirs) => panic!("{at}: outcome {ours:?}, corpus {theirs:?} in {fen}"),
        }

        let mut expected_claims: Vec<&str> =
            rec["claim"].as_array().expect("claim").iter().map(|v| v.as_str().unwrap_or("")).collect();
        expected_claims.sort_unstable();
        let mut our_claims = Vec::new();
        if g.can_claim_threefold() || !g.threefold_moves().is_empty() {
            our_claims.push("threefold");
        }
        if g.can_claim_fifty_moves() || !g.fifty_moves_moves().is_empty() {
            our_claims.push("fifty");
        }
        our_claims.sort_unstable();
        if !our_claims.is_empty() {
            claims += 1;
        }
        assert_eq!(our_claims, expected_claims, "{at}: claimable draws in {fen}");

        if let Some(uci) = rec["move"].as_str() {
            let m = find_move(&pos, uci);
            g.play(m).unwrap_or_else(|e| panic!("{at}: {uci} refused: {e}"));
            let next = pos.after(m);
            assert_eq!(next.hash(), Position::from_fen(&next.fen()).expect("own FEN").hash(), "{at}: incremental hash");
        }
        lines += 1;
    }
    assert!(lines > 0, "empty corpus {}", path.display());
    println!("corpus: {lines} positions in {games} games; {outcomes} outcomes, {claims} with claimable draws");
}
