//! The curriculum: every lesson, in teaching order, from "what is a file?" to every rule of
//! chess. Pure data (see [`super::model`]); the native tests in [`super::tests`] check that each
//! position is legal, that each stored solution reaches its goal through the runner, and that
//! every text key is in the catalog.

mod board;
mod castling;
mod check;
mod draws;
mod endings;
mod manners;
mod mate;
mod material;
mod notation;
mod pawns;
mod pieces;
mod promotion;

use super::model::Lesson;

/// Every lesson, in order.
pub static LESSONS: &[Lesson] = &[
    board::BOARD,
    pieces::ROOK,
    pieces::BISHOP,
    pieces::QUEEN,
    pieces::KING,
    pieces::KNIGHT,
    pawns::PAWN,
    material::CAPTURE,
    material::PROTECT,
    material::VALUES,
    check::CHECK,
    check::ESCAPE,
    check::PINNED,
    mate::MATE,
    mate::STALEMATE,
    castling::CASTLING,
    castling::CASTLING_MORE,
    pawns::EN_PASSANT,
    promotion::PROMOTION,
    promotion::CHOICES,
    draws::DRAWS,
    draws::REPETITION,
    draws::DEAD,
    endings::ENDINGS,
    notation::NOTATION,
    notation::NOTATION_MORE,
    manners::MANNERS,
    manners::FAIR_PLAY,
];
