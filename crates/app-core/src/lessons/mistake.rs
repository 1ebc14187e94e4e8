//! Why a legal move (or an answer) is wrong for a level's goal: the lesson's own reasons, beside
//! the rules core's reasons for illegal moves.

use super::model::Escape;
use super::quiz::{TapWhy, Why};
use kaissa_rules::{Bitboard, Move, Square, Termination};

/// The kinds of mistake against a goal. Each has a stable kebab-case [`code`](MistakeKind::code)
/// (the page's `data-reason`) and a sentence in the lessons catalog.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum MistakeKind {
    /// The other side does not move in this exercise, so it may not be put in check.
    NoCheckHere,
    /// From there the stars can no longer all be reached.
    OutOfReach,
    /// The move gives no check.
    NotCheck,
    /// Check, but the king can step out of it (to the squares given).
    KingEscapes,
    /// Check, but the checking piece can be captured (by the pieces given).
    CheckerCaptured,
    /// Check, but a piece can block it (on the squares given).
    CheckBlocked,
    /// The other side would have no legal move and not be in check: stalemate, a draw.
    Stalemate,
    /// No checkmate follows in time: the reply given defends.
    MateRefuted,
    /// The check was escaped, but not in the way asked.
    EscapeOtherWay(Escape),
    /// The piece to protect is still unprotected (or was moved).
    NotDefended,
    /// The piece can still be taken (by the pieces given).
    StillAttacked,
    /// The trade loses material: the reply given takes back more.
    BadTrade,
    /// The move wins no material.
    NoGain,
    /// The piece to capture gets away (the reply given), or the move captures something else.
    CaptureMissed,
    /// Not a promotion.
    NotPromotion,
    /// A promotion, but to another piece than the one asked.
    WrongPromotion,
    /// Not castling at all (a king's or rook's ordinary move).
    NotCastling,
    /// Castling, but on the other side than the one asked.
    OtherCastling,
    /// Not an en passant capture.
    NotEnPassant,
    /// Not the move written (the move played and the one asked are given).
    NotThatMove,
    /// The notation cannot be read as a move here.
    NotationUnreadable,
    /// The notation names another move (given).
    NotationOtherMove,
    /// The right move, but its check or mate sign (`+`, `#`) is missing or wrong.
    NotationSuffix,
    /// The right move, written another way than the standard one (given).
    NotationNotStandard,
    /// A square that is not the one asked.
    WrongSquare,
    /// A wrong answer to a question.
    WrongAnswer,
    /// A capture or pawn move: the fifty-move count starts again.
    ResetsCount,
    /// No draw can be claimed now.
    NoClaim,
    /// A draw claim where the level asks for something else.
    ClaimNotNow,
    /// No draw follows: the reply given avoids it.
    NotDraw,
    /// The move is legal: the level asks to try a forbidden one.
    LegalHere,
    /// Touch-move: the touched piece (on the square given) must be moved (or, an opponent's
    /// piece, captured).
    TouchMove,
    /// The goal is out of reach after this move; the reply given shows why.
    GoalRefuted,
    /// The move would end the game (how is given) before the goal is reached.
    EndsGame,
}

