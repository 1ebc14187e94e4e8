//! The goal checker: for every [`Goal`], whether a move, a reply, a claim or an answer reaches
//! it, and what is wrong with a move that breaks one of the goal's conditions at once. Every
//! judgement comes from the rules core ([`kaissa_rules`]); nothing here knows how pieces move.
//!
//! Whether a goal can still be reached *later* (mate in two, win the queen in two moves) needs
//! a look ahead; that is [`super::search`].

use super::dead::is_dead;
use super::mistake::{Mistake, MistakeKind};
use super::model::{Answer, Ask, Escape, Goal, RESULT_OPTIONS, STATUS_OPTIONS, WHO, YES_NO};
use crate::language::lang::Lang;
use crate::language::notation::{in_english_letters, plain_hyphens};
use kaissa_rules::{Bitboard, Color, Game, Move, Position, Role, Square, Termination};

/// What a level in progress has achieved besides the position: the learner's moves, the stars
/// collected, the roles captured, the squares found.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Track {
    /// Moves the learner made.
    pub moves: u32,
    /// Replies the other side made (the index of the next scripted reply).
    pub replies: u32,
    /// Stars reached ([`Goal::Collect`]).
    pub collected: Bitboard,
    /// Kinds of enemy piece captured, as a bit set by [`Role::index`].
    pub captured: u8,
    /// The learner's material minus the opponent's at the start, in pawns.
    pub start_balance: i32,
    /// Squares tapped correctly ([`Goal::Tap`]).
    pub tapped: Bitboard,
    /// How many squares of a [`Goal::Find`] have been found.
    pub found: usize,
}

/// Material of `us` minus material of the other side, in pawns (pawn 1, knight and bishop 3,
/// rook 5, queen 9).
#[must_use]
pub fn balance(pos: &Position, us: Color) -> i32 {
    let b = pos.board();
    let value =
        |c: Color| -> i32 { b.pieces().filter(|(_, p)| p.color == c).map(|(_, p)| p.role.value() as i32).sum() };
    value(us) - value(!us)
}

/// Records what the learner's move `m` (legal in `before`) achieves towards the goal.
pub fn record_move(goal: &Goal, before: &Position, m: Move, track: &mut Track) {
    track.moves += 1;
    if let Some(role) = before.captured_role(m) {
        track.captured |= 1 << role.index();
    }
    if let Goal::Collect(stars) = goal {
        if stars.contains(&m.to()) && collects(before, m) {
            track.collected |= Bitboard::from_square(m.to());
        }
    }
}

/// Whether the learner's move `m` can collect a star: any piece's can, except the king's when
/// the learner has other pieces (the king is then on the board only because the rules need one).
#[must_use]
pub fn collects(before: &Position, m: Move) -> bool {
    let us = before.turn();
    let others = before.board().by_color(us) & !before.board().by_role(Role::King);
    before.moved_role(m) != Some(Role::King) || others.is_empty()
}

/// Whether the goal is reached right after the learner's move `m` (legal in `before`; `game`
/// and `track` already include it).
#[must_use]
pub fn reached_after_move(goal: &Goal, before: &Position, m: Move, game: &Game, track: &Track) -> bool {
    let after = game.position();
    let us = before.turn();
    match *goal {
        Goal::Collect(stars) => stars.iter().all(|&s| track.collected.contains(s)),
        Goal::Capture(role) => track.captured & (1 << role.index()) != 0,
        Goal::Check => after.is_check(),
        Goal::Mate => after.is_checkmate(),
        Goal::Escape(way) => before.is_check() && way.is_none_or(|w| escape_way(before, m) == w),
        Goal::Defend(sq) => m.from() != sq && !after.attackers_of(sq, us).is_empty() && owned_by(after, sq, us),
        Goal::Rescue(sq) => {
            let now = if m.from() == sq { m.to() } else { sq };
            owned_by(after, now, us) && after.attackers_of(now, !us).is_empty()
        }
        Goal::Win(_) | Goal::Draw(_) => reached_after_reply(goal, game, track, us),
        Goal::Promote(role) => {
            m.promotion().is_some_and(|r| role.is_none_or(|want| want == r)) && !after.is_stalemate()
        }
        Goal::Castle(side) => before.castling_side(m).is_some_and(|s| side.is_none_or(|want| want == s)),
        Goal::EnPassant => before.is_en_passant(m),
        Goal::Play(san) => before.parse_san(san) == Ok(m),
        Goal::Refused(_) | Goal::Write(_) | Goal::Find(_) | Goal::Tap(_) | Goal::Choose { .. } => false,
    }
}

