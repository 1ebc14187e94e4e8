//! The board's renderer: a function of the UI state. 64 square elements, each holding its piece;
//! a dragged piece stays in its square's element and is only shifted with a CSS transform, so the
//! DOM contract (`data-square`, `data-piece` inside it) holds at every moment.

use super::input;
use super::promotion::PromotionDialog;
use kaissa_app_core::board::state::{Action, BoardLook, BoardState};
use kaissa_app_core::i18n::catalog;
use kaissa_rules::{Bitboard, Color, Move, Piece, Square};
use leptos::html::Div;
use leptos::prelude::*;

/// The squares in screen order (top-left first) for a board seen from `orientation`.
pub fn screen_order(orientation: Color) -> impl Iterator<Item = Square> {
    (0..64u32).map(move |i| {
        let (row, col) = (i / 8, i % 8);
        let (file, rank) = match orientation {
            Color::White => (col, 7 - row),
            Color::Black => (7 - col, row),
        };
        Square::new(rank * 8 + file).unwrap_or(Square::A1)
    })
}

/// Where a square is drawn: (column, row) from the top-left corner of the board.
#[must_use]
pub fn screen_position(orientation: Color, sq: Square) -> (u32, u32) {
    let (file, rank) = (sq.file().index(), sq.rank().index());
    match orientation {
        Color::White => (file, 7 - rank),
        Color::Black => (7 - file, rank),
    }
}

