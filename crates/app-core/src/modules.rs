//! The contract between the page's start-up wasm module and its later modules (the dialogs', the
//! Learn page's): what the start-up module can ask a later module to show ([`Entry`]) and what a
//! view can hand back ([`Answer`]), with one encoding for each (JSON through serde).
//!
//! The modules are separate wasm programs, so all that crosses between them is a string. Before
//! this contract each view had an exported function of its own, named by a string at its call
//! site, and each call site read its answer its own way: a misspelt name or a changed answer
//! showed only in the browser. Now each later module exports a single `mount(root, request,
//! done)` that decodes an [`Entry`] and `match`es on it, so the compiler sees every entry point
//! handled, and the start-up side names an entry as a value, never as a string.
//!
//! Nothing here panics on bad input: a request or an answer that cannot be read is a
//! [`ContractError`] that says which and why.

use crate::editor::EditorStart;
use crate::play::GuardAnswer;
use crate::{FinishedGame, GameRecord, NewGamePrefs, PgnExport, Settings};
use serde::{Deserialize, Serialize};
use std::fmt;

/// The later wasm modules, each built by Trunk as `<name>.js` + `<name>_bg.wasm`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Module {
    /// `src/bin/dialogs.rs`: the Play screen's dialogs and the settings page.
    Dialogs,
    /// `src/bin/lessons.rs`: the Learn page.
    Lessons,
}

impl Module {
    /// The module's file name, without `.js` or `_bg.wasm`.
    #[must_use]
    pub fn name(self) -> &'static str {
        match self {
            Module::Dialogs => "dialogs",
            Module::Lessons => "lessons",
        }
    }
}

/// The name every later module exports its one entry point under: `mount(root, request, done)`,
/// `request` being an [`Entry`] in JSON and `done` a function that receives [`Answer`]s in JSON.
pub const MOUNT: &str = "mount";
/// The name every later module exports its `unmount(root)` under: it removes the view mounted in
/// `root` (a module may show several views at once, each in its own element).
pub const UNMOUNT: &str = "unmount";

/// A view the start-up module can ask a later module to show, with what that view needs.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
// External tagging (`"new_game"`, `{"pgn_export":{…}}`) is serde's leanest form to read: no
// buffering of the payload before its tag is known, which keeps the start-up module small.
#[serde(rename_all = "snake_case")]
pub enum Entry {
    /// The new-game dialog (on the choices last made); answers [`Answer::NewGame`]. With
    /// `ask_first`, an unfinished game is on the board, and Start asks before replacing it.
    NewGame {
        /// Whether Start asks first.
        ask_first: bool,
    },
    /// The PGN export dialog for this game; answers only [`Answer::Closed`].
    PgnExport(PgnExport),
    /// The PGN import dialog; answers [`Answer::PgnImport`].
    PgnImport,
    /// The games, finished and unfinished; answers [`Answer::History`] with a finished game to
    /// open, or [`Answer::Resume`] with an unfinished one to go back to.
    History,
    /// The settings page for these settings; answers [`Answer::Settings`] after every change.
    Settings(Settings),
    /// The Learn page; it answers nothing.
    Lessons,
    /// "Play the computer" in one tap: the new game's choices as last made, against the computer
    /// (saved so). Without `ask_first` it answers [`Answer::NewGame`] at once and shows nothing;
    /// with it (a game with moves on the board) it shows the new-game dialog on those choices,
    /// which asks first.
    PlayComputer {
        /// Whether a game with moves is on the board.
        ask_first: bool,
    },
    /// The FEN field; answers [`Answer::Position`] with the position it accepted.
    LoadFen,
    /// The game screen's menu of less frequent actions, for the game on the board; answers a
    /// [`Answer::Menu`] per item pressed (copying the FEN it does itself).
    Menu(MenuState),
    /// The first visit's welcome; answers [`Answer::NewGame`] (play the computer, the choices
    /// already saved), [`Answer::Learn`] or [`Answer::Closed`] (play a friend).
    Welcome,
    /// The board editor ("Set up a position"), opened on the position on the Play board;
    /// answers [`Answer::Editor`] with the game to start. With `ask_first`, an unfinished game
    /// is on the board, and Start asks before replacing it (as [`Entry::NewGame`]).
    Editor {
        /// The position on the Play board, as FEN (the editor's "Current position").
        fen: String,
        /// Whether Start asks first.
        ask_first: bool,
    },
    /// The coach's review of this finished game (issue 23), under the game's controls: its
    /// button, and once pressed the review, which analyses the game in an engine worker of its
    /// own and marks the move list. It answers nothing (its Close button gives the button back
    /// in place). It carries nothing: the review reads the game on the board where the
    /// start-up module saves it after every move (this tab's game: `saving::games`), because
    /// any payload's writer costs the start-up module code, and it is at its byte budget.
    Review,
    /// The blunder guard's check of the learner's move `mv` (UCI) in the position `fen`, before
    /// it is played against the computer (issue 23): searched in an engine worker of the
    /// dialogs' module; answers [`Answer::Guard`] — safe, or warned (then the warning is shown
    /// with its two buttons, whose choice is answered too).
    Guard {
        /// The position the move is made in, as FEN.
        fen: String,
        /// The move, in UCI.
        mv: String,
    },
}