/// Whether a goal that needs the other side's answer (winning material, a draw) is reached in
/// the game as it stands. `us` is the learner's colour.
#[must_use]
pub fn reached_after_reply(goal: &Goal, game: &Game, track: &Track, us: Color) -> bool {
    match *goal {
        Goal::Win(n) => {
            let pos = game.position();
            // Judged once the other side has answered (or cannot any more).
            (pos.turn() == us || game.is_over()) && balance(pos, us) - track.start_balance >= n as i32
        }
        Goal::Draw(kind) => {
            game.outcome().is_some_and(|o| o.winner.is_none() && kind.is_none_or(|k| k == o.termination))
        }
        _ => false,
    }
}

/// Whether the goal is a draw the learner may now claim (repetition or fifty moves), so that a
/// claim would reach it.
#[must_use]
pub fn claimable(goal: &Goal, game: &Game) -> bool {
    let Goal::Draw(kind) = *goal else { return false };
    if game.is_over() {
        return false;
    }
    match kind {
        None => game.can_claim_threefold() || game.can_claim_fifty_moves(),
        Some(Termination::ThreefoldRepetition) => game.can_claim_threefold(),
        Some(Termination::FiftyMoves) => !game.can_claim_threefold() && game.can_claim_fifty_moves(),
        Some(_) => false,
    }
}

/// How a legal move `m` answers a check in `before`.
#[must_use]
pub fn escape_way(before: &Position, m: Move) -> Escape {
    if before.moved_role(m) == Some(Role::King) {
        Escape::King
    } else if before.checkers().contains(m.to()) || before.is_en_passant(m) {
        Escape::Capture
    } else {
        Escape::Block
    }
}

fn owned_by(pos: &Position, sq: Square, color: Color) -> bool {
    pos.board().piece_at(sq).is_some_and(|p| p.color == color)
}

/// Why the position after a move that was meant to checkmate is not checkmate: no check; the
/// king escapes; the checker can be taken; the check can be blocked.
#[must_use]
pub fn why_not_mate(after: &Position) -> Mistake {
    if !after.is_check() {
        return Mistake::new(MistakeKind::NotCheck);
    }
    let king = after.our_king();
    let moves = after.legal_moves();
    let escapes: Bitboard = moves.iter().filter(|m| m.from() == king).map(|m| m.to()).collect();
    if escapes.any() {
        return Mistake::new(MistakeKind::KingEscapes).squares(escapes);
    }
    let checkers = after.checkers();
    let capturers: Bitboard = moves.iter().filter(|m| checkers.contains(m.to())).map(|m| m.from()).collect();
    if capturers.any() {
        return Mistake::new(MistakeKind::CheckerCaptured).squares(capturers);
    }
    let blocks: Bitboard = moves.iter().map(|m| m.to()).collect();
    Mistake::new(MistakeKind::CheckBlocked).squares(blocks)
}

/// The squares a [`Goal::Tap`] question asks for in `pos` (the learner to move).
#[must_use]
pub fn asked_squares(ask: &Ask, pos: &Position) -> Bitboard {
    match *ask {
        Ask::Squares(squares) => squares.iter().copied().collect(),
        Ask::Checkers => pos.checkers(),
        Ask::Dests(sq) => pos.legal_destinations(sq),
        Ask::EnPassant => pos.legal_moves().iter().filter(|&&m| pos.is_en_passant(m)).map(|m| m.from()).collect(),
        Ask::Attackers(sq) => {
            let owner = pos.board().piece_at(sq).map_or(pos.turn(), |p| p.color);
            pos.attackers_of(sq, !owner)
        }
    }
}