impl MistakeKind {
    /// A stable kebab-case code (the page's `data-reason`).
    #[must_use]
    pub const fn code(self) -> &'static str {
        match self {
            MistakeKind::NoCheckHere => "no-check-here",
            MistakeKind::OutOfReach => "out-of-reach",
            MistakeKind::NotCheck => "not-check",
            MistakeKind::KingEscapes => "king-escapes",
            MistakeKind::CheckerCaptured => "checker-captured",
            MistakeKind::CheckBlocked => "check-blocked",
            MistakeKind::Stalemate => "stalemate",
            MistakeKind::MateRefuted => "mate-refuted",
            MistakeKind::EscapeOtherWay(_) => "escape-other-way",
            MistakeKind::NotDefended => "not-defended",
            MistakeKind::StillAttacked => "still-attacked",
            MistakeKind::BadTrade => "bad-trade",
            MistakeKind::NoGain => "no-gain",
            MistakeKind::CaptureMissed => "capture-missed",
            MistakeKind::NotPromotion => "not-promotion",
            MistakeKind::WrongPromotion => "wrong-promotion",
            MistakeKind::NotCastling => "not-castling",
            MistakeKind::OtherCastling => "other-castling",
            MistakeKind::NotEnPassant => "not-en-passant",
            MistakeKind::NotThatMove => "not-that-move",
            MistakeKind::NotationUnreadable => "notation-unreadable",
            MistakeKind::NotationOtherMove => "notation-other-move",
            MistakeKind::NotationSuffix => "notation-suffix",
            MistakeKind::NotationNotStandard => "notation-not-standard",
            MistakeKind::WrongSquare => "wrong-square",
            MistakeKind::WrongAnswer => "wrong-answer",
            MistakeKind::ResetsCount => "resets-count",
            MistakeKind::NoClaim => "no-claim",
            MistakeKind::ClaimNotNow => "claim-not-now",
            MistakeKind::NotDraw => "not-draw",
            MistakeKind::LegalHere => "legal-here",
            MistakeKind::TouchMove => "touch-move-obligation",
            MistakeKind::GoalRefuted => "goal-refuted",
            MistakeKind::EndsGame => "ends-game",
        }
    }

    /// Every kind (with each escape way once), for catalog checks.
    pub const ALL: [MistakeKind; 36] = [
        MistakeKind::NoCheckHere,
        MistakeKind::OutOfReach,
        MistakeKind::NotCheck,
        MistakeKind::KingEscapes,
        MistakeKind::CheckerCaptured,
        MistakeKind::CheckBlocked,
        MistakeKind::Stalemate,
        MistakeKind::MateRefuted,
        MistakeKind::EscapeOtherWay(Escape::King),
        MistakeKind::EscapeOtherWay(Escape::Block),
        MistakeKind::EscapeOtherWay(Escape::Capture),
        MistakeKind::NotDefended,
        MistakeKind::StillAttacked,
        MistakeKind::BadTrade,
        MistakeKind::NoGain,
        MistakeKind::CaptureMissed,
        MistakeKind::NotPromotion,
        MistakeKind::WrongPromotion,
        MistakeKind::NotCastling,
        MistakeKind::OtherCastling,
        MistakeKind::NotEnPassant,
        MistakeKind::NotThatMove,
        MistakeKind::NotationUnreadable,
        MistakeKind::NotationOtherMove,
        MistakeKind::NotationSuffix,
        MistakeKind::NotationNotStandard,
        MistakeKind::WrongSquare,
        MistakeKind::WrongAnswer,
        MistakeKind::ResetsCount,
        MistakeKind::NoClaim,
        MistakeKind::ClaimNotNow,
        MistakeKind::NotDraw,
        MistakeKind::LegalHere,
        MistakeKind::TouchMove,
        MistakeKind::GoalRefuted,
        MistakeKind::EndsGame,
    ];
}

/// A mistake against the goal, with what the page needs to show it: squares to highlight, and
/// the moves or square the sentence names.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Mistake {
    /// What is wrong.
    pub kind: MistakeKind,
    /// Squares to highlight (attackers, escape squares, the touched piece …); the sentence may
    /// name the pieces on them.
    pub squares: Bitboard,
    /// The move the learner tried, if it was a move (shown, and named in SAN as `{played}`).
    pub played: Option<String>,
    /// A move the sentence names (`{san}`): the refuting reply, the move asked for.
    pub san: Option<String>,
    /// The refuting reply or the move asked for, for an arrow.
    pub arrow: Option<Move>,
    /// A square the sentence names (`{square}`): the square tapped.
    pub square: Option<Square>,
    /// How the game would end (`{ending}`).
    pub ending: Option<Termination>,
    /// A wrong answer: why the right one is right, from the position (boxed: most mistakes
    /// have none, and a mistake travels in `Result`s).
    pub why: Option<Box<Why>>,
    /// A wrong tap: why the square is not one asked for (boxed, likewise).
    pub tap: Option<Box<TapWhy>>,
    /// A right square to look at instead (named after a wrong tap; highlighted from the second
    /// miss on).
    pub look: Option<Square>,
    /// A wrong answer to a two-option question: the next try is another question (see
    /// [`Level::retry`](super::model::Level::retry)), asked once the learner goes on
    /// ([`Runner::next_question`](super::runner::Runner::next_question)).
    pub new_question: bool,
}

impl Mistake {
    /// A mistake of this kind naming nothing.
    #[must_use]
    pub fn new(kind: MistakeKind) -> Mistake {
        Mistake {
            kind,
            squares: Bitboard::EMPTY,
            played: None,
            san: None,
            arrow: None,
            square: None,
            ending: None,
            why: None,
            tap: None,
            look: None,
            new_question: false,
        }
    }

    /// With squares to highlight.
    #[must_use]
    pub fn squares(mut self, squares: Bitboard) -> Mistake {
        self.squares = squares;
        self
    }

    /// Naming a move (in SAN) and showing it as an arrow.
    #[must_use]
    pub fn naming(mut self, san: String, m: Option<Move>) -> Mistake {
        self.san = Some(san);
        self.arrow = m;
        self
    }

    /// Naming the learner's move.
    #[must_use]
    pub fn played(mut self, san: String) -> Mistake {
        self.played = Some(san);
        self
    }

    /// Naming a square.
    #[must_use]
    pub fn at(mut self, square: Square) -> Mistake {
        self.square = Some(square);
        self
    }

    /// Naming how the game would end.
    #[must_use]
    pub fn ending(mut self, ending: Termination) -> Mistake {
        self.ending = Some(ending);
        self
    }

    /// The stable code (`data-reason`).
    #[must_use]
    pub fn code(&self) -> &'static str {
        self.kind.code()
    }
}
