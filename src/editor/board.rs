//! The editor's board and palette, and the drags between them. The board looks like the Play
//! board (the same square, piece and theme classes) but is a widget of its own: the Play board's
//! state machine knows legal moves, and here any piece goes anywhere.
//!
//! Pointer Events only (mouse, finger and pen share one path): a press and release on one square
//! is a tap, done with the chosen tool ([`Editor::tap`]); a piece pressed on the board or in the
//! palette and moved past a few pixels is dragged, shown under the pointer, and dropped on the
//! square under it — or taken away when dropped off the board. Keys: arrows move a cursor over
//! the board, Enter or Space taps its square.

use crate::play::choices::pressed;
use kaissa_app_core::editor::{Editor, Tool};
use kaissa_app_core::i18n::{catalog, fill};
use kaissa_rules::{Color, Piece, Square};
use leptos::html::Div;
use leptos::prelude::*;
use web_sys::PointerEvent;

/// How far (in CSS pixels) a pressed piece must move before it is dragged: less is a tap.
const DRAG_THRESHOLD: i32 = 6;

/// The editor's state as the views change it: every edit goes through [`Edits::apply`], which
/// also lets go of a FEN being typed (the field shows the board's FEN again).
#[derive(Clone, Copy)]
pub struct Edits {
    /// The position being built and the tool.
    pub editor: RwSignal<Editor>,
    /// The text typed into the FEN field, kept as typed until another edit.
    pub typed: RwSignal<Option<String>>,
    /// Why the typed FEN cannot be read.
    pub fen_error: RwSignal<Option<String>>,
}

impl Edits {
    /// Changes the position (or tool) by `f`.
    pub fn apply(self, f: impl FnOnce(&mut Editor)) {
        self.editor.update(f);
        if self.typed.get_untracked().is_some() {
            self.typed.set(None);
        }
        if self.fen_error.get_untracked().is_some() {
            self.fen_error.set(None);
        }
    }
}

/// A piece in hand: pressed on a square (`from`) or in the palette (`from` = `None`).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Drag {
    /// The piece, or `None` for a press on an empty square (a tap to come).
    piece: Option<Piece>,
    /// Where it was pressed on the board.
    from: Option<Square>,
    /// Where the press began and where the pointer is, in client pixels.
    start: (i32, i32),
    at: (i32, i32),
    /// Moved past the threshold: a drag, not a tap.
    started: bool,
    /// A square's size in pixels, for the piece shown under the pointer.
    size: i32,
}

/// What the board and the palette share: the editor, the board element (to find squares under
/// the pointer) and the piece in hand.
#[derive(Clone, Copy)]
pub struct Hands {
    /// The editor's state.
    pub edits: Edits,
    /// The board element.
    pub board: NodeRef<Div>,
    /// The piece in hand, if any.
    pub drag: RwSignal<Option<Drag>>,
}

impl Hands {
    /// New hands for `edits`.
    #[must_use]
    pub fn new(edits: Edits) -> Hands {
        Hands { edits, board: NodeRef::new(), drag: RwSignal::new(None) }
    }

    /// The square under the client point (`None` off the board), and a square's size.
    fn locate(self, x: i32, y: i32) -> (Option<Square>, i32) {
        let Some(board) = self.board.get_untracked() else { return (None, 0) };
        let rect = board.get_bounding_client_rect();
        let size = rect.width().max(1.0);
        let col = ((f64::from(x) - rect.left()) * 8.0 / size).floor();
        let row = ((f64::from(y) - rect.top()) * 8.0 / size).floor();
        let orientation = self.edits.editor.with_untracked(|e| e.orientation);
        let sq = ((0.0..8.0).contains(&col) && (0.0..8.0).contains(&row)).then(|| {
            let (col, row) = (col as u32, row as u32);
            let (file, rank) = orientation.fold((col, 7 - row), (7 - col, row));
            Square::new(rank * 8 + file)
        });
        (sq.flatten(), (size / 8.0) as i32)
    }

    /// A press: on the board (a piece to drag, or a tap to come) or on a palette piece.
    fn press(self, ev: &PointerEvent, palette: Option<Piece>) -> bool {
        if ev.button() != 0 || !ev.is_primary() {
            return false;
        }
        let at = (ev.client_x(), ev.client_y());
        let (sq, size) = self.locate(at.0, at.1);
        let (piece, from) = match palette {
            Some(p) => (Some(p), None),
            None => match sq {
                Some(sq) => (self.edits.editor.with_untracked(|e| e.piece_at(sq)), Some(sq)),
                None => return false,
            },
        };
        self.drag.set(Some(Drag { piece, from, start: at, at, started: false, size: size.max(24) }));
        piece.is_some()
    }

