//! The board for screen readers (issue 21), as a later module of its own (`src/bin/access.rs`),
//! which `src/boot.mjs` loads once the app is on screen: the start-up module carries none of it.
//!
//! It reads the page through the DOM contract (`../shared/DESIGN.md`), the same attributes the
//! tests and other tools drive it by, and adds what assistive technology needs on top of them,
//! for every board on the page (the Play screen's and a lesson's):
//! - the board is an `application` (it has its own keys: arrows, Home/End, Page Up/Down, Enter,
//!   Escape) holding a `grid` of eight `row`s that own its 64 squares in screen order
//!   (`aria-owns`: the squares themselves stay where the board's CSS grid puts them, and the grid
//!   and its rows are boxes of no size);
//! - each square is a `gridcell` named by what stands there and what is true of it ("e4, white
//!   pawn, selected", in the page's language: `<html lang>`), the pieces and coordinates inside
//!   it hidden (the name says it all);
//! - the keyboard's cursor (`data-cursor`) is the board's active descendant, so moving it with
//!   the arrows reads the square;
//! - the move list, which scrolls, can take the focus (a `region` named by its heading), so the
//!   keyboard can scroll it too;
//! - keys that speak of the position while the board has the focus, without moving it
//!   (`kaissa_app_core::access::Command`): `p` my pieces (the side at the bottom), `o` the
//!   opponent's, `a` the pieces attacking the cursor's square, `t` whose turn, `c` the clocks, `?`
//!   the list of every key;
//! - a move field (`data-testid="move-input"`, under the Play screen's panel) takes a move
//!   typed in the language's letters or English ones, in UCI or as `0-0`: a move that cannot be
//!   played is refused with the reason in words (`move-input-error`, an alert); a playable one is
//!   made on the board through the board's own keys, as a keyboard user would make it (the
//!   cursor to the piece, Enter, to the square, Enter, and the promotion's choice), so it meets
//!   every rule the board applies (touch-move, confirm moves) and costs the start-up module
//!   nothing;
//! - one polite live region (`data-testid="announce"`) says each move played in words, the
//!   computer's too ("Black: knight from g8 to f6, check"), a clock running low (once, when it
//!   does: the clock's `data-low`), and the game's end as the status words it; the status itself stops speaking, so nothing is said twice. The moves are
//!   replayed from the move list (`data-start-fen`, `data-san`).
//!
//! A `MutationObserver` follows every change of those attributes and of the squares themselves
//! (a move, a flip, a new lesson level, a language switch that redraws the page), and rewrites
//! only what differs, so its own writes never call it again.

mod keys;

use kaissa_app_core::access::{
    access_texts, announce_change, announce_lesson_change, announce_low_time, cell_name, command_answer, typed_on_page,
    Command, PageGame, PageView, SquareMarks,
};
use kaissa_app_core::i18n::{static_catalog, Catalog};
use kaissa_app_core::language::lang::Lang;
use kaissa_rules::{Color, Square};
use std::cell::RefCell;
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::{Document, Element, MutationObserver, MutationObserverInit};

/// The attributes whose change renames a square or moves the active cell.
const WATCHED: [&str; 12] = [
    "data-target",
    "data-low",
    "data-piece",
    "data-selected",
    "data-dest",
    "data-last-move",
    "data-check",
    "data-cursor",
    "data-orientation",
    "data-san",
    "data-start-fen",
    "data-result",
];

thread_local! {
    /// The game and the result the live region has last seen: what it speaks of is the change.
    static SEEN: RefCell<(PageGame, Option<String>)> = RefCell::default();
    /// The lesson's goal, hint and position (`data-fen`) it has last seen.
    static SEEN_LESSON: RefCell<(Option<String>, Option<String>, Option<String>)> = RefCell::default();
    /// Which clocks (White's, Black's) it has last seen running low.
    static SEEN_LOW: RefCell<[bool; 2]> = const { RefCell::new([false; 2]) };
}

/// The class of the grid element this layer adds to a board, and of its rows.
const GRID: &str = "a11y-grid";
/// The class of the row elements.
const ROW: &str = "a11y-row";
/// Boxes of no size, out of the board's grid flow: they change nothing on screen.
const NO_BOX: &str = "position:absolute;width:0;height:0;overflow:hidden";