/// What a view hands back to the start-up module.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Answer {
    /// The dialog closed with nothing to hand back (Cancel, Close, a click beside it).
    Closed,
    /// The new game's choices, already saved by the dialog.
    NewGame(NewGamePrefs),
    /// The game chosen in a PGN import, replayed by the dialog.
    PgnImport(GameRecord),
    /// The finished game chosen to be opened on the board.
    History(FinishedGame),
    /// The identity of the unfinished game chosen to be played on ([`crate::SavedGame::id`]).
    Resume(String),
    /// The whole settings, after a change on the settings page.
    Settings(Settings),
    /// Go to the lessons (the welcome's "Learn the rules").
    Learn,
    /// An item of the game screen's menu was pressed.
    Menu(MenuAction),
    /// A position to play from (the FEN field's), as a game with no moves yet.
    Position(GameRecord),
    /// A game to start from the position set up in the board editor, with its choices (the
    /// opponent's saved by then, as the new-game dialog saves its own).
    Editor(EditorStart),
    /// The blunder guard's verdict on the move, or the learner's choice after its warning.
    Guard(GuardAnswer),
}

/// What the game screen's menu shows: the position to copy, the board's colours, the sounds.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct MenuState {
    /// The position on the board (the one looked at while looking back), as FEN.
    pub fen: String,
    /// The board theme's name (`data-theme`).
    pub theme: String,
    /// Whether sounds are on.
    pub sounds: bool,
}

/// An item of the game screen's menu; the start-up module does it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum MenuAction {
    /// Turn the board around.
    Flip,
    /// The next board theme (the menu stays open and names it).
    NextTheme,
    /// Sounds on or off (the menu stays open and shows it).
    ToggleSounds,
    /// The Games list.
    Games,
    /// The FEN field.
    LoadFen,
    /// The board editor.
    SetupPosition,
    /// The PGN export dialog.
    ExportPgn,
    /// The PGN import dialog.
    ImportPgn,
}

impl MenuAction {
    /// Whether the menu stays open after the item (it shows the result in place).
    #[must_use]
    pub const fn stays_open(self) -> bool {
        matches!(self, MenuAction::NextTheme | MenuAction::ToggleSounds)
    }
}

/// Which side of the contract could not be read.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Part {
    /// A request ([`Entry`]) to a later module.
    Request,
    /// An answer ([`Answer`]) from a later module.
    Answer,
}

/// Why a request or an answer could not be used; its `Display` is a sentence a developer can act
/// on (it reaches the page's "could not be opened (…)" notice or the browser console).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ContractError {
    /// The text is not a request or answer this build knows: broken JSON, an unknown entry point
    /// (modules from two different builds), or a payload of the wrong shape. `detail` is the JSON
    /// reader's reason for a request; for an answer, where the reader stopped and the text.
    Unreadable {
        /// What was being read.
        part: Part,
        /// The JSON reader's reason (a request), or where it stopped in which text (an answer).
        detail: String,
    },
    /// A module was asked for an entry point that lives in another module.
    WrongModule {
        /// The entry point asked for ([`EntryPoint::name`]).
        entry: &'static str,
        /// The module that was asked ([`Module::name`]).
        asked: &'static str,
    },
    /// A view handed back an answer that does not belong to the entry point it was mounted for.
    WrongAnswer {
        /// The entry point ([`EntryPoint::name`]).
        entry: &'static str,
        /// The answer's kind ([`Answer::name`]).
        answer: &'static str,
    },
}

