//! What makes a person choose a move: a few features of a move, computed with the rules core,
//! whose weights (fitted on rated games by `kaissa-humanlike-fit`, per rating band, in
//! [`crate::human_weights`]) give a low level a taste like that of people of its band: the
//! captures and checks they love, the attacked piece they move, the development they know;
//! and what they miss: backward and long moves, quiet moves, the opponent's threat.

use kaissa_rules::attacks::attacks;
use kaissa_rules::{Bitboard, Board, Color, Move, Position, Role};

/// Number of features of a move.
pub const FEATURES: usize = 37;

/// The names of the features, in order (for the fitting tool's report).
pub const NAMES: [&str; FEATURES] = [
    "pawn moves",
    "knight moves",
    "bishop moves",
    "rook moves",
    "queen moves",
    "king moves",
    "takes a pawn",
    "takes a knight",
    "takes a bishop",
    "takes a rook",
    "takes a queen",
    "takes something worth at least the mover",
    "gives check",
    "the mover was attacked",
    "the mover was en prise",
    "attacked by a pawn where it goes",
    "en prise where it goes",
    "backward",
    "sideways",
    "two squares",
    "three or four squares",
    "five or more squares",
    "castles",
    "develops a minor piece",
    "knight to the rim",
    "centre pawn",
    "wing pawn",
    "pawn two squares",
    "king walks (not castling)",
    "queen out before move 10",
    "promotes",
    "near the enemy king",
    "more central",
    "takes while behind in material",
    "saves an attacked piece",
    "attacks something en prise",
    "ignores another piece en prise",
];

fn value(role: Role) -> u32 {
    if role == Role::King {
        100
    } else {
        role.value()
    }
}

/// Whether the piece of `owner` on a square of `board` can be taken with profit: attacked, and
/// undefended or attacked by something worth less.
fn en_prise(board: &Board, sq: kaissa_rules::Square, owner: Color) -> bool {
    let Some(role) = board.role_at(sq) else { return false };
    let occupied = board.occupied();
    let attackers = board.attackers(sq, owner.other(), occupied);
    if attackers.is_empty() {
        return false;
    }
    if board.attackers(sq, owner, occupied).is_empty() {
        return true;
    }
    attackers.squares().filter_map(|a| board.role_at(a)).any(|r| value(r) < value(role))
}

fn material(board: &Board, color: Color) -> u32 {
    board.pieces().filter(|(_, p)| p.color == color).map(|(_, p)| p.role.value()).sum()
}

fn centre_distance(sq: kaissa_rules::Square) -> f32 {
    let f = sq.file().index() as f32;
    let r = sq.rank().index() as f32;
    (f - 3.5).abs().max((r - 3.5).abs())
}

