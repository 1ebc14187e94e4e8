//! The move list (`data-testid="moves"`): one item per ply with `data-ply` and English SAN in
//! `data-san`, in rows of move number, White's move and Black's; shown in the language's piece
//! letters or in figurines, as the settings say ([`show_san`]), while `data-san` stays English. A ply with a clock reading (a
//! game on Kaissa's clock, or a PGN with `[%clk]`) shows the mover's time left after it.

use crate::play::ctx::PlayCtx;
use crate::play::review::show_ply;
use kaissa_app_core::i18n::notation::show_san;
use kaissa_app_core::i18n::{catalog, fill, language};
use kaissa_app_core::{format_clock, Session};
use kaissa_rules::Color;
use leptos::prelude::*;

/// The list, kept scrolled to the newest move.
#[component]
pub fn MoveList() -> impl IntoView {
    let c = catalog();
    let ctx = PlayCtx::get();
    let moves_view = move || {
        let sans = ctx.session(Session::san_moves);
        let (first_number, first_turn) = ctx.session(Session::first_move_number);
        if sans.is_empty() {
            return view! { <p class="moves-empty">{c.no_moves}</p> }.into_any();
        }
        // Rows of (move number, white's ply, black's ply); a game from a position with Black to
        // move starts with an empty white cell.
        let offset = usize::from(first_turn == Color::Black);
        let total = sans.len() + offset;
        let last_ply = sans.len();
        // The ply whose position the board shows: the live one, or the one under review.
        let viewed = ctx.game.with(|g| g.view_ply).filter(|&p| p < last_ply);
        let shown = viewed.unwrap_or(last_ply);
        let clocks = ctx.session(|s| s.clocks().to_vec());
        let (lang, style) = (language(), ctx.settings.with(|s| s.notation));
        let cell = move |entry: Option<(usize, String)>, mover: Color| match entry {
            Some((ply, san)) => {
                let current = ply == shown;
                let text = show_san(&san, lang, style, mover);
                // Shown by the CSS (`.ply[data-clock]::after`): an attribute costs the start-up
                // module far less code than an element of its own.
                let clock = clocks.get(ply - 1).copied().flatten().map(|ms| format_clock(ms as f64));
                view! {
                    <span
                        class="ply"
                        class:current=current
                        class:viewed=current && viewed.is_some()
                        aria-current=current.then_some("true")
                        data-ply=ply.to_string()
                        data-san=san
                        on:click=move |_| show_ply(ctx, ply)
                        data-clock=clock
                    >
                        {text}
                    </span>
                }
                .into_any()
            }
            None => view! { <span class="ply empty"></span> }.into_any(),
        };
        let rows = (0..total.div_ceil(2))
            .map(|row| {
                let number = first_number as usize + row;
                let white_idx = (row * 2).checked_sub(offset);
                let black_idx = row * 2 + 1 - offset;
                let white = white_idx.and_then(|i| sans.get(i).cloned().map(|s| (i + 1, s)));
                let black = sans.get(black_idx).cloned().map(|s| (black_idx + 1, s));
                view! {
                    <li class="move-row">
                        <span class="move-no">{fill(c.move_number, &[("n", &number.to_string())])}</span>
                        {cell(white, Color::White)}
                        {cell(black, Color::Black)}
                    </li>
                }
            })
            .collect_view();
        view! { <ol class="move-list">{rows}</ol> }.into_any()
    };

    // Keep the newest move in view as the list grows.
    let list_ref = NodeRef::<leptos::html::Div>::new();
    Effect::new(move |_| {
        let plies = ctx.session(|s| s.game().moves().len());
        // Reading scrollHeight forces a layout: never at start-up, when there is nothing to scroll.
        if plies == 0 {
            return;
        }
        if let Some(el) = list_ref.get() {
            el.set_scroll_top(el.scroll_height());
            // On a phone the list is a strip: the newest move is at its right end.
            el.set_scroll_left(el.scroll_width());
        }
    });

    view! {
        // `data-start-fen`: the game's first position, so that a reader of the page (the board for
        // screen readers, src/access) can replay the list's moves.
        <div
            class="moves"
            data-testid="moves"
            data-start-fen=move || ctx.session(|s| s.game().start().fen())
            aria-label=c.moves_heading
            node_ref=list_ref
        >
            <h2 class="moves-heading">{c.moves_heading}</h2>
            {moves_view}
        </div>
    }
}
