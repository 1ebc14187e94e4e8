//! The lesson data model: lessons, levels, goals, opponents and stored solutions.
//!
//! Lessons are data, not code: a level is a position (FEN, plus moves already played from it),
//! a [`Goal`] the rules core can check, the keys of its texts in the lessons message catalog
//! ([`crate::i18n::lessons`]), how the other side answers ([`Opponent`]) and a stored solution
//! ([`Step`]s) that the native tests play through the [runner](super::runner) to the goal. The
//! par (the number of steps for three stars) is the length of that solution.
//!
//! Levels are written with `const` builders so that the curriculum reads like a table:
//!
//! ```
//! use kaissa_app_core::lessons::model::{mv, Goal, Level};
//! use kaissa_rules::Square;
//! const L: Level = Level::new("rook.1", "7k/8/8/8/8/8/2R5/7K w - - 0 1", Goal::Collect(&[Square::C7]))
//!     .solution(&[mv("Rc7")]);
//! assert_eq!(L.par(), 1);
//! ```

use kaissa_rules::{CastlingSide, Color, Role, Square, Termination};

/// One lesson: a title, an introduction and several short levels.
#[derive(Debug)]
pub struct Lesson {
    /// Stable id (`data-lesson`, progress key), kebab-case.
    pub id: &'static str,
    /// Catalog key of the title.
    pub title: &'static str,
    /// Catalog key of the introduction shown on the lesson's first screen.
    pub intro: &'static str,
    /// The levels, in order.
    pub levels: &'static [Level],
}

/// How a piece may get a king out of check (for [`Goal::Escape`]).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Escape {
    /// Move the king to a safe square.
    King,
    /// Put a piece between the checker and the king.
    Block,
    /// Capture the piece giving check.
    Capture,
}

impl Escape {
    /// A stable index (for message tables).
    #[must_use]
    pub const fn index(self) -> usize {
        match self {
            Escape::King => 0,
            Escape::Block => 1,
            Escape::Capture => 2,
        }
    }
}

/// Which squares a tapping question asks for; computed by the rules core where it can be.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Ask {
    /// These squares (a file, a diagonal …), in any order.
    Squares(&'static [Square]),
    /// The pieces giving check to the side to move.
    Checkers,
    /// Every square the piece on this square can move to now.
    Dests(Square),
    /// The learner's pawns that can capture en passant now.
    EnPassant,
    /// The enemy pieces attacking this square.
    Attackers(Square),
}

/// How the right answer of a multiple-choice question is found.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Answer {
    /// A fact stored with the question: the index of the right option.
    Fixed(usize),
    /// The state of the side to move, computed: the options are [`STATUS_OPTIONS`].
    Status,
    /// The result if this side's flag falls now (FIDE 6.9), computed: [`RESULT_OPTIONS`].
    Flag(Color),
    /// The result if this side resigns now, computed: [`RESULT_OPTIONS`].
    Resign(Color),
    /// Whether checkmate is still possible for either side (not a dead position, FIDE 5.2.2),
    /// computed: [`YES_NO`].
    CanMate,
    /// Whether the side to move may claim a draw now (repetition or fifty moves), computed:
    /// [`YES_NO`].
    CanClaim,
    /// Which side is to move, computed: [`WHO`].
    ToMove,
}

/// The options of an [`Answer::Status`] question: checkmate, stalemate, check, none of these.
pub const STATUS_OPTIONS: &[&str] = &["ans.checkmate", "ans.stalemate", "ans.check", "ans.nothing"];
/// The options of a question about a result: White wins, Black wins, draw.
pub const RESULT_OPTIONS: &[&str] = &["ans.white-wins", "ans.black-wins", "ans.draw"];
/// The options of a yes/no question.
pub const YES_NO: &[&str] = &["ans.yes", "ans.no"];
/// The options of a question about a side: White, Black.
pub const WHO: &[&str] = &["ans.white", "ans.black"];

