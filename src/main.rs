//! Kaissa: chess in the browser, offline, for beginners.
//!
//! For now the app only proves the rules core links; the board arrives with the next issue.

fn main() {
    let position = kaissa_rules::Position::startpos();
    println!("Kaissa — {} legal moves from the start position.", position.legal_moves().len());
}
