//! The coach's own engine worker (issue 23), for the review and the guard. The coach runs in the
//! dialogs' module, which shares no memory with the start-up module, so it starts a worker of its
//! own — the Play screen's keeps its game, its level and its hash table. The coach sends
//! `position fen …` and `go nodes …` and reads the `info` and `bestmove` lines back.

use crate::engine_client::uci_worker::UciWorker;

/// Starts a worker at the engine's full strength (its default level, as the coach needs): each
/// line it says goes to `on_line`, a failure's reason to `on_error` ([`UciWorker::start`]).
pub fn start(on_line: impl FnMut(&str) + 'static, on_error: impl FnMut(String) + 'static) -> Result<UciWorker, String> {
    let engine = UciWorker::start(on_line, on_error)?;
    engine.send(&["uci".to_owned(), "isready".to_owned()]);
    Ok(engine)
}