/// The features of `m` (legal in `pos`), each 0 or 1 except "more central" (−1…1).
#[must_use]
pub fn features(pos: &Position, m: Move) -> [f32; FEATURES] {
    let mut f = [0.0f32; FEATURES];
    let board = pos.board();
    let us = pos.turn();
    let (from, to) = (m.from(), m.to());
    let Some(role) = board.role_at(from) else { return f };
    f[role.index()] = 1.0;
    let castles = pos.castling_side(m).is_some();
    if let Some(captured) = pos.captured_role(m) {
        f[6 + captured.index().min(4)] = 1.0;
        f[11] = f32::from(u8::from(captured.value() >= role.value()));
        f[33] = f32::from(u8::from(material(board, us) < material(board, us.other())));
    }
    let after = pos.after(m);
    f[12] = f32::from(u8::from(after.is_check()));
    let occupied = board.occupied();
    f[13] = f32::from(u8::from(board.attackers(from, us.other(), occupied).any()));
    let was_en_prise = en_prise(board, from, us);
    f[14] = f32::from(u8::from(was_en_prise));
    let landed = if castles { None } else { Some(to) };
    if let Some(to) = landed {
        let after_board = after.board();
        let pawns = after_board.by_role(Role::Pawn) & after_board.by_color(us.other());
        f[15] = f32::from(u8::from((kaissa_rules::attacks::pawn_attacks(us, to) & pawns).any()));
        let hangs = en_prise(after_board, to, us);
        f[16] = f32::from(u8::from(hangs));
        f[34] = f32::from(u8::from(was_en_prise && !hangs));
        let moved = after_board.role_at(to).unwrap_or(role);
        let targets = attacks(us, moved, to, after_board.occupied()) & after_board.by_color(us.other());
        f[35] = f32::from(u8::from(targets.squares().any(|t| {
            after_board
                .role_at(t)
                .is_some_and(|r| r != Role::King && (value(r) > value(moved) || en_prise(after_board, t, us.other())))
        })));
    }
    let forward = match us {
        Color::White => to.rank().index() as i32 - from.rank().index() as i32,
        Color::Black => from.rank().index() as i32 - to.rank().index() as i32,
    };
    if !castles {
        f[17] = f32::from(u8::from(forward < 0));
        f[18] = f32::from(u8::from(forward == 0 && role != Role::King));
        match from.distance(to) {
            2 => f[19] = 1.0,
            3 | 4 => f[20] = 1.0,
            d if d >= 5 => f[21] = 1.0,
            _ => {}
        }
        f[32] = (centre_distance(from) - centre_distance(to)) / 3.0;
    }
    f[22] = f32::from(u8::from(castles));
    let back = match us {
        Color::White => 0,
        Color::Black => 7,
    };
    f[23] = f32::from(u8::from(matches!(role, Role::Knight | Role::Bishop) && from.rank().index() == back));
    f[24] = f32::from(u8::from(role == Role::Knight && matches!(to.file().index(), 0 | 7)));
    if role == Role::Pawn {
        f[25] = f32::from(u8::from(matches!(from.file().index(), 3 | 4)));
        f[26] = f32::from(u8::from(matches!(from.file().index(), 0 | 1 | 6 | 7)));
        f[27] = f32::from(u8::from(forward == 2));
    }
    f[28] = f32::from(u8::from(role == Role::King && !castles));
    f[29] = f32::from(u8::from(role == Role::Queen && pos.fullmoves() < 10));
    f[30] = f32::from(u8::from(m.promotion().is_some()));
    f[31] = f32::from(u8::from(!castles && to.distance(pos.king(us.other())) <= 2));
    // Another piece of ours en prise before the move and still after it: the threat ignored.
    let after_board = after.board();
    let ours: Bitboard = board.by_color(us) & !Bitboard::from_square(from);
    f[36] = f32::from(u8::from(ours.squares().any(|sq| {
        board.role_at(sq) != Some(Role::King)
            && en_prise(board, sq, us)
            && after_board.piece_at(sq).is_some_and(|p| p.color == us)
            && en_prise(after_board, sq, us)
    })));
    f
}

/// Number of features of a move's value.
pub const VALUES: usize = 4;

// The fitted table has a weight for each feature.
const _: () = assert!(crate::human_weights::WEIGHTS[0].len() == VALUES + FEATURES);

/// The features of a move's value `d` (centipawns, its score less the best move's, so ≤ 0):
/// whether it is the best (within 10 cp), and the loss cut in pieces — up to a pawn, from one
/// to three, from three to fifteen — since a person weighs the first pawn lost differently from
/// the tenth.
#[must_use]
pub fn value_features(d: i32) -> [f32; VALUES] {
    let d = (d.min(0) as f32 / 100.0).max(-15.0);
    [f32::from(u8::from(d > -0.1)), d.max(-1.0), d.max(-3.0) - d.max(-1.0), d - d.max(-3.0)]
}

/// How much a person of `band` (0: under 1100 … 4: 2000+, see [`crate::human_weights`]) likes
/// `m`, a move worth `d` centipawns less than the best: the model's logit.
#[must_use]
pub fn logit(pos: &Position, m: Move, d: i32, band: usize) -> f32 {
    let band = band.min(crate::human_weights::BANDS - 1);
    let v = value_features(d);
    let f = features(pos, m);
    let w = &crate::human_weights::WEIGHTS[band];
    let value: f32 = v.iter().zip(&w[..VALUES]).map(|(x, &w)| x * f32::from(w)).sum();
    let taste: f32 = f.iter().zip(&w[VALUES..]).map(|(x, &w)| x * f32::from(w)).sum();
    (value + taste) / 100.0
}

#[cfg(test)]
mod tests {
    use super::*;

    fn on(fen: &str, san: &str) -> [f32; FEATURES] {
        let pos = Position::from_fen(fen).unwrap();
        let m = pos.parse_san(san).unwrap();
        features(&pos, m)
    }

