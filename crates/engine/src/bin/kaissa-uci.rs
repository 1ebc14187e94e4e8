//! `kaissa-uci`: Kaissa as a native UCI engine, for chess GUIs, match scripts and tests.
//!
//! ```text
//! kaissa-uci          # speaks UCI on stdin/stdout
//! kaissa-uci bench    # prints the bench signature (total nodes) and nodes per second
//! ```
//!
//! One thread reads stdin; the engine thread owns the [`UciSession`](kaissa_engine::UciSession) and runs the search in
//! steps. A line arriving during a search raises a flag that the search polls every 2048 nodes,
//! so `stop` and `isready` are answered at once.

#[cfg(all(target_arch = "wasm32", target_os = "unknown"))]
fn main() {
    // The browser drives `UciSession` from the app's Web Worker; this binary is native only.
}

#[cfg(not(all(target_arch = "wasm32", target_os = "unknown")))]
fn main() {
    use kaissa_engine::{SystemClock, UciSession};
    use std::io::{BufRead, Write};
    use std::sync::atomic::{AtomicBool, Ordering};
    use std::sync::{mpsc, Arc};

    let clock = SystemClock::new();
    let mut session = UciSession::new();
    let stdout = std::io::stdout();
    let emit = |lines: Vec<String>| {
        if lines.is_empty() {
            return;
        }
        let mut out = stdout.lock();
        for line in lines {
            // A closed stdout (the GUI went away) is not worth a panic.
            if writeln!(out, "{line}").is_err() {
                std::process::exit(0);
            }
        }
        let _ = out.flush();
    };

    let args: Vec<String> = std::env::args().skip(1).collect();
    if !args.is_empty() {
        // Command-line mode: the arguments form one UCI command (`bench`, `bench 8`, …).
        emit(session.run(&args.join(" "), &clock));
        return;
    }

    let (tx, rx) = mpsc::channel::<String>();
    let attention = Arc::new(AtomicBool::new(false));
    let reader_attention = Arc::clone(&attention);
    std::thread::spawn(move || {
        let stdin = std::io::stdin();
        for line in stdin.lock().lines() {
            let Ok(line) = line else { break };
            if tx.send(line).is_err() {
                return;
            }
            reader_attention.store(true, Ordering::Release);
        }
        let _ = tx.send("quit".to_string());
        reader_attention.store(true, Ordering::Release);
    });

    while !session.wants_to_quit() {
        if session.needs_step() {
            attention.store(false, Ordering::Release);
            while let Ok(line) = rx.try_recv() {
                emit(session.handle(&line, &clock));
            }
            if session.needs_step() {
                let flag = Arc::clone(&attention);
                emit(session.step(&clock, &mut || flag.load(Ordering::Acquire)));
            }
        } else {
            match rx.recv() {
                Ok(line) => emit(session.handle(&line, &clock)),
                Err(_) => break,
            }
        }
    }
}