/// Names the boards now and whenever the page changes them, for the life of the page.
///
/// # Errors
/// When the browser has no `MutationObserver` (then the squares keep the names of this one pass).
pub fn start() -> Result<(), JsValue> {
    let document = web_sys::window().and_then(|w| w.document()).ok_or("no document")?;
    let region = live_region(&document)?;
    let update = move |document: &Document| {
        label_all(document);
        announce(document, &region);
        move_field(document);
    };
    update(&document);
    let seen = document.clone();
    let on_change = Closure::<dyn FnMut(js_sys::Array)>::new(move |records: js_sys::Array| {
        if records.iter().any(|r| r.dyn_into::<web_sys::MutationRecord>().is_ok_and(|r| matters(&r))) {
            update(&seen);
        }
    });
    let document = document.clone();
    let observer = MutationObserver::new(on_change.as_ref().unchecked_ref())?;
    let options = MutationObserverInit::new();
    options.set_subtree(true);
    options.set_child_list(true);
    // Texts that change in place: a lesson's goal and hint.
    options.set_character_data(true);
    options.set_attribute_filter(&WATCHED.iter().map(|a| JsValue::from_str(a)).collect::<js_sys::Array>());
    let body = document.body().ok_or("no body")?;
    observer.observe_with_options(&body, &options)?;
    // The observer calls back for as long as the page lives.
    on_change.forget();
    let on_key = Closure::<dyn FnMut(web_sys::KeyboardEvent)>::new(move |ev: web_sys::KeyboardEvent| {
        if !(ev.ctrl_key() || ev.alt_key() || ev.meta_key()) {
            if let Some(cmd) = Command::from_key(&ev.key()) {
                command(&document, &ev, cmd);
            }
        }
    });
    web_sys::window()
        .ok_or("no window")?
        .add_event_listener_with_callback("keydown", on_key.as_ref().unchecked_ref())?;
    on_key.forget();
    Ok(())
}

/// Whether a change of the page can change what this layer shows or says: every watched
/// attribute does; a text or child changed inside a clock (its every tick) or inside this
/// layer's own live region does not.
fn matters(record: &web_sys::MutationRecord) -> bool {
    if record.type_() == "attributes" {
        return true;
    }
    let Some(node) = record.target() else { return true };
    let el = match node.dyn_ref::<Element>() {
        Some(el) => Some(el.clone()),
        None => node.parent_element(),
    };
    el.and_then(|el| el.closest("[data-testid^=\"clock-\"],[data-testid=\"announce\"]").ok().flatten()).is_none()
}

/// The catalog of the page's language (`<html lang>`, set by index.html and on every switch).
fn page_catalog(document: &Document) -> &'static Catalog {
    let lang = document.document_element().map(|e| e.get_attribute("lang").unwrap_or_default()).unwrap_or_default();
    static_catalog(Lang::from_code(&lang).unwrap_or_default())
}

/// Every element matching `selector` under `root`, in document order.
fn all(root: &Element, selector: &str) -> Vec<Element> {
    let Ok(list) = root.query_selector_all(selector) else { return Vec::new() };
    (0..list.length()).filter_map(|i| list.item(i)?.dyn_into::<Element>().ok()).collect()
}

/// Sets `name` to `value` unless it already is (a write that changes nothing is still a mutation
/// to observers and assistive technology).
fn set(el: &Element, name: &str, value: &str) {
    if el.get_attribute(name).as_deref() != Some(value) {
        let _ = el.set_attribute(name, value);
    }
}

/// Names every board of the page.
fn label_all(document: &Document) {
    let Some(root) = document.document_element() else { return };
    let c = page_catalog(document);
    for (n, board) in all(&root, "[data-testid=\"board\"]").iter().enumerate() {
        label_board(document, c, board, n);
    }
}