    fn named(f: &[f32; FEATURES], name: &str) -> f32 {
        f[NAMES.iter().position(|n| *n == name).unwrap()]
    }

    #[test]
    fn features_describe_the_move() {
        // Nxh4 takes a queen that nothing defends, with a knight: a capture worth more than the mover.
        let f = on("rnb1kbnr/pppp1ppp/8/4p3/4P2q/5N2/PPPP1PPP/RNBQKB1R w KQkq - 0 1", "Nxh4");
        assert_eq!(named(&f, "knight moves"), 1.0);
        assert_eq!(named(&f, "takes a queen"), 1.0);
        assert_eq!(named(&f, "takes something worth at least the mover"), 1.0);
        assert_eq!(named(&f, "knight to the rim"), 1.0);
        assert_eq!(named(&f, "gives check"), 0.0);
        // Castling is castling, not a king walk.
        let f = on("r1bqk1nr/pppp1ppp/2n5/2b1p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4", "O-O");
        assert_eq!(named(&f, "castles"), 1.0);
        assert_eq!(named(&f, "king walks (not castling)"), 0.0);
        // Nf3-g5 develops nothing (from the third rank), Ng1-f3 does.
        let f = on("rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2", "Nf3");
        assert_eq!(named(&f, "develops a minor piece"), 1.0);
        assert!(named(&f, "more central") > 0.0);
        // Qh5 before move 10, into nothing's reach; e4-e5 is a centre pawn; a4 a wing pawn, two squares.
        let f = on("rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2", "Qh5");
        assert_eq!(named(&f, "queen out before move 10"), 1.0);
        assert_eq!(named(&f, "en prise where it goes"), 0.0);
        let f = on("rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2", "a4");
        assert_eq!(named(&f, "wing pawn"), 1.0);
        assert_eq!(named(&f, "pawn two squares"), 1.0);
        // Qg4 puts the queen where the bishop c8 takes it.
        let f = on("rnbqkbnr/ppp2ppp/3p4/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 3", "Qg4");
        assert_eq!(named(&f, "en prise where it goes"), 1.0);
        // The knight d4 is attacked by the pawn e5: moving it saves it; a4 ignores it.
        let fen = "rnbqkbnr/ppp2ppp/8/3pp3/3N4/8/PPPPPPPP/RNBQKB1R w KQkq - 0 3";
        let f = on(fen, "Nf3");
        assert_eq!(named(&f, "the mover was en prise"), 1.0);
        assert_eq!(named(&f, "saves an attacked piece"), 1.0);
        assert_eq!(named(&f, "backward"), 1.0);
        let f = on(fen, "a4");
        assert_eq!(named(&f, "ignores another piece en prise"), 1.0);
        // Bb5+ gives check.
        let f = on("rnbqkbnr/ppp2ppp/3p4/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 3", "Bb5+");
        assert_eq!(named(&f, "gives check"), 1.0);
        assert_eq!(named(&f, "three or four squares"), 1.0);
    }

    #[test]
    fn value_features_cut_the_loss_in_pieces() {
        assert_eq!(value_features(0), [1.0, 0.0, 0.0, 0.0]);
        assert_eq!(value_features(50), [1.0, 0.0, 0.0, 0.0]);
        assert_eq!(value_features(-50), [0.0, -0.5, 0.0, 0.0]);
        assert_eq!(value_features(-250), [0.0, -1.0, -1.5, 0.0]);
        assert_eq!(value_features(-900), [0.0, -1.0, -2.0, -6.0]);
        assert_eq!(value_features(-100_000), [0.0, -1.0, -2.0, -12.0]);
    }

    #[test]
    fn people_of_every_band_prefer_a_free_queen_to_a_quiet_move() {
        let pos = Position::from_fen("rnb1kbnr/pppp1ppp/8/4p3/4P2q/5N2/PPPP1PPP/RNBQKB1R w KQkq - 0 1").unwrap();
        let take = pos.parse_san("Nxh4").unwrap();
        let quiet = pos.parse_san("a3").unwrap();
        for band in 0..crate::human_weights::BANDS {
            assert!(logit(&pos, take, 0, band) > logit(&pos, quiet, -900, band) + 2.0, "band {band}");
        }
    }
}
