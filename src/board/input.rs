//! Input adapters: pointer events (mouse, touch and pen through one code path) and keys, turned
//! into the state's transitions. No decisions are made here beyond "which square is that".

use kaissa_app_core::board::state::{Action, BoardState, Point};
use kaissa_rules::{Color, Square};
use leptos::html::Div;
use leptos::prelude::*;
use web_sys::{KeyboardEvent, PointerEvent};

/// The handlers of one board element.
#[derive(Clone)]
pub struct Handlers {
    /// The board's UI state.
    pub state: RwSignal<BoardState>,
    /// The board element (for its position and size).
    pub board_ref: NodeRef<Div>,
    /// Where the dragged piece is shown, relative to its square.
    pub drag_offset: RwSignal<(f64, f64)>,
    /// The square under a dragged piece (highlighted).
    pub drag_over: RwSignal<Option<Square>>,
    /// Receives moves and refused attempts.
    pub on_action: Callback<Action>,
    /// Told of a press on a square before the state acts on it (touch-move training).
    pub on_touch: Option<Callback<Square>>,
}

/// A pointer position on the board: the point in board pixels and the square under it (`None`
/// outside the board).
fn locate(board: &web_sys::HtmlDivElement, ev: &PointerEvent, orientation: Color) -> (Point, Option<Square>) {
    let rect = board.get_bounding_client_rect();
    let x = f64::from(ev.client_x()) - rect.left();
    let y = f64::from(ev.client_y()) - rect.top();
    let size = rect.width().max(1.0);
    let (col, row) = ((x * 8.0 / size).floor(), (y * 8.0 / size).floor());
    let sq = if (0.0..8.0).contains(&col) && (0.0..8.0).contains(&row) {
        let (col, row) = (col as u32, row as u32);
        let (file, rank) = match orientation {
            Color::White => (col, 7 - row),
            Color::Black => (7 - col, row),
        };
        Square::new(rank * 8 + file)
    } else {
        None
    };
    (Point::new(x, y), sq)
}

impl Handlers {
    fn emit(&self, action: Action) {
        if action != Action::None {
            self.on_action.run(action);
        }
    }

    /// Tells the touch listener of a press on `sq` (none while the promotion dialog is open).
    fn touch(&self, sq: Square) {
        if let Some(on_touch) = self.on_touch {
            if self.state.with_untracked(|s| s.promotion.is_none()) {
                on_touch.run(sq);
            }
        }
    }

    /// A press: select, start a possible drag, or complete a click-move.
    pub fn pointer_down(&self, ev: &PointerEvent) {
        // Only the primary button of a mouse; any touch or pen contact.
        if ev.button() != 0 || !ev.is_primary() {
            return;
        }
        let Some(board) = self.board_ref.get_untracked() else { return };
        let orientation = self.state.with_untracked(|s| s.orientation);
        let (at, sq) = locate(&board, ev, orientation);
        let Some(sq) = sq else { return };
        self.touch(sq);
        let was_promoting = self.state.with_untracked(|s| s.promotion.is_some());
        let mut action = Action::None;
        self.state.update(|s| action = s.pointer_down(sq, at));
        let (grabbed, promoting) = self.state.with_untracked(|s| (s.drag.is_some(), s.promotion.is_some()));
        if grabbed {
            // A piece is in hand: keep the pointer (so the drop is seen even off the board) and
            // stop the browser from selecting text or starting its own drag. Presses on empty
            // squares are left alone, so a finger there still scrolls the page.
            ev.prevent_default();
            let _ = board.set_pointer_capture(ev.pointer_id());
            // Without scrolling: a board partly off screen would jump under the finger, and
            // the release would land on another square (a move nobody meant).
            let options = web_sys::FocusOptions::new();
            options.set_prevent_scroll(true);
            let _ = board.focus_with_options(&options);
            self.drag_offset.set((0.0, 0.0));
        } else if promoting || was_promoting {
            // The press opened or closed the promotion dialog: no mouse-down may follow it and
            // move the keyboard focus away from the dialog.
            ev.prevent_default();
        }
        self.emit(action);
    }

    /// Movement: drag the piece once past the jitter threshold.
    pub fn pointer_move(&self, ev: &PointerEvent) {
        if self.state.with_untracked(|s| s.drag.is_none()) {
            return;
        }
        let Some(board) = self.board_ref.get_untracked() else { return };
        let orientation = self.state.with_untracked(|s| s.orientation);
        let (at, over) = locate(&board, ev, orientation);
        let was_started = self.state.with_untracked(BoardState::is_dragging);
        let mut redraw = false;
        self.state.update_untracked(|s| redraw = s.pointer_move(at));
        if redraw {
            ev.prevent_default();
            if let Some(d) = self.state.with_untracked(|s| s.drag) {
                let o = d.offset();
                self.drag_offset.set((o.x, o.y));
            }
            if self.drag_over.get_untracked() != over {
                self.drag_over.set(over);
            }
            if !was_started {
                self.state.notify();
            }
        }
    }

    /// A release: drop the piece, or finish a click.
    pub fn pointer_up(&self, ev: &PointerEvent) {
        if self.state.with_untracked(|s| s.drag.is_none()) {
            return;
        }
        let Some(board) = self.board_ref.get_untracked() else { return };
        let orientation = self.state.with_untracked(|s| s.orientation);
        let (at, sq) = locate(&board, ev, orientation);
        if board.has_pointer_capture(ev.pointer_id()) {
            let _ = board.release_pointer_capture(ev.pointer_id());
        }
        self.drag_over.set(None);
        let mut action = Action::None;
        self.state.update(|s| action = s.pointer_up(sq, at));
        self.emit(action);
    }

    /// The browser took over the gesture (scrolling, a system dialog): the piece goes back.
    pub fn pointer_cancel(&self, _ev: &PointerEvent) {
        self.drag_over.set(None);
        if self.state.with_untracked(|s| s.drag.is_some()) {
            self.state.update(BoardState::pointer_cancel);
        }
    }

    /// Keyboard: arrows move a cursor (Home/End along the rank, Page Up/Down along the file), Enter
    /// or Space acts on its square, Escape cancels.
    pub fn key_down(&self, ev: &KeyboardEvent) {
        let key = ev.key();
        let (dx, dy) = match key.as_str() {
            "ArrowLeft" => (-1, 0),
            "ArrowRight" => (1, 0),
            "ArrowUp" => (0, 1),
            "ArrowDown" => (0, -1),
            // Along the rank to its first or last square, along the file to the top or bottom,
            // as seen on screen (clamped at the edge).
            "Home" => (-8, 0),
            "End" => (8, 0),
            "PageUp" => (0, 8),
            "PageDown" => (0, -8),
            "Enter" | " " => {
                ev.prevent_default();
                let cursor = self.state.with_untracked(|s| s.cursor);
                if let Some(sq) = cursor {
                    self.touch(sq);
                    let mut action = Action::None;
                    self.state.update(|s| action = s.click(sq));
                    self.emit(action);
                }
                return;
            }
            "Escape" => {
                self.state.update(BoardState::escape);
                return;
            }
            _ => return,
        };
        ev.prevent_default();
        self.state.update(|s| s.move_cursor(dx, dy));
    }
}
