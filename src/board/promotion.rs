//! The promotion dialog: the four pieces over the promotion file, in the mover's colour. Choosing
//! one completes the move; a press outside, Escape, the Cancel button or the browser's Back button
//! cancels it and the pawn stays where it was.

use kaissa_app_core::board::state::{Action, BoardState, PendingPromotion};
use kaissa_app_core::i18n::catalog;
use kaissa_rules::{Color, Piece, Role};
use leptos::html::Div;
use leptos::prelude::*;
use wasm_bindgen::JsCast;

/// The dialog's button a press began on.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Press {
    /// A promotion choice.
    Choice(Role),
    /// Cancel.
    Cancel,
}

/// The open promotion dialog.
#[component]
pub fn PromotionDialog(
    /// The move waiting for a piece.
    pending: PendingPromotion,
    /// How the board is turned (the choices start at the promotion square's edge).
    orientation: Color,
    /// The board state (to choose or cancel).
    state: RwSignal<BoardState>,
    /// Receives the completed move.
    on_action: Callback<Action>,
) -> impl IntoView {
    let c = catalog();
    let col = match orientation {
        Color::White => pending.to.file().index(),
        Color::Black => 7 - pending.to.file().index(),
    };
    // The promotion square is on the top edge when the mover plays "up" the screen.
    let at_top = pending.color == orientation;
    let panel_ref = NodeRef::<Div>::new();

    let choose = move |role: Role| {
        let mut action = Action::None;
        state.update(|s| action = s.choose_promotion(role));
        if action != Action::None {
            on_action.run(action);
        }
    };
    let cancel = move || state.update(BoardState::cancel_promotion);
    // A choice (or Cancel) answers to a press that begins and ends on it, on the release, and to
    // the keyboard (a click with no pointer behind it). Not to a click alone: the tap that opens
    // the dialog is followed by a click at the same spot, which would land on a choice; and after
    // a drag the browser does not always make a click of the next tap.
    let pressed = RwSignal::new(None::<Press>);
    let released_on = move |button: Press| pressed.try_update(Option::take).flatten() == Some(button);
    let keyboard = |ev: &web_sys::MouseEvent| ev.detail() == 0;

    // Back button: the dialog pushes a history entry; going back closes it — unless the choice is
    // final (touch-move training), like Escape: then the dialog stays open, and so does its entry
    // (pushed again), so that the entry is always there while the dialog is, and goes with it.
    let push_entry = || {
        if let Ok(h) = window().history() {
            let _ = h.push_state_with_url(&wasm_bindgen::JsValue::from_str("promotion"), "", None);
        }
    };
    push_entry();
    let pop = window_event_listener(leptos::ev::popstate, move |_| {
        state.update(BoardState::cancel_promotion);
        if state.with_untracked(|s| s.promotion.is_some()) {
            push_entry();
        }
    });
    on_cleanup(move || {
        pop.remove();
        // Leaving by a choice or another cancel: drop the entry we pushed.
        if let Ok(h) = window().history() {
            if h.state().ok().and_then(|v| v.as_string()).as_deref() == Some("promotion") {
                let _ = h.back();
            }
        }
    });
    // Keyboard: focus the queen at once; arrows move between the choices.
    Effect::new(move |_| {
        if let Some(panel) = panel_ref.get() {
            if let Ok(Some(first)) = panel.query_selector("button") {
                if let Ok(el) = first.dyn_into::<web_sys::HtmlElement>() {
                    let _ = el.focus();
                }
            }
        }
    });
    let on_key = move |ev: web_sys::KeyboardEvent| {
        let key = ev.key();
        ev.stop_propagation();
        match key.as_str() {
            "Escape" => {
                ev.prevent_default();
                cancel();
            }
            "ArrowUp" | "ArrowDown" | "ArrowLeft" | "ArrowRight" | "Tab" => {
                let forward = matches!(key.as_str(), "ArrowDown" | "ArrowRight") || (key == "Tab" && !ev.shift_key());
                let forward = if at_top { forward } else { !forward };
                let Some(panel) = panel_ref.get_untracked() else { return };
                let Ok(buttons) = panel.query_selector_all("button") else { return };
                let n = buttons.length();
                let active = document().active_element();
                let current = (0..n)
                    .find(|&i| buttons.item(i).is_some_and(|b| Some(b.unchecked_into::<web_sys::Element>()) == active));
                let next = match current {
                    Some(i) if forward => (i + 1) % n,
                    Some(i) => (i + n - 1) % n,
                    None => 0,
                };
                if let Some(el) = buttons.item(next).and_then(|b| b.dyn_into::<web_sys::HtmlElement>().ok()) {
                    ev.prevent_default();
                    let _ = el.focus();
                }
            }
            _ => {}
        }
    };

    // Queen nearest the promotion square, then rook, bishop, knight; the Cancel button last.
    let buttons = Role::PROMOTIONS
        .into_iter()
        .map(|role| {
            let piece = Piece::new(pending.color, role);
            let code = piece.code();
            let letter = role.char().to_string();
            view! {
                <button
                    type="button"
                    class="promo-choice"
                    data-promote=letter
                    aria-label=c.piece_name(piece)
                    title=c.piece_name(piece)
                    on:pointerdown=move |_| pressed.set(Some(Press::Choice(role)))
                    on:pointerup=move |_| {
                        if released_on(Press::Choice(role)) {
                            choose(role);
                        }
                    }
                    on:click=move |ev| {
                        ev.stop_propagation();
                        if keyboard(&ev) {
                            choose(role);
                        }
                    }
                >
                    <svg class="piece-img" data-img=code.clone() viewBox="0 0 100 100">
                        <use href=format!("#{code}")></use>
                    </svg>
                </button>
            }
        })
        .collect_view();

    view! {
        <div
            class="promo-backdrop"
            data-testid="promotion"
            role="dialog"
            aria-modal="true"
            aria-label=c.promote_title
            on:pointerdown=move |ev| {
                // A press outside the choices cancels; inside, the buttons handle it.
                ev.stop_propagation();
                if ev.target() == ev.current_target() {
                    ev.prevent_default();
                    cancel();
                }
            }
            on:keydown=on_key
        >
            <div
                class="promo-panel"
                class:top=at_top
                class:bottom=!at_top
                node_ref=panel_ref
                style:left=kaissa_app_core::board::eighths(col)
                data-color=pending.color.name()
            >
                {buttons}
                <button
                    hidden=state.with_untracked(|s| s.promotion_final)
                    type="button"
                    class="promo-cancel"
                    data-testid="promotion-cancel"
                    aria-label=c.cancel
                    title=c.cancel
                    on:pointerdown=move |_| pressed.set(Some(Press::Cancel))
                    on:pointerup=move |_| {
                        if released_on(Press::Cancel) {
                            cancel();
                        }
                    }
                    on:click=move |ev| {
                        ev.stop_propagation();
                        if keyboard(&ev) {
                            cancel();
                        }
                    }
                >
                    {c.close_symbol}
                </button>
            </div>
        </div>
    }
}
