//! A layer over the board for the lessons: stars to reach, squares found, squares a reason or a
//! hint points at, the touched piece, and arrows. It lies over the board's own element and lets
//! every pointer event through, so the board itself is reused as it is.

use crate::board::view::screen_order;
use kaissa_rules::{Bitboard, Color, Move, Square};
use leptos::prelude::*;

/// An arrow on the board: a move, and what it is (`hint`, `reason`, `shown`), for its colour.
pub type Arrow = (Move, &'static str);

/// The overlay; place it in a positioned container together with the board.
#[component]
pub fn BoardOverlay(
    /// Which side is at the bottom.
    #[prop(into)]
    orientation: Signal<Color>,
    /// Stars still to reach.
    #[prop(into)]
    targets: Signal<Bitboard>,
    /// Squares tapped or found correctly.
    #[prop(into)]
    found: Signal<Bitboard>,
    /// Squares a reason points at.
    #[prop(into)]
    highlight: Signal<Bitboard>,
    /// The squares a hint points at (a piece to move, a clue's squares).
    #[prop(into)]
    hint: Signal<Bitboard>,
    /// The touched piece (touch-move).
    #[prop(into)]
    touched: Signal<Option<Square>>,
    /// Arrows to draw.
    #[prop(into)]
    arrows: Signal<Vec<Arrow>>,
) -> impl IntoView {
    let on = |b: bool| b.then_some("");
    let cells = move || {
        screen_order(orientation.get())
            .map(|sq| {
                view! {
                    <div
                        class="ov"
                        data-overlay=sq.to_string()
                        data-target=move || on(targets.get().contains(sq))
                        data-found=move || on(found.get().contains(sq))
                        data-highlight=move || on(highlight.get().contains(sq))
                        data-hint=move || on(hint.get().contains(sq))
                        data-touched=move || on(touched.get() == Some(sq))
                    ></div>
                }
            })
            .collect_view()
    };
    // Square centres in a 0..8 coordinate system, as seen from `orientation`.
    let centre = move |sq: Square, o: Color| -> (f64, f64) {
        let (file, rank) = (f64::from(sq.file().index()), f64::from(sq.rank().index()));
        match o {
            Color::White => (file + 0.5, 7.5 - rank),
            Color::Black => (7.5 - file, rank + 0.5),
        }
    };
    let arrow_views = move || {
        let o = orientation.get();
        arrows
            .get()
            .into_iter()
            .filter(|(m, _)| m.from() != m.to())
            .map(|(m, kind)| {
                let (x1, y1) = centre(m.from(), o);
                let (x2, y2) = centre(m.to(), o);
                // Stop short of the target's centre so the head sits on the square.
                let (dx, dy) = (x2 - x1, y2 - y1);
                let len = (dx * dx + dy * dy).sqrt().max(0.01);
                let (x2, y2) = (x2 - dx / len * 0.3, y2 - dy / len * 0.3);
                view! {
                    <line
                        class="arrow"
                        data-arrow=kind
                        data-move=m.uci()
                        x1=x1
                        y1=y1
                        x2=x2
                        y2=y2
                        marker-end=format!("url(#arrowhead-{kind})")
                    ></line>
                }
            })
            .collect_view()
    };
    let marker = |kind: &'static str| {
        view! {
            <marker id=format!("arrowhead-{kind}") class=format!("arrowhead {kind}") viewBox="0 0 10 10" refX="4" refY="5" markerWidth="3" markerHeight="3" orient="auto">
                <path d="M0,0 L10,5 L0,10 z"></path>
            </marker>
        }
    };
    view! {
        <div class="lesson-overlay" aria-hidden="true">
            {cells}
            <svg class="arrows" viewBox="0 0 8 8">
                <defs>{marker("hint")} {marker("reason")} {marker("shown")}</defs>
                {arrow_views}
            </svg>
        </div>
    }
}