/// Names the board `board`, the `n`th of the page (its cells' ids say which, so that two boards
/// never share one).
fn label_board(document: &Document, c: &Catalog, board: &Element, n: usize) {
    set(board, "role", "application");
    let mut ids = Vec::with_capacity(64);
    let mut active = None;
    // A lesson's layer over the board (src/lessons/overlay.rs) marks its stars; it lies beside the
    // board in the board's container.
    let overlay = board.parent_element().and_then(|frame| frame.parent_element());
    for cell in all(board, "[data-square]") {
        let Some(square) = cell.get_attribute("data-square") else { continue };
        let id = format!("kaissa-board{n}-{square}");
        set(&cell, "id", &id);
        set(&cell, "role", "gridcell");
        let piece = cell.query_selector("[data-piece]").ok().flatten();
        let code = piece.as_ref().and_then(|p| p.get_attribute("data-piece"));
        let marks = SquareMarks {
            selected: cell.has_attribute("data-selected"),
            dest: cell.has_attribute("data-dest"),
            last_move: cell.has_attribute("data-last-move"),
            check: cell.has_attribute("data-check"),
            target: overlay.as_ref().is_some_and(|o| {
                o.query_selector(&format!("[data-overlay=\"{square}\"][data-target]")).ok().flatten().is_some()
            }),
        };
        if let Some(name) = cell_name(c, &square, code.as_deref(), marks) {
            set(&cell, "aria-label", &name);
        }
        // The name says what they show.
        for shown in all(&cell, ".piece, .coord") {
            set(&shown, "aria-hidden", "true");
        }
        if cell.has_attribute("data-cursor") {
            active = Some(id.clone());
        }
        ids.push(id);
    }
    own_rows(document, board, &ids);
    match active {
        Some(id) => set(board, "aria-activedescendant", &id),
        None if board.has_attribute("aria-activedescendant") => {
            let _ = board.remove_attribute("aria-activedescendant");
        }
        None => {}
    }
}

/// The board's grid and its eight rows, each owning its eight cells (`ids` in screen order):
/// added once. The cells are the board's own children, so the grid is an element of its own
/// whose children are the rows alone, as a grid's must be.
fn own_rows(document: &Document, board: &Element, ids: &[String]) {
    let grid = match board.query_selector(&format!(":scope > .{GRID}")) {
        Ok(Some(grid)) => grid,
        _ => {
            let Ok(grid) = document.create_element("div") else { return };
            let _ = grid.set_attribute("class", GRID);
            let _ = grid.set_attribute("role", "grid");
            let _ = grid.set_attribute("style", NO_BOX);
            if board.append_child(&grid).is_err() {
                return;
            }
            grid
        }
    };
    if let Some(label) = board.get_attribute("aria-label") {
        set(&grid, "aria-label", &label);
    }
    let mut rows = all(&grid, &format!(":scope > .{ROW}"));
    while rows.len() < 8 {
        let Ok(row) = document.create_element("div") else { return };
        let _ = row.set_attribute("class", ROW);
        let _ = row.set_attribute("role", "row");
        if grid.append_child(&row).is_err() {
            return;
        }
        rows.push(row);
    }
    for (row, cells) in rows.iter().zip(ids.chunks(8)) {
        set(row, "aria-owns", &cells.join(" "));
    }
}

/// The live region (`data-testid="announce"`): polite, read whole, out of sight.
fn live_region(document: &Document) -> Result<Element, JsValue> {
    let region = document.create_element("div")?;
    region.set_attribute("data-testid", "announce")?;
    region.set_attribute("aria-live", "polite")?;
    region.set_attribute("aria-atomic", "true")?;
    region.set_attribute(
        "style",
        "position:absolute;width:1px;height:1px;overflow:hidden;clip-path:inset(50%);white-space:nowrap",
    )?;
    document.body().ok_or("no body")?.append_child(&region)?;
    Ok(region)
}

/// The text of the first element matching `selector` under `root`, if it has one.
fn text_of(root: &Element, selector: &str) -> Option<String> {
    let text = root.query_selector(selector).ok().flatten()?.text_content()?;
    (!text.trim().is_empty()).then_some(text)
}