impl fmt::Display for ContractError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ContractError::Unreadable { part: Part::Request, detail } => {
                write!(f, "the request to a later module cannot be read: {detail}")
            }
            ContractError::Unreadable { part: Part::Answer, detail } => {
                write!(f, "the answer of a later module cannot be read: {detail}")
            }
            ContractError::WrongModule { entry, asked } => {
                write!(f, "the {asked} module has no entry point {entry}")
            }
            ContractError::WrongAnswer { entry, answer } => {
                write!(f, "the entry point {entry} answered {answer}, which is not one of its answers")
            }
        }
    }
}

impl std::error::Error for ContractError {}

/// An entry point without its payload: what a host keeps of its [`Entry`] to read the answers
/// (a plain `Copy` value, so the start-up module holds no copy of the request).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum EntryPoint {
    /// [`Entry::NewGame`].
    NewGame,
    /// [`Entry::PgnExport`].
    PgnExport,
    /// [`Entry::PgnImport`].
    PgnImport,
    /// [`Entry::History`].
    History,
    /// [`Entry::Settings`].
    Settings,
    /// [`Entry::Lessons`].
    Lessons,
    /// [`Entry::Welcome`].
    Welcome,
    /// [`Entry::Menu`].
    Menu,
    /// [`Entry::LoadFen`].
    LoadFen,
    /// [`Entry::PlayComputer`].
    PlayComputer,
    /// [`Entry::Editor`].
    Editor,
    /// [`Entry::Review`].
    Review,
    /// [`Entry::Guard`].
    Guard,
}

impl Entry {
    /// The entry point, without its payload.
    #[must_use]
    pub fn point(&self) -> EntryPoint {
        match self {
            Entry::NewGame { .. } => EntryPoint::NewGame,
            Entry::PgnExport(_) => EntryPoint::PgnExport,
            Entry::PgnImport => EntryPoint::PgnImport,
            Entry::History => EntryPoint::History,
            Entry::Settings(_) => EntryPoint::Settings,
            Entry::Lessons => EntryPoint::Lessons,
            Entry::Welcome => EntryPoint::Welcome,
            Entry::Menu(_) => EntryPoint::Menu,
            Entry::LoadFen => EntryPoint::LoadFen,
            Entry::PlayComputer { .. } => EntryPoint::PlayComputer,
            Entry::Editor { .. } => EntryPoint::Editor,
            Entry::Review => EntryPoint::Review,
            Entry::Guard { .. } => EntryPoint::Guard,
        }
    }

    /// The module the entry point lives in.
    #[must_use]
    pub fn module(&self) -> Module {
        self.point().module()
    }

    /// The request as JSON, to hand to [`Entry::module`]'s `mount`.
    #[must_use]
    pub fn encode(&self) -> String {
        // Our own plain data always serialises (string keys only, no floats); an empty string
        // would be refused by `decode` with a clear error rather than misread.
        serde_json::to_string(self).unwrap_or_default()
    }

    /// The request in `json`, as a later module's `mount` receives it.
    pub fn decode(json: &str) -> Result<Entry, ContractError> {
        serde_json::from_str(json).map_err(|e| ContractError::Unreadable { part: Part::Request, detail: e.to_string() })
    }
}

impl EntryPoint {
    /// The module the entry point lives in.
    #[must_use]
    pub fn module(self) -> Module {
        match self {
            EntryPoint::NewGame
            | EntryPoint::PgnExport
            | EntryPoint::PgnImport
            | EntryPoint::History
            | EntryPoint::Settings
            | EntryPoint::Welcome
            | EntryPoint::Menu
            | EntryPoint::LoadFen
            | EntryPoint::PlayComputer
            | EntryPoint::Editor
            | EntryPoint::Review
            | EntryPoint::Guard => Module::Dialogs,
            EntryPoint::Lessons => Module::Lessons,
        }
    }

