//! The report of a whole import: every repair in the games read, and every game skipped.
//! Entries are data with stable codes (see [`RepairKind`]), for the interface to word.

use super::error::{PgnError, PgnErrorKind};
use super::game::PgnGame;
use super::repair::RepairKind;
use core::fmt;

/// The outcome of importing a PGN text: the games that read, and a report of every repair and
/// every game that could not be read, in file order.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Import {
    /// The games that read (repaired where needed), in file order.
    pub games: Vec<PgnGame>,
    /// What was repaired in them, and which games were skipped and why.
    pub report: Vec<ImportNote>,
}

/// One entry of an import's report.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ImportNote {
    /// Which game of the text (from 1, counting the skipped ones too).
    pub game: usize,
    /// The line (from 1).
    pub line: u32,
    /// The column in characters (from 1).
    pub column: u32,
    /// What happened.
    pub kind: NoteKind,
}

/// A repair in a game that was read, or a game that was skipped.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum NoteKind {
    /// The game was read with this repair.
    Repaired(RepairKind),
    /// The game could not be read, for this reason.
    GameSkipped(PgnErrorKind),
}

impl NoteKind {
    /// A stable kebab-case code: the repair's, or `game-skipped`.
    #[must_use]
    pub const fn code(&self) -> &'static str {
        match self {
            NoteKind::Repaired(kind) => kind.code(),
            NoteKind::GameSkipped(_) => "game-skipped",
        }
    }
}

impl fmt::Display for ImportNote {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "game {}, line {}, column {}: ", self.game, self.line, self.column)?;
        match &self.kind {
            NoteKind::Repaired(kind) => kind.fmt(f),
            NoteKind::GameSkipped(why) => write!(f, "game skipped: {why}"),
        }
    }
}

impl Import {
    /// Builds the import of games read one by one (as [`Reader`](super::Reader) yields them).
    pub(crate) fn collect(read: impl IntoIterator<Item = Result<PgnGame, PgnError>>) -> Import {
        let mut import = Import::default();
        for (i, result) in read.into_iter().enumerate() {
            let game = i + 1;
            match result {
                Ok(g) => {
                    import.report.extend(g.repairs.iter().map(|r| ImportNote {
                        game,
                        line: r.line,
                        column: r.column,
                        kind: NoteKind::Repaired(r.kind.clone()),
                    }));
                    import.games.push(g);
                }
                Err(e) => import.report.push(ImportNote {
                    game,
                    line: e.line,
                    column: e.column,
                    kind: NoteKind::GameSkipped(e.kind),
                }),
            }
        }
        import
    }
}