/// Says a lesson level's goal when a level opens, each move on its board (the learner's and the
/// other side's) and its hint when one is asked for (its
/// success and a refused move's reason have live roles of their own: `level-done` is a status,
/// `explanation` an alert).
fn announce_lesson(c: &Catalog, root: &Element, region: &Element) {
    let goal = text_of(root, "[data-testid=\"level-goal\"]");
    let hint = text_of(root, "[data-testid=\"hint-text\"]");
    let fen = root.query_selector(".level[data-fen]").ok().flatten().and_then(|l| l.get_attribute("data-fen"));
    let mut said = Vec::new();
    SEEN_LESSON.with(|seen| {
        let (seen_goal, seen_hint, seen_fen) = &mut *seen.borrow_mut();
        // The move first (a level's goal may change with it: "now the other rook").
        if let (Some(before), Some(now)) = (seen_fen.as_deref(), fen.as_deref()) {
            said.extend(announce_lesson_change(c, before, now));
        }
        *seen_fen = fen;
        if *seen_goal != goal {
            said.extend(goal.clone());
            *seen_goal = goal;
        }
        if *seen_hint != hint {
            said.extend(hint.clone());
            *seen_hint = hint;
        }
    });
    if !said.is_empty() {
        region.set_text_content(Some(&said.join(" ")));
    }
}

/// Says what changed in the game since the last look: the move just played, and the game's end
/// in the status's own words; and in a lesson, its goal and hints.
fn announce(document: &Document, region: &Element) {
    let Some(root) = document.document_element() else { return };
    let c = page_catalog(document);
    announce_lesson(c, &root, region);
    let Ok(Some(list)) = root.query_selector("[data-testid=\"moves\"]") else { return };
    // It scrolls: the keyboard can scroll it once it can take the focus.
    set(&list, "tabindex", "0");
    set(&list, "role", "region");
    let Some((now, _)) = page_game(&root) else { return };
    let status = root.query_selector("[data-testid=\"status\"]").ok().flatten();
    let result = status.as_ref().and_then(|s| s.get_attribute("data-result"));
    if let Some(status) = &status {
        // The live region speaks for it: "White to move" after every move would double each one.
        set(status, "aria-live", "off");
    }
    let mut said = Vec::new();
    for color in [Color::White, Color::Black] {
        let clock = root.query_selector(&format!("[data-testid=\"clock-{}\"]", color.name())).ok().flatten();
        let low = clock.as_ref().is_some_and(|k| k.has_attribute("data-low"));
        let was = SEEN_LOW.with(|seen| std::mem::replace(&mut seen.borrow_mut()[color.index()], low));
        if low && !was {
            let ms = clock.and_then(|k| k.get_attribute("data-ms")).and_then(|t| t.parse::<f64>().ok());
            said.push(announce_low_time(c, color, ms.unwrap_or(0.0)));
        }
    }
    SEEN.with(|seen| {
        let (game, ended) = &mut *seen.borrow_mut();
        if *game != now {
            said.extend(announce_change(c, game, &now));
            *game = now;
        }
        if *ended != result {
            // Not at the first look (a finished game opened is not news).
            let over = ended.is_some() && result.as_deref().is_some_and(|r| r != "*");
            if over {
                let words = status.as_ref().and_then(|s| s.query_selector(".status-text").ok().flatten());
                said.extend(words.and_then(|w| w.text_content()).filter(|t| !t.is_empty()));
            }
            *ended = result;
        }
    });
    if !said.is_empty() {
        region.set_text_content(Some(&said.join(". ")));
    }
}

/// The game of the page's move list, and whether it has ended (the status's `data-result`).
fn page_game(root: &Element) -> Option<(PageGame, bool)> {
    let list = root.query_selector("[data-testid=\"moves\"]").ok().flatten()?;
    let game = PageGame {
        start_fen: list.get_attribute("data-start-fen").unwrap_or_default(),
        sans: all(&list, "[data-ply]").iter().filter_map(|p| p.get_attribute("data-san")).collect(),
    };
    let status = root.query_selector("[data-testid=\"status\"]").ok().flatten();
    let over = status.and_then(|s| s.get_attribute("data-result")).is_some_and(|r| r != "*");
    Some((game, over))
}