    /// The entry point's name, for messages (the same as its tag in JSON).
    #[must_use]
    pub fn name(self) -> &'static str {
        match self {
            EntryPoint::NewGame => "new_game",
            EntryPoint::PgnExport => "pgn_export",
            EntryPoint::PgnImport => "pgn_import",
            EntryPoint::History => "history",
            EntryPoint::Settings => "settings",
            EntryPoint::Lessons => "lessons",
            EntryPoint::Welcome => "welcome",
            EntryPoint::Menu => "menu",
            EntryPoint::LoadFen => "load_fen",
            EntryPoint::PlayComputer => "play_computer",
            EntryPoint::Editor => "editor",
            EntryPoint::Review => "review",
            EntryPoint::Guard => "guard",
        }
    }

    /// Whether `answer` is one this entry point's view may hand back. Every dialog may close with
    /// nothing ([`Answer::Closed`]).
    #[must_use]
    pub fn accepts(self, answer: &Answer) -> bool {
        matches!(
            (self, answer),
            (
                EntryPoint::NewGame
                    | EntryPoint::PgnExport
                    | EntryPoint::PgnImport
                    | EntryPoint::History
                    | EntryPoint::Welcome
                    | EntryPoint::PlayComputer
                    | EntryPoint::Editor,
                Answer::Closed
            ) | (EntryPoint::NewGame | EntryPoint::Welcome | EntryPoint::PlayComputer, Answer::NewGame(_))
                | (EntryPoint::Welcome, Answer::Learn)
                | (EntryPoint::Menu, Answer::Menu(_))
                | (EntryPoint::LoadFen, Answer::Position(_))
                | (EntryPoint::PgnImport, Answer::PgnImport(_))
                | (EntryPoint::History, Answer::History(_) | Answer::Resume(_))
                | (EntryPoint::Settings, Answer::Settings(_))
                | (EntryPoint::Editor, Answer::Editor(_))
                | (EntryPoint::Guard, Answer::Guard(_))
        )
    }

    /// The answer in `json`, which must be one of this entry point's answers.
    pub fn decode_answer(self, json: &str) -> Result<Answer, ContractError> {
        let answer = Answer::decode(json)?;
        if self.accepts(&answer) {
            Ok(answer)
        } else {
            Err(ContractError::WrongAnswer { entry: self.name(), answer: answer.name() })
        }
    }

    /// The error a module's `mount` gives when it is asked for this entry point but is
    /// `asked`, not [`EntryPoint::module`]: each module's `mount` `match`es on every entry point,
    /// and those of the other module end here.
    #[must_use]
    pub fn not_in(self, asked: Module) -> ContractError {
        ContractError::WrongModule { entry: self.name(), asked: asked.name() }
    }
}