/// The board widget.
#[component]
pub fn Board(
    /// The UI state; the board updates it and reports complete moves and refused attempts.
    state: RwSignal<BoardState>,
    /// The last move played, highlighted.
    #[prop(into)]
    last_move: Signal<Option<Move>>,
    /// The square of a king in check.
    #[prop(into)]
    check: Signal<Option<Square>>,
    /// Colour theme name (`green`, `wood`, `blue`).
    #[prop(into)]
    theme: Signal<&'static str>,
    /// Receives what the player did.
    on_action: Callback<Action>,
    /// How the board looks (destination marks, coordinates, animation); the default otherwise.
    #[prop(optional)]
    look: Option<Signal<BoardLook>>,
    /// Squares marked as touched (touch-move training: `data-touched`).
    #[prop(optional)]
    touched: Option<Signal<Bitboard>>,
    /// Told of every press on a square before the board acts on it (touch-move training).
    #[prop(optional)]
    on_touch: Option<Callback<Square>>,
) -> impl IntoView {
    let look = look.unwrap_or_else(|| Signal::derive(BoardLook::default));
    let touched = touched.unwrap_or_else(|| Signal::derive(|| Bitboard(0)));
    let board_ref = NodeRef::<Div>::new();
    // The dragged piece's offset in pixels, kept apart from the state so that a pointer move
    // redraws one transform and nothing else.
    let drag_offset = RwSignal::new((0.0f64, 0.0f64));
    let drag_over = RwSignal::new(None::<Square>);

    let orientation = Memo::new(move |_| state.with(|s| s.orientation));
    let selected = Memo::new(move |_| state.with(|s| s.selected));
    let dests = Memo::new(move |_| state.with(BoardState::selected_dests));
    let pieces = Memo::new(move |_| state.with(|s| s.movable.pieces));
    let dragging = Memo::new(move |_| state.with(|s| s.drag.filter(|d| d.started).map(|d| d.from)));
    let cursor = Memo::new(move |_| state.with(|s| s.cursor));
    let promotion = Memo::new(move |_| state.with(|s| s.promotion));

    let handlers = input::Handlers { state, board_ref, drag_offset, drag_over, on_action, on_touch };

    // Squares are rebuilt when the board turns, so each knows its orientation as a constant.
    let square_view = move |o: Color, sq: Square| {
        let piece_view = move || {
            pieces.with(|p| p[sq.index()]).map(|piece: Piece| {
                let is_dragged = move || dragging.get() == Some(sq);
                let code = piece.code();
                // A piece arriving by the last move slides in from where it came from (not when
                // it was dropped there by hand). Decided once, when the piece is drawn.
                let ms = look.with_untracked(|l| l.animation_ms);
                let dropped = state.with_untracked(|s| s.last_drop);
                let slide = last_move
                    .get_untracked()
                    .filter(|m| ms > 0 && m.to() == sq && dropped != Some(m.from()))
                    .map(|m| {
                        let (fc, fr) = screen_position(o, m.from());
                        let (tc, tr) = screen_position(o, sq);
                        let dx = (i64::from(fc) - i64::from(tc)) * 100;
                        let dy = (i64::from(fr) - i64::from(tr)) * 100;
                        format!("--from-x:{dx}%;--from-y:{dy}%;")
                    });
                let arriving = slide.is_some();
                let slide = slide.unwrap_or_default();
                let href = format!("#{code}");
                view! {
                    <svg
                        class="piece"
                        class:dragging=is_dragged
                        class:arriving=arriving
                        data-piece=code
                        viewBox="0 0 100 100"
                        style=move || {
                            if is_dragged() {
                                let (dx, dy) = drag_offset.get();
                                let (dx, dy) = (kaissa_app_core::board::css_px(dx), kaissa_app_core::board::css_px(dy));
                                format!("{slide}transform:translate({dx},{dy}) scale(1.12)")
                            } else {
                                slide.clone()
                            }
                        }
                    >
                        <use href=href></use>
                    </svg>
                }
            })
        };
        // Coordinates on the edge: ranks down the left column, files along the bottom row.
        let edge = o.fold(0, 7);
        let file = (sq.rank().index() == edge).then(|| sq.file().char().to_string());
        let rank = (sq.file().index() == edge).then(|| sq.rank().char().to_string());
        let coords = view! {
            {rank.map(|r| view! { <span class="coord rank">{r}</span> })}
            {file.map(|f| view! { <span class="coord file">{f}</span> })}
        };
        let on = |b: bool| b.then_some("");
        view! {
            <div
                class="sq"
                class:light=sq.is_light()
                data-square=sq.to_string()
                data-selected=move || on(selected.get() == Some(sq))
                data-dest=move || on(dests.get().contains(sq))
                data-last-move=move || on(last_move.get().is_some_and(|m| m.from() == sq || m.to() == sq))
                data-check=move || on(check.get() == Some(sq))
                data-cursor=move || on(cursor.get() == Some(sq))
                data-touched=move || on(touched.with(|t| t.contains(sq)))
            >
                {coords}
                {piece_view}
            </div>
        }
    };

    let squares = move || {
        let o = orientation.get();
        screen_order(o).map(|sq| square_view(o, sq)).collect_view()
    };
    let h = handlers.clone();
    let h2 = handlers.clone();
    let h3 = handlers.clone();
    let h4 = handlers.clone();
    let h5 = handlers.clone();
    let label = catalog().board_label;

    view! {
        <div class="board-frame">
            <div
                class="board"
                node_ref=board_ref
                data-testid="board"
                data-theme=move || theme.get()
                data-orientation=move || orientation.get().name()
                data-dragging=move || dragging.get().map(|_| "")
                data-hide-dests=move || (!look.with(|l| l.show_dests)).then_some("")
                data-hide-coords=move || (!look.with(|l| l.show_coords)).then_some("")
                style=move || format!("--move-ms:{}ms", look.with(|l| l.animation_ms))
                aria-label=label
                tabindex="0"
                on:pointerdown=move |ev| h.pointer_down(&ev)
                on:pointermove=move |ev| h2.pointer_move(&ev)
                on:pointerup=move |ev| h3.pointer_up(&ev)
                on:pointercancel=move |ev| h4.pointer_cancel(&ev)
                on:keydown=move |ev| h5.key_down(&ev)
                on:contextmenu=move |ev| ev.prevent_default()
            >
                {squares}
                // One outline follows the square under a dragged piece (cheaper than a reactive
                // attribute on each of the 64 squares).
                {move || {
                    drag_over
                        .get()
                        .filter(|_| dragging.get().is_some())
                        .map(|sq| {
                            let (col, row) = screen_position(orientation.get(), sq);
                            view! {
                                <div
                                    class="drag-over"
                                    style:left=kaissa_app_core::board::eighths(col)
                                    style:top=kaissa_app_core::board::eighths(row)
                                ></div>
                            }
                        })
                }}
                {move || {
                    promotion
                        .get()
                        .map(|p| {
                            view! {
                                <PromotionDialog pending=p orientation=orientation.get() state=state on_action=on_action />
                            }
                        })
                }}
            </div>
        </div>
    }
}