/// Puts the move field under the Play screen's panel, once per panel (a redrawn page gets a new
/// one), in the page's language.
fn move_field(document: &Document) {
    let Some(root) = document.document_element() else { return };
    let Ok(Some(panel)) = root.query_selector(".play .panel") else { return };
    let c = page_catalog(document);
    if let Ok(Some(form)) = panel.query_selector(":scope > .move-form") {
        // Its words are those of the language it was built in: after a switch, a new one.
        if form.get_attribute("lang").as_deref() == Some(c.lang) {
            return;
        }
        form.remove();
    }
    if let Err(e) = build_field(document, &panel, access_texts(c), c.lang) {
        web_sys::console::error_2(&"Kaissa: the move field could not be made:".into(), &e);
    }
}

/// Builds the move field in `panel`.
fn build_field(
    document: &Document,
    panel: &Element,
    w: &kaissa_app_core::access::AccessWords,
    lang: &str,
) -> Result<(), JsValue> {
    crate::lazy::guest::add_style("move-field-css", include_str!("../../style/move-field.css"));
    let form = document.create_element("form")?;
    form.set_attribute("class", "move-form")?;
    form.set_attribute("lang", lang)?;
    form.set_attribute("data-testid", "move-form")?;
    let label = document.create_element("label")?;
    label.set_attribute("for", "kaissa-move-input")?;
    label.set_text_content(Some(w.move_field));
    let input = document.create_element("input")?;
    for (name, value) in [
        ("id", "kaissa-move-input"),
        ("data-testid", "move-input"),
        ("type", "text"),
        ("autocomplete", "off"),
        ("autocapitalize", "off"),
        ("spellcheck", "false"),
        ("enterkeyhint", "go"),
        ("aria-describedby", "kaissa-move-error"),
        ("placeholder", w.move_field_hint),
    ] {
        input.set_attribute(name, value)?;
    }
    let play = document.create_element("button")?;
    play.set_attribute("type", "submit")?;
    play.set_attribute("class", "btn")?;
    play.set_attribute("data-testid", "move-input-play")?;
    play.set_text_content(Some(w.move_field_play));
    // The list of keys, for whoever does not know `?` yet.
    let keys_button = document.create_element("button")?;
    keys_button.set_attribute("type", "button")?;
    keys_button.set_attribute("class", "btn")?;
    keys_button.set_attribute("data-testid", "keys-open")?;
    keys_button.set_text_content(Some(w.help_open));
    let page = document.clone();
    let on_keys = Closure::<dyn FnMut()>::new(move || keys::show(&page, page_catalog(&page)));
    keys_button.add_event_listener_with_callback("click", on_keys.as_ref().unchecked_ref())?;
    // It listens for as long as the form lives (the page's life at most).
    on_keys.forget();
    let error = document.create_element("p")?;
    error.set_attribute("class", "form-error")?;
    error.set_attribute("id", "kaissa-move-error")?;
    error.set_attribute("data-testid", "move-input-error")?;
    error.set_attribute("role", "alert")?;
    for child in [&label, &input, &play, &keys_button, &error] {
        form.append_child(child)?;
    }
    let field: web_sys::HtmlInputElement = input.dyn_into()?;
    let page = document.clone();
    let on_submit = Closure::<dyn FnMut(web_sys::Event)>::new(move |ev: web_sys::Event| {
        ev.prevent_default();
        let Some(root) = page.document_element() else { return };
        let Some((game, over)) = page_game(&root) else { return };
        match typed_on_page(page_catalog(&page), &game, over, &field.value()) {
            Ok(uci) => {
                error.set_text_content(None);
                field.set_value("");
                if let Ok(Some(board)) = root.query_selector(".play [data-testid=\"board\"]") {
                    make_move(&board, &uci);
                }
            }
            Err(why) => error.set_text_content(Some(&why)),
        }
    });
    form.add_event_listener_with_callback("submit", on_submit.as_ref().unchecked_ref())?;
    // It listens for as long as the form lives (the page's life at most).
    on_submit.forget();
    panel.append_child(&form)?;
    Ok(())
}