impl Answer {
    /// The answer's kind, for messages (the same as its tag in JSON).
    #[must_use]
    pub fn name(&self) -> &'static str {
        match self {
            Answer::Closed => "closed",
            Answer::NewGame(_) => "new_game",
            Answer::PgnImport(_) => "pgn_import",
            Answer::History(_) => "history",
            Answer::Resume(_) => "resume",
            Answer::Settings(_) => "settings",
            Answer::Learn => "learn",
            Answer::Menu(_) => "menu",
            Answer::Position(_) => "position",
            Answer::Editor(_) => "editor",
            Answer::Guard(_) => "guard",
        }
    }

    /// The computer's level in the game this answer starts, if it starts one against the
    /// computer (the new-game dialog, the welcome, the board editor): the dialogs' module then
    /// readies the blunder guard's worker, so that the game's first checks are not late.
    #[must_use]
    pub fn computer_level(&self) -> Option<u8> {
        let prefs = match self {
            Answer::NewGame(prefs) => prefs,
            Answer::Editor(start) => &start.prefs,
            _ => return None,
        };
        (prefs.opponent == crate::settings::new_game::Opponent::Computer).then_some(prefs.level)
    }

    /// The answer as JSON, to hand to the start-up module's `done`.
    #[must_use]
    pub fn encode(&self) -> String {
        serde_json::to_string(self).unwrap_or_default()
    }

    /// The answer in `json`, whatever entry point it came from (see [`EntryPoint::decode_answer`]).
    pub fn decode(json: &str) -> Result<Answer, ContractError> {
        // Where the reader stopped and the text itself, not the reader's message: the answers are
        // read by the start-up module, and formatting serde_json's message would link all its
        // error texts (and std::io's) into it, ~0.5 KB gzipped (README "Size").
        serde_json::from_str(json).map_err(|e| ContractError::Unreadable {
            part: Part::Answer,
            detail: format!("line {}, column {} of {json:?}", e.line(), e.column()),
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{SavedPlayers, TimeControl};
    use kaissa_rules::{Color, Position};

    /// Fool's mate, as the modules trade it.
    fn mate() -> GameRecord {
        let moves = ["f2f3", "e7e5", "g2g4", "d8h4"].map(String::from).to_vec();
        GameRecord { start_fen: Position::startpos().fen(), moves, clocks: vec![], outcome: None }
    }

    fn finished() -> FinishedGame {
        let session = mate().replay().unwrap();
        let players = SavedPlayers::Computer { human: Color::White, level: 3 };
        FinishedGame::new(&session, players, TimeControl::NONE, 1_700_000_000_000).unwrap()
    }

    fn export() -> PgnExport {
        PgnExport {
            game: mate(),
            white: "Ann".into(),
            black: "Kaissa \"level\" 3".into(),
            date_ms: 1_700_000_000_000,
            utc_offset_min: -300,
            time_control: TimeControl::NONE,
        }
    }

    fn entries() -> Vec<Entry> {
        let settings = Settings { show_legal_moves: false, ..Settings::default() };
        vec![
            Entry::NewGame { ask_first: true },
            Entry::PgnExport(export()),
            Entry::PgnImport,
            Entry::History,
            Entry::Settings(settings),
            Entry::Lessons,
            Entry::Editor { fen: Position::startpos().fen(), ask_first: false },
        ]
    }

    fn answers() -> Vec<Answer> {
        vec![
            Answer::Closed,
            Answer::NewGame(NewGamePrefs::default()),
            Answer::PgnImport(mate()),
            Answer::History(finished()),
            Answer::Resume("abc".to_owned()),
            Answer::Settings(Settings::default()),
            Answer::Editor(EditorStart { fen: "4k3/8/8/8/8/8/8/4K3 b - - 0 1".into(), prefs: NewGamePrefs::default() }),
        ]
    }

    #[test]
    fn every_entry_round_trips() {
        for entry in entries() {
            let json = entry.encode();
            assert_eq!(Entry::decode(&json), Ok(entry), "{json}");
        }
    }

    #[test]
    fn every_answer_round_trips() {
        for answer in answers() {
            assert_eq!(Answer::decode(&answer.encode()), Ok(answer));
        }
    }

    #[test]
    fn the_json_is_tagged_with_the_entry_names() {
        for entry in entries() {
            let json = entry.encode();
            assert!(
                json.starts_with(&format!("\"{}\"", entry.point().name()))
                    || json.starts_with(&format!("{{\"{}\":", entry.point().name())),
                "{json}"
            );
        }
        for answer in answers() {
            let json = answer.encode();
            assert!(json.contains(&format!("\"{}\"", answer.name())), "{json}");
        }
    }

    #[test]
    fn each_entry_lives_in_one_module() {
        let modules: Vec<_> = entries().iter().map(|e| e.module().name()).collect();
        assert_eq!(modules, ["dialogs", "dialogs", "dialogs", "dialogs", "dialogs", "lessons", "dialogs"]);
        let asked = Entry::History.point().not_in(Module::Lessons);
        assert_eq!(asked, ContractError::WrongModule { entry: "history", asked: "lessons" });
        assert_eq!(asked.to_string(), "the lessons module has no entry point history");
    }

    #[test]
    fn each_entry_accepts_only_its_answers() {
        let accepted = |entry: &Entry| -> Vec<&'static str> {
            answers().iter().filter(|a| entry.point().accepts(a)).map(Answer::name).collect()
        };
        let table: Vec<_> = entries().iter().map(|e| (e.point().name(), accepted(e))).collect();
        assert_eq!(
            table,
            [
                ("new_game", vec!["closed", "new_game"]),
                ("pgn_export", vec!["closed"]),
                ("pgn_import", vec!["closed", "pgn_import"]),
                ("history", vec!["closed", "history", "resume"]),
                ("settings", vec!["settings"]),
                ("lessons", vec![]),
                ("editor", vec!["closed", "editor"]),
            ]
        );
        let answer = Answer::History(finished()).encode();
        assert_eq!(Entry::History.point().decode_answer(&answer), Ok(Answer::History(finished())));
        let wrong = Entry::PgnImport.point().decode_answer(&answer);
        assert_eq!(wrong, Err(ContractError::WrongAnswer { entry: "pgn_import", answer: "history" }));
        assert_eq!(
            wrong.unwrap_err().to_string(),
            "the entry point pgn_import answered history, which is not one of its answers"
        );
    }

    #[test]
    fn an_unknown_entry_is_a_clear_error() {
        let e = Entry::decode("\"castle\"").unwrap_err();
        assert!(matches!(e, ContractError::Unreadable { part: Part::Request, .. }));
        let text = e.to_string();
        assert!(text.starts_with("the request to a later module cannot be read: unknown variant `castle`"), "{text}");
        // The reader names the entry points it knows, which tells two builds' modules apart.
        assert!(text.contains("`new_game`") && text.contains("`lessons`"), "{text}");
    }

    #[test]
    fn broken_requests_and_answers_are_errors_never_panics() {
        let broken = [
            "",
            "{",
            "null",
            "42",
            "[]",
            "{}",
            "\"pgn_export\"",
            "{\"pgn_export\":5}",
            "{\"pgn_export\":{\"white\":\"A\"}}",
            "{\"new_game\":{},\"history\":{}}",
            "{\"settings\":{\"v\":\"one\"}}",
            "\"new_game\" trailing",
            "\u{0}\u{ffff}",
        ];
        for json in broken {
            let e = Entry::decode(json).unwrap_err();
            assert!(matches!(e, ContractError::Unreadable { part: Part::Request, .. }), "{json}: {e}");
            assert!(!e.to_string().is_empty());
            let e = Entry::History.point().decode_answer(json).unwrap_err();
            assert!(matches!(e, ContractError::Unreadable { part: Part::Answer, .. }), "{json}: {e}");
            assert!(e.to_string().starts_with("the answer of a later module cannot be read: line "), "{e}");
            // The text itself is in the message: what the module sent is what the person
            // debugging needs (the reader's own words are not linked into the start-up module).
            assert!(e.to_string().ends_with(&format!("{json:?}")), "{e}");
        }
        // An answer of the right shape with a damaged game still decodes: replaying it is the
        // receiver's check (and its own message), not the contract's.
        let damaged = GameRecord { moves: vec!["e2e5".into()], ..mate() };
        let json = Answer::PgnImport(damaged.clone()).encode();
        assert_eq!(Entry::PgnImport.point().decode_answer(&json), Ok(Answer::PgnImport(damaged)));
    }

    #[test]
    fn a_game_against_the_computer_is_known_by_its_answer() {
        use crate::settings::new_game::Opponent;
        let computer = NewGamePrefs { opponent: Opponent::Computer, level: 2, ..NewGamePrefs::default() };
        let people = NewGamePrefs { opponent: Opponent::Human, ..computer.clone() };
        assert_eq!(Answer::NewGame(computer.clone()).computer_level(), Some(2));
        assert_eq!(Answer::NewGame(people.clone()).computer_level(), None);
        let fen = "4k3/8/8/8/8/8/8/4K3 w - - 0 1".to_owned();
        assert_eq!(Answer::Editor(EditorStart { fen: fen.clone(), prefs: computer }).computer_level(), Some(2));
        assert_eq!(Answer::Editor(EditorStart { fen, prefs: people }).computer_level(), None);
        assert_eq!(Answer::Closed.computer_level(), None);
        assert_eq!(Answer::Learn.computer_level(), None);
    }
}
