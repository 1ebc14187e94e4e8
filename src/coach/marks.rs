//! What the review shows on the Play screen, which belongs to the start-up module (issue 23):
//! each ply of the move list gets its judgement (`data-judgement`), and the position before a
//! mistake is put on the board with the better move and the move played as arrows. The review
//! runs in the dialogs' module, so it reaches them through the page's DOM, as the board for
//! screen readers does (`src/access`): the start-up module carries no code for a review most
//! games never get (its start-up bytes are at their budget). The move list is drawn again on
//! every change of the position shown; a watcher puts the marks back each time, and takes the
//! arrows away once another position is shown.

use kaissa_rules::{Color, Move, Square};
use std::cell::RefCell;
use std::rc::Rc;
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::{Document, Element, MutationObserver, MutationObserverInit};

/// The move list's selector (the Play screen's, not a lesson's).
const MOVES: &str = ".play [data-testid=\"moves\"]";
/// The Play board's selector.
const BOARD: &str = ".play [data-testid=\"board\"]";
/// The SVG namespace.
const SVG: &str = "http://www.w3.org/2000/svg";

/// What is shown, to put back after every redraw.
#[derive(Default)]
struct Shown {
    /// Each ply's judgement code, the first ply first.
    judgements: Vec<&'static str>,
    /// The position (by ply: 0 the start) the arrows are for, and the arrows (move, kind).
    arrows: Option<(usize, Vec<(Move, &'static str)>)>,
}

/// The marks on the Play screen while a review is shown; dropping it takes them all away.
pub struct Marks {
    shown: Rc<RefCell<Shown>>,
    observer: Option<MutationObserver>,
    _watch: Closure<dyn FnMut()>,
}

fn document() -> Option<Document> {
    web_sys::window()?.document()
}

fn find(selector: &str) -> Option<Element> {
    document()?.query_selector(selector).ok().flatten()
}

impl Marks {
    /// Starts marking the Play screen (nothing is marked until [`Marks::judge`]).
    #[must_use]
    pub fn new() -> Marks {
        let shown = Rc::new(RefCell::new(Shown::default()));
        let state = shown.clone();
        let watch = Closure::<dyn FnMut()>::new(move || apply(&state.borrow()));
        let observer = MutationObserver::new(watch.as_ref().unchecked_ref()).ok();
        if let Some(observer) = &observer {
            let options = MutationObserverInit::new();
            options.set_child_list(true);
            options.set_subtree(true);
            options.set_attributes(true);
            // The board turned around (its arrows are drawn again), a ply marked as the one shown.
            let filter = js_sys::Array::of2(&"data-orientation".into(), &"aria-current".into());
            options.set_attribute_filter(&filter);
            if let Some(panel) = find(".play") {
                let _ = observer.observe_with_options(&panel, &options);
            }
        }
        Marks { shown, observer, _watch: watch }
    }

    /// Marks each ply with its judgement's code (the first ply first).
    pub fn judge(&self, judgements: Vec<&'static str>) {
        self.shown.borrow_mut().judgements = judgements;
        apply(&self.shown.borrow());
    }

    /// Shows the position after `ply` (0: the start) on the Play board, with `arrows` on it.
    pub fn show(&self, ply: usize, arrows: Vec<(Move, &'static str)>) {
        self.shown.borrow_mut().arrows = Some((ply, arrows));
        go_to(ply);
        apply(&self.shown.borrow());
        reveal_board();
    }

    /// Takes the arrows off the Play board and leaves its position as it is: "try again" asks
    /// the learner for the better move, which the board beside it must not give away.
    pub fn hide_arrows(&self) {
        self.shown.borrow_mut().arrows = None;
        apply(&self.shown.borrow());
    }

    /// Shows the position after `ply` (0: the start) on the Play board, with no arrows.
    pub fn go(&self, ply: usize) {
        self.shown.borrow_mut().arrows = None;
        go_to(ply);
        apply(&self.shown.borrow());
    }
}

impl Default for Marks {
    fn default() -> Marks {
        Marks::new()
    }
}

impl Drop for Marks {
    fn drop(&mut self) {
        if let Some(observer) = &self.observer {
            observer.disconnect();
        }
        *self.shown.borrow_mut() = Shown::default();
        apply(&Shown::default());
    }
}

/// Shows the position after `ply` as a person would: by its move in the list, or for the start,
/// by the Home key (the Play screen's way back to the first position, src/play/review.rs).
fn go_to(ply: usize) {
    if ply == 0 {
        let init = web_sys::KeyboardEventInit::new();
        init.set_key("Home");
        init.set_bubbles(true);
        if let (Some(body), Ok(ev)) = (
            document().and_then(|d| d.body()),
            web_sys::KeyboardEvent::new_with_keyboard_event_init_dict("keydown", &init),
        ) {
            let _ = body.dispatch_event(&ev);
        }
    } else if let Some(el) = find(&format!("{MOVES} .ply[data-ply=\"{ply}\"]")) {
        if let Some(el) = el.dyn_ref::<web_sys::HtmlElement>() {
            el.click();
        }
    }
}

/// Brings the Play board into view when it is not whole on screen: on a phone the review's list
/// is below the board, and "Show" put the position and its arrows where nobody saw them. (A
/// press on the graph does not: its presses follow one another, and the graph must stay where
/// the finger is.)
fn reveal_board() {
    let (Some(board), Some(window)) = (find(BOARD), web_sys::window()) else { return };
    let height = window.inner_height().ok().and_then(|h| h.as_f64()).unwrap_or(0.0);
    let rect = board.get_bounding_client_rect();
    if rect.top() < 0.0 || rect.bottom() > height {
        board.scroll_into_view_with_bool(true);
    }
}

/// The ply the Play board shows: the one under review (its banner), else the last.
fn shown_ply() -> Option<usize> {
    let viewing = find(".play [data-testid=\"viewing\"]");
    match viewing {
        Some(v) => v.get_attribute("data-ply")?.parse().ok(),
        None => {
            let plies = document()?.query_selector_all(&format!("{MOVES} .ply[data-ply]")).ok()?;
            Some(plies.length() as usize)
        }
    }
}

/// Puts what `shown` says on the page: sets the changed attributes only (the watcher hears
/// attribute changes of the board and the list, and would otherwise call itself for ever).
fn apply(shown: &Shown) {
    let Some(doc) = document() else { return };
    if let Ok(plies) = doc.query_selector_all(&format!("{MOVES} .ply[data-ply]")) {
        for i in 0..plies.length() {
            let Some(el) = plies.item(i).and_then(|n| n.dyn_into::<Element>().ok()) else { continue };
            let ply: usize = el.get_attribute("data-ply").and_then(|p| p.parse().ok()).unwrap_or(0);
            let want = ply.checked_sub(1).and_then(|i| shown.judgements.get(i)).copied();
            if el.get_attribute("data-judgement").as_deref() != want {
                let _ = match want {
                    Some(code) => el.set_attribute("data-judgement", code),
                    None => el.remove_attribute("data-judgement"),
                };
            }
        }
    }
    let Some(board) = find(BOARD) else { return };
    let orientation =
        if board.get_attribute("data-orientation").as_deref() == Some("black") { Color::Black } else { Color::White };
    let old = board.query_selector(":scope > .review-arrows").ok().flatten();
    let wanted = shown.arrows.as_ref().filter(|(ply, _)| shown_ply() == Some(*ply));
    let key = wanted.map(|(ply, arrows)| {
        let moves: Vec<String> = arrows.iter().map(|(m, kind)| format!("{}{kind}", m.uci())).collect();
        format!("{ply} {orientation:?} {}", moves.join(" "))
    });
    if old.as_ref().and_then(|o| o.get_attribute("data-key")) == key {
        return;
    }
    if let Some(old) = old {
        old.remove();
    }
    if let (Some((_, arrows)), Some(key)) = (wanted, key) {
        if let Ok(svg) = draw(&doc, arrows, orientation) {
            let _ = svg.set_attribute("data-key", &key);
            let _ = board.append_child(&svg);
        }
    }
}

/// A square's centre on an 8×8 board seen from `o`.
fn centre(sq: Square, o: Color) -> (f64, f64) {
    let (file, rank) = (f64::from(sq.file().index()), f64::from(sq.rank().index()));
    match o {
        Color::White => (file + 0.5, 7.5 - rank),
        Color::Black => (7.5 - file, rank + 0.5),
    }
}

/// The arrows as one SVG over the board (`data-testid="review-arrow"` on each, with `data-move`
/// and `data-kind`): `better` the engine's move, `played` the game's.
fn draw(doc: &Document, arrows: &[(Move, &'static str)], o: Color) -> Result<Element, JsValue> {
    let svg = doc.create_element_ns(Some(SVG), "svg")?;
    svg.set_attribute("class", "review-arrows")?;
    svg.set_attribute("viewBox", "0 0 8 8")?;
    svg.set_attribute("aria-hidden", "true")?;
    for (m, kind) in arrows {
        let ((x1, y1), (x2, y2)) = (centre(m.from(), o), centre(m.to(), o));
        let (dx, dy) = (x2 - x1, y2 - y1);
        let len = (dx * dx + dy * dy).sqrt().max(0.01);
        let (ux, uy) = (dx / len, dy / len);
        // The shaft stops where the head begins; the head's tip is short of the centre.
        let (tip_x, tip_y) = (x2 - ux * 0.15, y2 - uy * 0.15);
        let (base_x, base_y) = (tip_x - ux * 0.45, tip_y - uy * 0.45);
        let (px, py) = (-uy * 0.28, ux * 0.28);
        let g = doc.create_element_ns(Some(SVG), "g")?;
        g.set_attribute("class", &format!("review-arrow {kind}"))?;
        g.set_attribute("data-testid", "review-arrow")?;
        g.set_attribute("data-move", &m.uci())?;
        g.set_attribute("data-kind", kind)?;
        let shaft = doc.create_element_ns(Some(SVG), "line")?;
        for (name, value) in [("x1", x1 + ux * 0.2), ("y1", y1 + uy * 0.2), ("x2", base_x), ("y2", base_y)] {
            shaft.set_attribute(name, &format!("{value:.3}"))?;
        }
        let head = doc.create_element_ns(Some(SVG), "polygon")?;
        let points = format!(
            "{:.3},{:.3} {:.3},{:.3} {:.3},{:.3}",
            tip_x,
            tip_y,
            base_x + px,
            base_y + py,
            base_x - px,
            base_y - py
        );
        head.set_attribute("points", &points)?;
        g.append_child(&shaft)?;
        g.append_child(&head)?;
        svg.append_child(&g)?;
    }
    Ok(svg)
}