/// Answers the keyboard command `cmd`, pressed while a board has the focus, in the live region.
fn command(document: &Document, ev: &web_sys::KeyboardEvent, cmd: Command) {
    let target = ev.target().and_then(|t| t.dyn_into::<Element>().ok());
    let Some(board) = target.and_then(|t| t.closest("[data-testid=\"board\"]").ok().flatten()) else { return };
    let Some(root) = document.document_element() else { return };
    let c = page_catalog(document);
    if cmd == Command::Help {
        ev.prevent_default();
        keys::show(document, c);
        return;
    }
    // A lesson's board has no move list: its position is the level's `data-fen`.
    let lesson = board.closest(".level[data-fen]").ok().flatten().and_then(|l| l.get_attribute("data-fen"));
    let game = match lesson {
        Some(fen) => PageGame { start_fen: fen, sans: Vec::new() },
        None => match page_game(&root) {
            Some((game, _)) => game,
            None => return,
        },
    };
    let square_of = |selector: &str| {
        let cell = board.query_selector(selector).ok().flatten()?;
        cell.get_attribute("data-square")?.parse::<Square>().ok()
    };
    let ms = |color: &str| {
        let clock = root.query_selector(&format!("[data-testid=\"clock-{color}\"]")).ok().flatten()?;
        clock.get_attribute("data-ms")?.parse::<f64>().ok()
    };
    let view = PageView {
        bottom: if board.get_attribute("data-orientation").as_deref() == Some("black") {
            Color::Black
        } else {
            Color::White
        },
        square: square_of("[data-cursor]").or_else(|| square_of("[data-selected]")),
        clocks: ms("white").zip(ms("black")).map(|(w, b)| [w, b]),
    };
    let Some(answer) = command_answer(c, cmd, &game, view) else { return };
    ev.prevent_default();
    if let Ok(Some(region)) = root.query_selector("[data-testid=\"announce\"]") {
        // The same answer twice is still said twice: a live region speaks only of a change.
        let again = region.text_content().is_some_and(|t| t.trim_end_matches('\u{200b}') == answer);
        let text = if again && !region.text_content().unwrap_or_default().ends_with('\u{200b}') {
            format!("{answer}\u{200b}")
        } else {
            answer
        };
        region.set_text_content(Some(&text));
    }
}

/// A key pressed on `board` (the board listens to its own element).
fn press(board: &Element, key: &str) {
    let init = web_sys::KeyboardEventInit::new();
    init.set_key(key);
    init.set_bubbles(true);
    init.set_cancelable(true);
    if let Ok(ev) = web_sys::KeyboardEvent::new_with_keyboard_event_init_dict("keydown", &init) {
        let _ = board.dispatch_event(&ev);
    }
}

/// Moves the board's cursor to `square` and presses Enter: from the bottom-left corner (Home and
/// Page Down take it there whatever it was on), then right and up as the board is seen.
fn enter_on(board: &Element, square: Square) {
    let black = board.get_attribute("data-orientation").as_deref() == Some("black");
    let (file, rank) = (square.file().index(), square.rank().index());
    let (right, up) = if black { (7 - file, 7 - rank) } else { (file, rank) };
    press(board, "Home");
    press(board, "PageDown");
    for _ in 0..right {
        press(board, "ArrowRight");
    }
    for _ in 0..up {
        press(board, "ArrowUp");
    }
    press(board, "Enter");
}

/// Makes the move `uci` on `board` with its own keys; a promotion's piece is then chosen in its
/// dialog (`data-promote`), once the board has shown it.
fn make_move(board: &Element, uci: &str) {
    let (Some(from), Some(to)) = (uci.get(0..2), uci.get(2..4)) else { return };
    let (Ok(from), Ok(to)) = (from.parse::<Square>(), to.parse::<Square>()) else { return };
    // Whatever was picked up by hand goes back first.
    press(board, "Escape");
    enter_on(board, from);
    enter_on(board, to);
    if let Some(piece) = uci.get(4..5).map(str::to_owned) {
        let board = board.clone();
        gloo_timers::callback::Timeout::new(0, move || {
            let button = board.query_selector(&format!("[data-promote=\"{piece}\"]")).ok().flatten();
            if let Some(button) = button.and_then(|b| b.dyn_into::<web_sys::HtmlElement>().ok()) {
                button.click();
            }
        })
        .forget();
    }
}
