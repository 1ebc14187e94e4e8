//! Lesson 1: the board — files, ranks, squares and their names, diagonals, the light square on
//! the right, setting up the pieces.

use crate::lessons::model::{Answer, Ask, Goal, Lesson, Level, Step, WHO};
use kaissa_rules::Square as S;

const KINGS: &str = "4k3/8/8/8/8/8/8/4K3 w - - 0 1";
const START: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

const FIND: &[S] = &[S::D5, S::A1, S::H8, S::F3, S::C6, S::G2];
const D_FILE: &[S] = &[S::D1, S::D2, S::D3, S::D4, S::D5, S::D6, S::D7, S::D8];
const RANK_5: &[S] = &[S::A5, S::B5, S::C5, S::D5, S::E5, S::F5, S::G5, S::H5];
const DIAGONAL: &[S] = &[S::C1, S::D2, S::E3, S::F4, S::G5, S::H6];

/// The board.
pub const BOARD: Lesson = Lesson {
    id: "board",
    title: "board.title",
    intro: "board.intro",
    levels: &[
        Level::new("board.1", START, Goal::Find(&[S::E4])).solution(&[Step::Tap(S::E4)]).praise("board.1.done"),
        Level::new("board.2", KINGS, Goal::Find(FIND)).solution(&[
            Step::Tap(S::D5),
            Step::Tap(S::A1),
            Step::Tap(S::H8),
            Step::Tap(S::F3),
            Step::Tap(S::C6),
            Step::Tap(S::G2),
        ]),
        Level::new("board.3", KINGS, Goal::Tap(Ask::Squares(D_FILE))).solution(&[
            Step::Tap(S::D1),
            Step::Tap(S::D2),
            Step::Tap(S::D3),
            Step::Tap(S::D4),
            Step::Tap(S::D5),
            Step::Tap(S::D6),
            Step::Tap(S::D7),
            Step::Tap(S::D8),
        ]),
        Level::new("board.4", KINGS, Goal::Tap(Ask::Squares(RANK_5))).solution(&[
            Step::Tap(S::A5),
            Step::Tap(S::B5),
            Step::Tap(S::C5),
            Step::Tap(S::D5),
            Step::Tap(S::E5),
            Step::Tap(S::F5),
            Step::Tap(S::G5),
            Step::Tap(S::H5),
        ]),
        Level::new("board.5", KINGS, Goal::Tap(Ask::Squares(DIAGONAL)))
            .solution(&[
                Step::Tap(S::C1),
                Step::Tap(S::D2),
                Step::Tap(S::E3),
                Step::Tap(S::F4),
                Step::Tap(S::G5),
                Step::Tap(S::H6),
            ])
            .praise("board.5.done"),
        Level::new("board.6", KINGS, Goal::Find(&[S::H1])).solution(&[Step::Tap(S::H1)]).praise("board.6.done"),
        Level::new("board.7", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNB1KBNR w KQkq - 0 1", Goal::Find(&[S::D1]))
            .solution(&[Step::Tap(S::D1)])
            .praise("board.7.done"),
        Level::new("board.8", "rnbqkb1r/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", Goal::Find(&[S::G8]))
            .solution(&[Step::Tap(S::G8)]),
        Level::new("board.9", START, Goal::Choose { options: WHO, answer: Answer::ToMove })
            .solution(&[Step::Choose(0)])
            .praise("board.9.done")
            .retry(&BOARD_AGAIN),
    ],
};

/// Asked after a wrong answer to "board.9": one move later, whose turn is it?
const BOARD_AGAIN: Level = Level::new("board.9.again", START, Goal::Choose { options: WHO, answer: Answer::ToMove })
    .history(&["e4"])
    .solution(&[Step::Choose(1)]);