/// The index of the right option of a multiple-choice question about `game`.
#[must_use]
pub fn right_answer(answer: &Answer, game: &Game) -> usize {
    let pos = game.position();
    let result_index = |outcome: Option<kaissa_rules::Outcome>| match outcome.and_then(|o| o.winner) {
        Some(Color::White) => 0,
        Some(Color::Black) => 1,
        None => 2,
    };
    match *answer {
        Answer::Fixed(i) => i,
        Answer::Status => {
            if pos.is_checkmate() {
                0
            } else if pos.is_stalemate() {
                1
            } else if pos.is_check() {
                2
            } else {
                3
            }
        }
        Answer::Flag(loser) => {
            let mut g = game.clone();
            result_index(g.flag(loser))
        }
        Answer::Resign(loser) => {
            let mut g = game.clone();
            result_index(g.resign(loser))
        }
        // Yes (0) unless the position is proved dead (by material, or closed for good).
        Answer::CanMate => usize::from(is_dead(pos)),
        Answer::CanClaim => usize::from(!(game.can_claim_threefold() || game.can_claim_fifty_moves())),
        Answer::ToMove => usize::from(pos.turn() == Color::Black),
    }
}

/// The option list a computed answer requires, if it requires one.
#[must_use]
pub const fn required_options(answer: &Answer) -> Option<&'static [&'static str]> {
    match answer {
        Answer::Fixed(_) => None,
        Answer::Status => Some(STATUS_OPTIONS),
        Answer::Flag(_) | Answer::Resign(_) => Some(RESULT_OPTIONS),
        Answer::CanMate | Answer::CanClaim => Some(YES_NO),
        Answer::ToMove => Some(WHO),
    }
}

/// Judges a move written in algebraic notation for the move `want` (legal in `pos`), in `lang`'s
/// piece letters or English ones (or figurines): `Ok` when it is written as standard SAN, or in
/// FIDE's own forms of it (Appendix C): zeros for castling (`0-0`, `0-0-0`), the promotion piece
/// without `=` (`e8Q`), and `e.p.` (Latvian `g.e.`) after an en passant capture. Both forms are in use, so
/// neither loses stars. Else the mistake, naming moves in English SAN (the catalog shows them in
/// the learner's letters).
pub fn judge_writing(pos: &Position, want: Move, text: &str, lang: Lang) -> Result<(), Mistake> {
    let standard = pos.san(want);
    let text = plain_hyphens(text.trim());
    let text = text.as_str();
    // The language's reading first (in Lithuanian `B` is the rook), then the English one.
    let mut readings = vec![in_english_letters(text, lang)];
    if readings[0] != text {
        readings.push(text.to_owned());
    }
    let readable: Vec<String> = readings.iter().map(|r| fide_form(r).unwrap_or_else(|| r.clone())).collect();
    if readable.contains(&standard) {
        return Ok(());
    }
    let parsed: Vec<(&String, Result<Move, _>)> = readable.iter().map(|r| (r, pos.parse_san(r))).collect();
    if let Some((written, _)) = parsed.iter().find(|(_, m)| *m == Ok(want)) {
        let suffix = |s: &str| s.trim_end_matches(['!', '?']).chars().last().filter(|c| matches!(c, '+' | '#'));
        let kind = if suffix(written) != suffix(&standard) {
            MistakeKind::NotationSuffix
        } else {
            MistakeKind::NotationNotStandard
        };
        return Err(Mistake::new(kind).naming(standard, Some(want)));
    }
    match parsed.iter().find_map(|(_, m)| m.as_ref().ok()) {
        Some(&m) => {
            Err(Mistake::new(MistakeKind::NotationOtherMove).naming(pos.san(m), Some(m)).played(text.to_owned()))
        }
        None => Err(Mistake::new(MistakeKind::NotationUnreadable).played(text.to_owned())),
    }
}