/// What the learner must do. Every goal is checked by the rules core (see [`super::goal`]).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Goal {
    /// Land a piece on each of these squares (stars), capturing what stands there. The king
    /// collects stars only when it is the learner's only piece: elsewhere it is on the board only
    /// because the rules need one.
    Collect(&'static [Square]),
    /// Capture an enemy piece of this kind.
    Capture(Role),
    /// Give check.
    Check,
    /// Checkmate.
    Mate,
    /// Get out of check (in this way, if given).
    Escape(Option<Escape>),
    /// Protect the piece on this square (without moving it).
    Defend(Square),
    /// Bring the attacked piece on this square to safety (move it or protect it so that no enemy
    /// piece attacks it).
    Rescue(Square),
    /// Win at least this much material (in pawns, by the usual values) once the opponent has
    /// answered: a good trade.
    Win(u32),
    /// Promote a pawn (to this piece, if given), without stalemating.
    Promote(Option<Role>),
    /// Castle (on this side, if given).
    Castle(Option<CastlingSide>),
    /// Capture en passant.
    EnPassant,
    /// Make the game a draw (in this way, if given).
    Draw(Option<Termination>),
    /// Try a move the rules forbid and see why: the attempt must be refused with this reason
    /// code (an [`IllegalMove::code`](kaissa_rules::IllegalMove::code), or
    /// `touch-move-obligation`).
    Refused(&'static str),
    /// Play the move written in algebraic notation (English SAN, e.g. `Nf3`).
    Play(&'static str),
    /// Write the move shown on the board (by an arrow) in algebraic notation; the stored text is
    /// the standard SAN, exactly.
    Write(&'static str),
    /// Tap the named squares, one after the other (the goal text names the current one).
    Find(&'static [Square]),
    /// Tap all the squares a question asks for, in any order.
    Tap(Ask),
    /// Choose the right answer among options (catalog keys).
    Choose {
        /// The options' catalog keys, in the order shown.
        options: &'static [&'static str],
        /// How the right option is found.
        answer: Answer,
    },
}

/// A fact a level's texts state, kept as data beside the texts so that every language states
/// the same facts and a native test can check each one against the position with the rules core
/// (see [`super::facts`]). "Start" is the level's position once its history is played; "end" is
/// the game once its stored solution is played.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Fact {
    /// At the start, the learner's material minus the other side's, in pawns (negative: behind,
    /// zero: equal, positive: ahead).
    Balance(i32),
    /// At the end, the learner's material balance has changed by this much (a trade's gain).
    Gained(i32),
    /// At the start, the king of this side is in check (`None`: neither king is).
    InCheck(Option<Color>),
    /// At the start, the moves each side has made since the last capture or pawn move.
    MovesEach {
        /// White's moves.
        white: u32,
        /// Black's moves.
        black: u32,
    },
    /// At the start, how many times the position on the board has stood in the game (with the
    /// same player to move, the same castling and en passant rights).
    Occurrences(usize),
    /// At the start, this move (SAN) would make the position stand for the third time, so the
    /// player may claim a draw with it before playing it.
    RepeatsWith(&'static str),
    /// At the start, the move number and the side to move (as in `2… Nc6`).
    MoveNumber(u32, Color),
    /// At the start, the other side threatens checkmate: if it could move now, it would have a
    /// move that mates.
    MateThreat,
    /// At the start, the piece on this square is pinned to its own king.
    Pinned(Square),
    /// At the start, whether the piece on this square is protected by a piece of its own side.
    Protected(Square, bool),
    /// At the start, the learner could capture something, and the stored solution captures
    /// nothing: capturing is never compulsory.
    CaptureDeclined,
    /// At the start, neither side can checkmate by any series of legal moves (a dead position).
    Dead,
    /// At the start, some series of legal moves within this many plies ends in checkmate, so the
    /// position is not dead.
    MateWithin(u8),
    /// At the end, checkmate is still possible: the goal does not leave a dead position.
    Live,
    /// At the end, the game is over in this way.
    Ends(Termination),
    /// At the end, the learner has this many pieces of this kind.
    Count(Role, u32),
    /// At the start, the most advanced pawn of this side with a free path needs this many of
    /// its side's moves to promote (a pawn on its starting rank counts its double step).
    PromotesIn(Color, u32),
}

/// How the other side answers the learner's moves.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Opponent {
    /// It never moves: the learner moves again (exercises on how the pieces move). The learner
    /// may not give check then, since the other side could not answer it.
    Pass,
    /// The reply that resists the goal best, found by a small search (deterministic).
    Defend,
    /// These replies in order (SAN); a reply that is not legal in the game as played falls back
    /// to [`Opponent::Defend`].
    Script(&'static [&'static str]),
    /// The engine worker at this strength level, driven by the app (see
    /// [`super::runner::OpponentRequest`]); natively, and until it answers, like
    /// [`Opponent::Defend`].
    Engine(u8),
}

/// The engine's strength level where a level has it as the opponent ([`Level::engine`]): the
/// weakest, which knows the rules and defends by instinct, not by calculation.
pub const ENGINE_LEVEL: u8 = 1;

/// One action of a stored solution.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Step {
    /// A move, in SAN.
    Move(&'static str),
    /// An attempt to move from one square to another that the rules refuse (`"e1g1"`).
    Try(&'static str),
    /// A tap on a square.
    Tap(Square),
    /// The option with this index.
    Choose(usize),
    /// A text typed in (algebraic notation).
    Write(&'static str),
    /// A draw claim.
    Claim,
}

/// A move, in SAN, as a solution step.
#[must_use]
pub const fn mv(san: &'static str) -> Step {
    Step::Move(san)
}

/// One level of a lesson.
#[derive(Copy, Clone, Debug)]
pub struct Level {
    /// Catalog key of the goal sentence (the same key, with `.done`, may hold praise that
    /// explains the point; see [`Level::praise`]).
    pub text: &'static str,
    /// The position, in FEN.
    pub fen: &'static str,
    /// Moves already played from `fen` (SAN), so that history matters: castling rights lost by
    /// moving, en passant right after a double step, repetitions.
    pub history: &'static [&'static str],
    /// What to do.
    pub goal: Goal,
    /// How the other side answers.
    pub opponent: Opponent,
    /// The most moves the learner may make (mate in two: 2). `None`: no limit.
    pub limit: Option<u8>,
    /// The stored solution.
    pub solution: &'static [Step],
    /// Catalog key of the sentence shown on success, if the level has its own.
    pub praise: Option<&'static str>,
    /// Catalog key of a sentence shown with every mistake against the goal, if the level has
    /// one (it explains this level's point better than the general reason).
    pub mistake: Option<&'static str>,
    /// Touch-move is on: once a piece is touched it must be moved.
    pub touch_move: bool,
    /// A piece already touched when the level starts (touch-move levels).
    pub touched: Option<Square>,
    /// A second piece touched after it (FIDE 4.3.3: one's own piece and an enemy piece).
    pub touched_next: Option<Square>,
    /// The facts its texts state, checked against the position by a native test.
    pub facts: &'static [Fact],
    /// The side shown at the bottom; `None`: the learner's side.
    pub orientation: Option<Color>,
    /// For a question with two options: the question asked after a wrong answer, with the same
    /// options (another position or another case of the same rule), so that the second try
    /// after the explanation is not a coin flip between the one answer left.
    pub retry: Option<&'static Level>,
}

impl Level {
    /// A level with no history, the opponent passing, no limit and no solution yet.
    #[must_use]
    pub const fn new(text: &'static str, fen: &'static str, goal: Goal) -> Level {
        Level {
            text,
            fen,
            history: &[],
            goal,
            opponent: Opponent::Pass,
            limit: None,
            solution: &[],
            praise: None,
            mistake: None,
            touch_move: false,
            touched: None,
            touched_next: None,
            facts: &[],
            orientation: None,
            retry: None,
        }
    }

    /// With moves already played.
    #[must_use]
    pub const fn history(self, history: &'static [&'static str]) -> Level {
        Level { history, ..self }
    }

    /// With this opponent.
    #[must_use]
    pub const fn opponent(self, opponent: Opponent) -> Level {
        Level { opponent, ..self }
    }

    /// With the best defence as opponent.
    #[must_use]
    pub const fn defend(self) -> Level {
        Level { opponent: Opponent::Defend, ..self }
    }

    /// With the engine (in the app's worker, at [`ENGINE_LEVEL`]) as the opponent: it plays as
    /// it likes, so the level's goal must be reachable against every reply, which the look-ahead
    /// checks (and the native tests check against the real engine).
    #[must_use]
    pub const fn engine(self) -> Level {
        Level { opponent: Opponent::Engine(ENGINE_LEVEL), ..self }
    }

    /// With scripted replies.
    #[must_use]
    pub const fn replies(self, replies: &'static [&'static str]) -> Level {
        Level { opponent: Opponent::Script(replies), ..self }
    }

    /// With a move limit (and the best defence, unless another opponent is set later).
    #[must_use]
    pub const fn within(self, moves: u8) -> Level {
        Level { limit: Some(moves), ..self }
    }

    /// With its stored solution.
    #[must_use]
    pub const fn solution(self, solution: &'static [Step]) -> Level {
        Level { solution, ..self }
    }

    /// With its own praise (a catalog key).
    #[must_use]
    pub const fn praise(self, key: &'static str) -> Level {
        Level { praise: Some(key), ..self }
    }

    /// With its own explanation of mistakes (a catalog key).
    #[must_use]
    pub const fn mistake(self, key: &'static str) -> Level {
        Level { mistake: Some(key), ..self }
    }

    /// Touch-move on, with a piece already touched.
    #[must_use]
    pub const fn touched(self, square: Square) -> Level {
        Level { touch_move: true, touched: Some(square), ..self }
    }

    /// Touch-move on, with two pieces already touched, in this order.
    #[must_use]
    pub const fn touched_both(self, first: Square, next: Square) -> Level {
        Level { touch_move: true, touched: Some(first), touched_next: Some(next), ..self }
    }

    /// With the facts its texts state.
    #[must_use]
    pub const fn facts(self, facts: &'static [Fact]) -> Level {
        Level { facts, ..self }
    }

    /// Touch-move on.
    #[must_use]
    pub const fn touch_move(self) -> Level {
        Level { touch_move: true, ..self }
    }

    /// Shown from this side.
    #[must_use]
    pub const fn orientation(self, color: Color) -> Level {
        Level { orientation: Some(color), ..self }
    }

    /// With the question asked after a wrong answer (see [`Level::retry`]).
    #[must_use]
    pub const fn retry(self, retry: &'static Level) -> Level {
        Level { retry: Some(retry), ..self }
    }

    /// The number of steps for three stars: the length of the stored solution.
    #[must_use]
    pub const fn par(&self) -> u32 {
        self.solution.len() as u32
    }

    /// Whether the learner answers a question rather than moving pieces.
    #[must_use]
    pub const fn is_question(&self) -> bool {
        matches!(self.goal, Goal::Write(_) | Goal::Find(_) | Goal::Tap(_) | Goal::Choose { .. })
    }
}

impl Lesson {
    /// The level at `index`, if there is one.
    #[must_use]
    pub fn level(&self, index: usize) -> Option<&'static Level> {
        self.levels.get(index)
    }
}