    /// Movement: a piece in hand follows the pointer once past the threshold.
    fn moved(self, ev: &PointerEvent) {
        let at = (ev.client_x(), ev.client_y());
        let Some(mut d) = self.drag.get_untracked() else { return };
        if d.piece.is_none() {
            return;
        }
        d.at = at;
        d.started |= (at.0 - d.start.0).abs() > DRAG_THRESHOLD || (at.1 - d.start.1).abs() > DRAG_THRESHOLD;
        if d.started {
            ev.prevent_default();
            self.drag.set(Some(d));
        }
    }

    /// A release: a drag drops its piece where the pointer is (off the board: away); a press and
    /// release on one square is a tap. Returns whether a drag ended (the palette's click that
    /// follows is then not a choice of tool).
    fn release(self, ev: &PointerEvent) -> bool {
        let Some(d) = self.drag.get_untracked() else { return false };
        self.drag.set(None);
        let (sq, _) = self.locate(ev.client_x(), ev.client_y());
        match (d.started, d.piece, d.from) {
            (true, Some(piece), None) => {
                if let Some(sq) = sq {
                    self.edits.apply(|e| e.place(sq, piece));
                }
                true
            }
            (true, Some(_), Some(from)) => {
                self.edits.apply(|e| e.move_piece(from, sq));
                true
            }
            (_, _, Some(from)) if sq == Some(from) => {
                self.edits.apply(|e| e.tap(from));
                false
            }
            _ => false,
        }
    }

    /// The browser took the gesture over (a scroll): the piece goes back.
    fn cancel(self) {
        self.drag.set(None);
    }
}

/// Takes the pointer for the element that was pressed, so the release is seen off it too.
fn capture(ev: &PointerEvent) {
    if let Some(el) = ev.current_target().and_then(|t| wasm_bindgen::JsCast::dyn_into::<web_sys::Element>(t).ok()) {
        let _ = el.set_pointer_capture(ev.pointer_id());
    }
}

/// The squares in screen order (top-left first) for a board seen from `orientation`.
fn screen_order(orientation: Color) -> impl Iterator<Item = Square> {
    (0..64u32).filter_map(move |i| {
        let (row, col) = (i / 8, i % 8);
        let (file, rank) = orientation.fold((col, 7 - row), (7 - col, row));
        Square::new(rank * 8 + file)
    })
}

/// A piece drawn from the page's sprite.
fn piece_svg(piece: Piece, class: &'static str) -> impl IntoView {
    let code = piece.code();
    let href = format!("#{code}");
    view! {
        <svg class=class data-piece=code viewBox="0 0 100 100" aria-hidden="true">
            <use href=href></use>
        </svg>
    }
}

/// The editor's board (`editor-board`): 64 squares with `data-square`, each holding its piece.
#[component]
pub fn EditorBoard(
    /// The shared state.
    hands: Hands,
    /// The board theme (`green`, `wood`, `blue`), as on the Play board.
    theme: String,
) -> impl IntoView {
    let editor = hands.edits.editor;
    let orientation = Memo::new(move |_| editor.with(|e| e.orientation));
    let pieces = Memo::new(move |_| editor.with(Editor::pieces));
    let held = Memo::new(move |_| editor.with(|e| e.held));
    let cursor = Memo::new(move |_| editor.with(|e| e.cursor));
    let dragged = Memo::new(move |_| hands.drag.with(|d| d.filter(|d| d.started).and_then(|d| d.from)));
    let on = |b: bool| b.then_some("");
    let square = move |o: Color, sq: Square| {
        let edge = o.fold(0, 7);
        let file = (sq.rank().index() == edge).then(|| sq.file().char().to_string());
        let rank = (sq.file().index() == edge).then(|| sq.rank().char().to_string());
        view! {
            <div
                class="sq"
                class:light=sq.is_light()
                data-square=sq.to_string()
                data-selected=move || on(held.get() == Some(sq))
                data-cursor=move || on(cursor.get() == Some(sq))
                data-lifted=move || on(dragged.get() == Some(sq))
            >
                {rank.map(|r| view! { <span class="coord rank">{r}</span> })}
                {file.map(|f| view! { <span class="coord file">{f}</span> })}
                {move || pieces.with(|p| p[sq.index()]).map(|p| piece_svg(p, "piece"))}
            </div>
        }
    };
    let squares = move || {
        let o = orientation.get();
        screen_order(o).map(|sq| square(o, sq)).collect_view()
    };
    let keys = move |ev: web_sys::KeyboardEvent| {
        let (dx, dy) = match ev.key().as_str() {
            "ArrowLeft" => (-1, 0),
            "ArrowRight" => (1, 0),
            "ArrowUp" => (0, 1),
            "ArrowDown" => (0, -1),
            "Enter" | " " => {
                ev.prevent_default();
                if let Some(sq) = editor.with_untracked(|e| e.cursor) {
                    hands.edits.apply(|e| e.tap(sq));
                }
                return;
            }
            _ => return,
        };
        ev.prevent_default();
        editor.update(|e| e.move_cursor(dx, dy));
    };
    view! {
        <div
            class="board editor-board"
            data-testid="editor-board"
            node_ref=hands.board
            data-theme=theme
            data-orientation=move || orientation.get().name()
            data-dragging=move || dragged.get().map(|_| "")
            aria-label=kaissa_app_core::i18n::editor_texts(catalog()).board_label
            tabindex="0"
            on:pointerdown=move |ev| {
                if hands.press(&ev, None) {
                    // A piece in hand: keep the pointer, and keep the browser from selecting or
                    // scrolling. A press on an empty square leaves the page free to scroll.
                    ev.prevent_default();
                    capture(&ev);
                    if let Some(b) = hands.board.get_untracked() {
                        let _ = b.focus();
                    }
                }
            }
            on:pointermove=move |ev| hands.moved(&ev)
            on:pointerup=move |ev| {
                hands.release(&ev);
            }
            on:pointercancel=move |_| hands.cancel()
            on:keydown=keys
            on:contextmenu=move |ev| ev.prevent_default()
        >
            {squares}
        </div>
    }
}