/// A move written in FIDE's forms, rewritten as standard SAN (`0-0-0` → `O-O-O`, `e8Q` →
/// `e8=Q`, `exd6 e.p.` or `exd6 g.e.` → `exd6`); `None` when it uses none of them.
fn fide_form(text: &str) -> Option<String> {
    let (body, signs) = text.split_at(text.trim_end_matches(['+', '#', '!', '?']).len());
    let body = body.trim();
    // `g.e.` is Latvian notation's `e.p.` (garāmejot), as the Latvian lesson teaches it.
    let rewritten = if let Some(capture) = body.strip_suffix("e.p.").or_else(|| body.strip_suffix("g.e.")) {
        capture.trim_end().to_owned()
    } else if body.starts_with('0') {
        body.replace('0', "O")
    } else {
        // A pawn reaching the last rank, then the piece's letter: `e8Q`, `dxe8N`.
        let mut chars: Vec<char> = body.chars().collect();
        let n = chars.len();
        let promotes = n >= 3
            && matches!(chars[n - 1], 'Q' | 'R' | 'B' | 'N')
            && matches!(chars[n - 2], '1' | '8')
            && chars[0].is_ascii_lowercase();
        if !promotes {
            return None;
        }
        chars.insert(n - 1, '=');
        chars.into_iter().collect()
    };
    Some(format!("{rewritten}{signs}"))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::lessons::judge::immediate_mistake;
    use crate::lessons::model::{mv, Level};
    use crate::lessons::sim::Sim;

    fn game(fen: &str) -> Game {
        Game::from_position(Position::from_fen(fen).unwrap())
    }

    fn m(g: &Game, san: &str) -> Move {
        g.position().parse_san(san).unwrap()
    }

    /// Plays `san` as the learner and says whether the goal is reached at once.
    fn reaches(goal: Goal, fen: &str, san: &str) -> bool {
        let g = game(fen);
        let mv = m(&g, san);
        let mut next = g.clone();
        next.play(mv).unwrap();
        let mut t = Track { start_balance: balance(g.position(), g.position().turn()), ..Track::default() };
        record_move(&goal, g.position(), mv, &mut t);
        reached_after_move(&goal, g.position(), mv, &next, &t)
    }

    fn mistake(level: Level, san: &str) -> Option<&'static str> {
        let sim = Sim::start(&level).unwrap();
        let mv = m(&sim.game, san);
        immediate_mistake(&level, &sim, mv).map(|x| x.code())
    }

    #[test]
    fn collect() {
        let fen = "7k/8/8/8/8/8/2R5/7K w - - 0 1";
        assert!(reaches(Goal::Collect(&[Square::C7]), fen, "Rc7"));
        assert!(!reaches(Goal::Collect(&[Square::C7, Square::F7]), fen, "Rc7"));
        assert!(!reaches(Goal::Collect(&[Square::C7]), fen, "Rc6"));
    }

    #[test]
    fn capture() {
        let fen = "q5k1/8/8/3n4/8/8/8/Q5K1 w - - 0 1";
        assert!(reaches(Goal::Capture(Role::Queen), fen, "Qxa8+"));
        assert!(reaches(Goal::Capture(Role::Knight), "q6k/8/8/3n4/8/8/8/3Q2K1 w - - 0 1", "Qxd5"));
        assert!(!reaches(Goal::Capture(Role::Queen), "q6k/8/8/3n4/8/8/8/3Q2K1 w - - 0 1", "Qxd5"));
    }

    #[test]
    fn check_and_mate() {
        let fen = "6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1";
        assert!(reaches(Goal::Check, fen, "Ra8#"));
        assert!(reaches(Goal::Mate, fen, "Ra8#"));
        assert!(!reaches(Goal::Mate, fen, "Ra7"));
        assert!(!reaches(Goal::Check, fen, "Ra7"));
        let level = Level::new("t", fen, Goal::Mate).defend().within(1);
        assert_eq!(mistake(level, "Ra7"), Some("not-check"));
        assert_eq!(mistake(level, "Ra8#"), None);
        // The king escapes; the checker is taken; the check is blocked.
        let escapes = Level::new("t", "6k1/8/8/8/8/8/8/R5K1 w - - 0 1", Goal::Mate).defend().within(1);
        assert_eq!(mistake(escapes, "Ra8+"), Some("king-escapes"));
        let taken = Level::new("t", "r5k1/5ppp/8/8/8/8/8/1R4K1 w - - 0 1", Goal::Mate).defend().within(1);
        assert_eq!(mistake(taken, "Rb8+"), Some("checker-captured"));
        let blocked = Level::new("t", "6k1/4nppp/8/8/8/8/8/R5K1 w - - 0 1", Goal::Mate).defend().within(1);
        assert_eq!(mistake(blocked, "Ra8+"), Some("check-blocked"));
        let check = Level::new("t", fen, Goal::Check).defend().within(1);
        assert_eq!(mistake(check, "Ra2"), Some("not-check"));
    }

    #[test]
    fn stalemate_is_a_mistake_unless_a_draw_is_the_goal() {
        let fen = "7k/8/6K1/8/8/8/8/5Q2 w - - 0 1";
        let mate = Level::new("t", fen, Goal::Mate).defend().within(1);
        assert_eq!(mistake(mate, "Qf7"), Some("stalemate"));
        assert_eq!(mistake(mate, "Qf8#"), None);
        let draw = Level::new("t", fen, Goal::Draw(Some(Termination::Stalemate))).within(1);
        assert_eq!(mistake(draw, "Qf7"), None);
        assert!(reaches(Goal::Draw(Some(Termination::Stalemate)), fen, "Qf7"));
        assert!(!reaches(Goal::Draw(Some(Termination::InsufficientMaterial)), fen, "Qf7"));
    }

    #[test]
    fn no_check_when_the_other_side_passes() {
        let level = Level::new("t", "7k/8/8/8/8/8/2R5/7K w - - 0 1", Goal::Collect(&[Square::C7]));
        assert_eq!(mistake(level, "Rc8+"), Some("no-check-here"));
        assert_eq!(mistake(level, "Rc7"), None);
    }

    #[test]
    fn escape_ways() {
        // The white king on e1 is in check from the rook on e8: the rook on f2 can block on e2,
        // the knight on d6 can take the rook, the king can step aside.
        let fen = "4r1k1/8/3N4/8/8/8/5R2/4K3 w - - 0 1";
        assert!(reaches(Goal::Escape(Some(Escape::King)), fen, "Kd1"));
        assert!(reaches(Goal::Escape(Some(Escape::Block)), fen, "Re2"));
        assert!(reaches(Goal::Escape(Some(Escape::Capture)), fen, "Nxe8"));
        assert!(reaches(Goal::Escape(None), fen, "Re2"));
        let level = Level::new("t", fen, Goal::Escape(Some(Escape::Capture))).defend().within(1);
        assert_eq!(mistake(level, "Kd1"), Some("escape-other-way"));
        assert_eq!(mistake(level, "Nxe8"), None);
    }

    #[test]
    fn defend_and_rescue() {
        // The knight on e5 is attacked by the pawn on d6.
        let fen = "4k3/8/3p4/4N3/8/8/3P4/4K3 w - - 0 1";
        assert!(reaches(Goal::Defend(Square::E5), fen, "d4"));
        assert!(!reaches(Goal::Defend(Square::E5), fen, "d3"));
        assert!(!reaches(Goal::Defend(Square::E5), fen, "Nf3"), "it moved");
        assert!(reaches(Goal::Rescue(Square::E5), fen, "Nf3"));
        assert!(reaches(Goal::Rescue(Square::E5), fen, "Nc4"));
        assert!(!reaches(Goal::Rescue(Square::E5), fen, "Nd7"), "the king on e8 attacks d7");
        let level = Level::new("t", fen, Goal::Rescue(Square::E5)).defend().within(1);
        assert_eq!(mistake(level, "d4"), Some("still-attacked"));
    }

    #[test]
    fn win_material_after_the_reply() {
        // Knight takes the rook on e5 (defended by the pawn on d6): +5 then -3.
        let mut g = game("4k3/8/3p4/4r3/8/5N2/8/4K3 w - - 0 1");
        let us = Color::White;
        let t = Track { start_balance: balance(g.position(), us), ..Track::default() };
        g.play(m(&g, "Nxe5")).unwrap();
        assert!(!reached_after_reply(&Goal::Win(2), &g, &t, us), "not judged before the reply");
        g.play(m(&g, "dxe5")).unwrap();
        assert!(reached_after_reply(&Goal::Win(2), &g, &t, us));
        assert!(!reached_after_reply(&Goal::Win(3), &g, &t, us));
    }

    #[test]
    fn promotion_castling_en_passant_and_play() {
        assert!(reaches(Goal::Promote(None), "7k/4P3/8/8/8/8/8/K7 w - - 0 1", "e8=Q+"));
        assert!(reaches(Goal::Promote(Some(Role::Knight)), "7k/4P3/8/8/8/8/8/K7 w - - 0 1", "e8=N"));
        assert!(!reaches(Goal::Promote(Some(Role::Knight)), "7k/4P3/8/8/8/8/8/K7 w - - 0 1", "e8=R+"));
        let stalemate = Level::new("t", "8/k1P5/8/3K4/8/8/8/8 w - - 0 1", Goal::Promote(None)).defend();
        assert_eq!(mistake(stalemate, "c8=Q"), None, "not stalemate: the king has a6");
        let q = Level::new("t", "8/k1P5/2K5/8/8/8/8/8 w - - 0 1", Goal::Promote(Some(Role::Rook))).defend();
        assert_eq!(mistake(q, "c8=Q"), Some("stalemate"));
        assert_eq!(mistake(q, "c8=B"), Some("wrong-promotion"));
        assert_eq!(mistake(q, "Kb5"), Some("not-promotion"));
        assert_eq!(mistake(q, "c8=R"), None);
        // A pawn race with moves to spare: the pawn walks first (the look-ahead judges the rest).
        let race =
            Level::new("t", "7k/8/8/P6p/8/8/8/2K5 w - - 0 1", Goal::Promote(Some(Role::Queen))).defend().within(3);
        assert_eq!(mistake(race, "a6"), None);
        assert_eq!(mistake(race, "Kd2"), None);
        let last =
            Level::new("t", "7k/P7/8/7p/8/8/8/2K5 w - - 0 1", Goal::Promote(Some(Role::Queen))).defend().within(3);
        assert_eq!(mistake(last, "a8=N"), Some("wrong-promotion"));
        let fen = "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1";
        assert!(reaches(Goal::Castle(None), fen, "O-O-O"));
        assert!(!reaches(Goal::Castle(Some(kaissa_rules::CastlingSide::KingSide)), fen, "O-O-O"));
        let castle = Level::new("t", fen, Goal::Castle(Some(kaissa_rules::CastlingSide::KingSide))).defend().within(1);
        assert_eq!(mistake(castle, "O-O-O"), Some("other-castling"));
        assert_eq!(mistake(castle, "Kf1"), Some("not-castling"));
        let ep = "4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 2";
        assert!(reaches(Goal::EnPassant, ep, "exd6"));
        assert!(!reaches(Goal::EnPassant, ep, "e6"));
        assert_eq!(mistake(Level::new("t", ep, Goal::EnPassant).defend().within(1), "e6"), Some("not-en-passant"));
        let start = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
        assert!(reaches(Goal::Play("Nf3"), start, "Nf3"));
        assert_eq!(mistake(Level::new("t", start, Goal::Play("Nf3")).defend().within(1), "Nc3"), Some("not-that-move"));
        assert_eq!(mistake(Level::new("t", start, Goal::Refused("x")).defend().within(1), "Nc3"), Some("legal-here"));
    }

    #[test]
    fn draws_and_claims() {
        let mut g = game("7k/8/6K1/8/8/8/8/5Q2 w - - 99 80");
        assert!(!claimable(&Goal::Draw(None), &g));
        g.play(m(&g, "Qf2")).unwrap();
        // Black to move with 100 half-moves: Black could claim; after Black's move White can.
        g.play(m(&g, "Kg8")).unwrap();
        assert!(claimable(&Goal::Draw(Some(Termination::FiftyMoves)), &g));
        assert!(!claimable(&Goal::Draw(Some(Termination::ThreefoldRepetition)), &g));
        let seventy_five =
            Level::new("t", "7k/8/6K1/8/8/8/6P1/5Q2 w - - 149 120", Goal::Draw(Some(Termination::SeventyFiveMoves)));
        assert_eq!(mistake(seventy_five, "g3"), Some("resets-count"));
        assert_eq!(mistake(seventy_five, "Qf2"), None);
        assert!(reaches(Goal::Draw(Some(Termination::SeventyFiveMoves)), seventy_five.fen, "Qf2"));
        assert!(reaches(
            Goal::Draw(Some(Termination::InsufficientMaterial)),
            "7k/8/8/8/8/8/5p2/5NK1 w - - 0 1",
            "Kxf2"
        ));
    }

    #[test]
    fn questions() {
        let stalemate = game("k7/8/1Q6/8/8/8/8/7K b - - 0 1");
        assert_eq!(right_answer(&Answer::Status, &stalemate), 1);
        let mate = game("R5k1/5ppp/8/8/8/8/8/6K1 b - - 0 1");
        assert_eq!(right_answer(&Answer::Status, &mate), 0);
        let check = game("R5k1/6pp/8/8/8/8/8/6K1 b - - 0 1");
        assert_eq!(right_answer(&Answer::Status, &check), 2);
        assert_eq!(right_answer(&Answer::Status, &game("6k1/6pp/8/8/8/8/8/R5K1 b - - 0 1")), 3);
        let knight = game("4k3/8/8/8/8/8/8/3NK3 w - - 0 1");
        assert_eq!(right_answer(&Answer::Flag(Color::Black), &knight), 2, "a lone knight cannot mate");
        assert_eq!(right_answer(&Answer::Flag(Color::White), &knight), 2);
        let queen = game("4k3/8/8/8/8/8/8/3QK3 w - - 0 1");
        assert_eq!(right_answer(&Answer::Flag(Color::Black), &queen), 0);
        assert_eq!(right_answer(&Answer::Resign(Color::White), &queen), 1);
        assert_eq!(right_answer(&Answer::CanMate, &knight), 1, "no");
        assert_eq!(right_answer(&Answer::CanMate, &queen), 0, "yes");
        assert_eq!(right_answer(&Answer::Fixed(3), &queen), 3);
        let pos = Position::from_fen("4k3/8/8/8/1b6/8/3N4/4K3 w - - 0 1").unwrap();
        assert_eq!(asked_squares(&Ask::Dests(Square::D2), &pos), Bitboard::EMPTY, "pinned");
        assert_eq!(asked_squares(&Ask::Dests(Square::E1), &pos).count(), 4);
        assert_eq!(asked_squares(&Ask::Attackers(Square::E1), &pos), Bitboard::EMPTY);
        let pos = Position::from_fen("4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 2").unwrap();
        assert_eq!(asked_squares(&Ask::EnPassant, &pos), Bitboard::from_square(Square::E5));
        let pos = Position::from_fen("4r1k1/8/3N4/8/8/8/5R2/4K3 w - - 0 1").unwrap();
        assert_eq!(asked_squares(&Ask::Checkers, &pos), Bitboard::from_square(Square::E8));
    }

    #[test]
    fn writing_moves() {
        let pos = Position::from_fen("6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1").unwrap();
        let want = pos.parse_san("Ra8").unwrap();
        assert_eq!(judge_writing(&pos, want, " Ra8# ", Lang::En), Ok(()));
        assert_eq!(judge_writing(&pos, want, "Ra8", Lang::En).unwrap_err().code(), "notation-suffix");
        assert_eq!(judge_writing(&pos, want, "Ra8+", Lang::En).unwrap_err().code(), "notation-suffix");
        assert_eq!(judge_writing(&pos, want, "a1a8", Lang::En).unwrap_err().code(), "notation-suffix");
        assert_eq!(judge_writing(&pos, want, "Ra7", Lang::En).unwrap_err().code(), "notation-other-move");
        assert_eq!(judge_writing(&pos, want, "Rz9", Lang::En).unwrap_err().code(), "notation-unreadable");
        let start = Position::startpos();
        let nf3 = start.parse_san("Nf3").unwrap();
        assert_eq!(judge_writing(&start, nf3, "Ngf3", Lang::En).unwrap_err().code(), "notation-not-standard");
        // FIDE's own forms (Appendix C) are right too.
        let castles = Position::from_fen("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1").unwrap();
        let short = castles.parse_san("O-O").unwrap();
        let long = castles.parse_san("O-O-O").unwrap();
        assert_eq!(judge_writing(&castles, short, "0-0", Lang::En), Ok(()));
        assert_eq!(judge_writing(&castles, long, "0-0-0", Lang::En), Ok(()));
        // Copied from a lesson's text (non-breaking hyphens) or typed with a keyboard's dashes.
        assert_eq!(judge_writing(&castles, long, "O\u{2011}O\u{2011}O", Lang::Lv), Ok(()));
        assert_eq!(judge_writing(&castles, short, "0\u{2013}0", Lang::Ru), Ok(()));
        assert_eq!(judge_writing(&castles, long, "0-0", Lang::En).unwrap_err().code(), "notation-other-move");
        let promote = Position::from_fen("8/4P3/k7/8/8/8/8/K7 w - - 0 1").unwrap();
        let queen = promote.parse_san("e8=Q").unwrap();
        assert_eq!(judge_writing(&promote, queen, "e8Q", Lang::En), Ok(()));
        assert_eq!(judge_writing(&promote, queen, "e8=Q", Lang::En), Ok(()));
        assert_eq!(judge_writing(&promote, queen, "e8N", Lang::En).unwrap_err().code(), "notation-other-move");
        let check = Position::from_fen("k7/4P3/8/8/8/8/8/K7 w - - 0 1").unwrap();
        let rook = check.parse_san("e8=R+").unwrap();
        assert_eq!(judge_writing(&check, rook, "e8R+", Lang::En), Ok(()));
        assert_eq!(judge_writing(&check, rook, "e8R", Lang::En).unwrap_err().code(), "notation-suffix");
        let ep = Position::from_fen("4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 2").unwrap();
        let exd6 = ep.parse_san("exd6").unwrap();
        assert_eq!(judge_writing(&ep, exd6, "exd6 e.p.", Lang::En), Ok(()));
        assert_eq!(judge_writing(&ep, exd6, "exd6e.p.", Lang::En), Ok(()));
        assert_eq!(judge_writing(&ep, exd6, "exd6", Lang::En), Ok(()));
        // Latvian notation's mark (garāmejot), which the Latvian lesson teaches.
        assert_eq!(judge_writing(&ep, exd6, "exd6 g.e.", Lang::Lv), Ok(()));
        assert_eq!(judge_writing(&ep, exd6, "exd6 g.e.", Lang::En), Ok(()));
        // In the learner's letters, and in English ones whatever the language.
        let (start, nf3) = (Position::default(), Position::default().parse_san("Nf3").unwrap());
        assert_eq!(judge_writing(&start, nf3, "Кf3", Lang::Ru), Ok(()));
        assert_eq!(judge_writing(&start, nf3, "Nf3", Lang::Ru), Ok(()));
        assert_eq!(judge_writing(&start, nf3, "♘f3", Lang::Lv), Ok(()));
        assert_eq!(judge_writing(&start, nf3, "Zf3", Lang::Lv), Ok(()));
        assert_eq!(judge_writing(&start, nf3, "Žf3", Lang::Lt), Ok(()));
        assert_eq!(judge_writing(&start, nf3, "Кf3", Lang::En).unwrap_err().code(), "notation-unreadable");
        let other = judge_writing(&start, nf3, "Кc3", Lang::Ru).unwrap_err();
        assert_eq!((other.code(), other.san.as_deref()), ("notation-other-move", Some("Nc3")));
        assert_eq!(judge_writing(&promote, queen, "e8Ф", Lang::Ru), Ok(()));
        assert_eq!(judge_writing(&promote, queen, "e8=Ф", Lang::Ru), Ok(()));
        assert_eq!(judge_writing(&castles, long, "0-0-0", Lang::Lt), Ok(()));
        // Lithuanian B is the rook; an English B (bishop) is read when no rook can go there.
        let lt = Position::from_fen("4k3/8/8/8/8/8/8/R1B1K3 w - - 0 1").unwrap();
        let (rook, bishop) = (lt.parse_san("Ra3").unwrap(), lt.parse_san("Bd2").unwrap());
        assert_eq!(judge_writing(&lt, rook, "Ba3", Lang::Lt), Ok(()));
        assert_eq!(judge_writing(&lt, bishop, "Rd2", Lang::Lt), Ok(()));
        assert_eq!(judge_writing(&lt, bishop, "Bd2", Lang::Lt), Ok(()));
        let _ = mv("x");
    }
}