/// The piece in hand, drawn under the pointer while it is dragged.
#[component]
pub fn Ghost(
    /// The shared state.
    hands: Hands,
) -> impl IntoView {
    move || {
        hands.drag.get().filter(|d| d.started).and_then(|d| d.piece.map(|p| (p, d))).map(|(piece, d)| {
            let half = d.size / 2;
            let style =
                format!("left:{}px;top:{}px;width:{}px;height:{}px", d.at.0 - half, d.at.1 - half, d.size, d.size);
            view! { <div class="editor-ghost" style=style>{piece_svg(piece, "piece-img")}</div> }
        })
    }
}

/// One row of the palette: the six pieces of `color` and, first, the hand (white's row) or the
/// eraser (black's row). A piece is chosen by a click or tap, or dragged onto the board.
#[component]
pub fn PaletteRow(
    /// The shared state.
    hands: Hands,
    /// Whose pieces.
    color: Color,
) -> impl IntoView {
    let c = catalog();
    let t = kaissa_app_core::i18n::editor_texts(c);
    let editor = hands.edits.editor;
    let tool = Memo::new(move |_| editor.with(|e| e.tool));
    // A drag from the palette ends in a click on the button pressed: that click chooses nothing.
    let dragged = StoredValue::new(false);
    let choose = move |chosen: Tool| {
        move |_: leptos::ev::MouseEvent| {
            if !dragged.get_value() {
                hands.edits.editor.update(|e| e.set_tool(chosen));
            }
            dragged.set_value(false);
        }
    };
    let piece_button = move |piece: Piece| {
        let selected = move || tool.get() == Tool::Piece(piece);
        view! {
            <button
                type="button"
                class="editor-tool"
                class:selected=selected
                data-testid="editor-piece"
                data-piece=piece.code()
                aria-pressed=move || pressed(selected())
                aria-label=fill(t.place, &[("piece", &c.piece_name(piece))])
                title=fill(t.place, &[("piece", &c.piece_name(piece))])
                on:pointerdown=move |ev| {
                    if hands.press(&ev, Some(piece)) {
                        capture(&ev);
                    }
                }
                on:pointermove=move |ev| hands.moved(&ev)
                on:pointerup=move |ev| dragged.set_value(hands.release(&ev))
                on:pointercancel=move |_| hands.cancel()
                on:click=choose(Tool::Piece(piece))
            >
                {piece_svg(piece, "piece-img")}
            </button>
        }
    };
    let (first, testid, label, symbol) = match color {
        Color::White => (Tool::Hand, "editor-hand", t.hand, "✥"),
        Color::Black => (Tool::Erase, "editor-erase", t.erase, "⌫"),
    };
    let first_selected = move || tool.get() == first;
    let pieces: Vec<Piece> = Tool::PIECES.iter().copied().filter(|p| p.color == color).collect();
    view! {
        <div class="editor-palette" role="group" aria-label=t.palette>
            <button
                type="button"
                class="editor-tool symbol"
                class:selected=first_selected
                data-testid=testid
                aria-pressed=move || pressed(first_selected())
                aria-label=label
                title=label
                on:click=move |_| hands.edits.editor.update(|e| e.set_tool(first))
            >
                <span aria-hidden="true">{symbol}</span>
            </button>
            {pieces.into_iter().map(piece_button).collect_view()}
        </div>
    }
}
