//! Resigning (with a confirmation step), offering a draw — the computer answers from its own
//! fresh evaluation of the position, a person at the same device in a small prompt — and the
//! toggle that claims a draw with the next move. The decisions are pure ([`kaissa_app_core::draws::offers`],
//! [`kaissa_app_core::accepts_draw`]); this file only wires buttons to them.
//!
//! An offer made while the computer thinks waits for its move (an evaluation would stop its
//! search), then the engine looks at the position on the board and the answer follows: the
//! game's [`kaissa_app_core::play::Offer`].

use crate::lazy::{HostTexts, ModuleHost};
use crate::play::ctx::PlayCtx;
use kaissa_app_core::confirm_move::Confirmation;
use kaissa_app_core::i18n::actions::draw_reason_index;
use kaissa_app_core::i18n::{catalog, fill};
use kaissa_app_core::modules::Entry;
use kaissa_app_core::play::Offer;
use leptos::prelude::*;

/// The resign and draw buttons, the resign confirmation, the draw prompt and answers, and the
/// claim-with-the-next-move toggle.
#[component]
pub fn GameActions() -> impl IntoView {
    let c = catalog();
    let a = &c.actions;
    let ctx = PlayCtx::get();
    let plies = Memo::new(move |_| ctx.session(|s| s.game().moves().len()));
    let started = Memo::new(move |_| ctx.game.with(|g| g.record.created_ms));
    // The question being asked (resign, or offer a draw): one of the screen's confirmation
    // steps (one at a time), for the game and the moves it was asked on. The computer's reply
    // does not undo it; a takeback, a new game or a loaded game does.
    let asked_at = RwSignal::new(None::<(u64, usize)>);
    let question = Memo::new(move |_| {
        ctx.confirmation
            .get()
            .filter(|q| matches!(q, Confirmation::Resign | Confirmation::OfferDraw))
            .filter(|_| asked_at.get().is_some_and(|(game, at)| game == started.get() && plies.get() >= at))
    });
    let ask = move |q: Option<Confirmation>| {
        asked_at.set(q.is_some().then(|| (started.get_untracked(), plies.get_untracked())));
        ctx.confirmation.update(|c| {
            if q.is_some() {
                c.clone_from(&q);
            } else if matches!(c, Some(Confirmation::Resign | Confirmation::OfferDraw)) {
                *c = None;
            }
        });
    };
    let toggle =
        move |q: Confirmation| move |_| ask((question.get_untracked().as_ref() != Some(&q)).then_some(q.clone()));
    let offer = Memo::new(move |_| ctx.game.with(|g| g.offer));
    let over = Memo::new(move |_| ctx.session(|s| s.game().is_over()));
    let resign = move |_| {
        ask(None);
        ctx.apply(|g, now, _| g.resign(now));
    };
    let offer_draw = move |_| {
        ask(None);
        ctx.apply(|g, _, _| g.offer_draw());
    };

    let offer_view = move || {
        offer.get().map(|o| match o {
            Offer::Pending { by } => view! {
                <div class="draw-prompt" data-testid="draw-prompt" role="alertdialog" aria-label=a.offer_draw>
                    <p>{fill(a.draw_offered, &[("color", c.color(by)), ("other", c.color(!by))])}</p>
                    <div class="row-actions">
                        <button type="button" class="btn primary" data-testid="draw-accept" on:click=move |_| {
                            ctx.apply(|g, now, _| g.accept_draw(now));
                        }>
                            {a.draw_accept}
                        </button>
                        <button type="button" class="btn" data-testid="draw-decline" on:click=move |_| {
                            ctx.change(|g| g.decline_draw());
                        }>
                            {a.draw_decline}
                        </button>
                    </div>
                </div>
            }
            .into_any(),
            Offer::Waiting | Offer::Considering(_) => view! {
                <p class="draw-answer" data-testid="draw-considering" role="status">
                    {a.draw_considering}
                </p>
            }
            .into_any(),
            Offer::Answered(answer) => view! {
                <p
                    class="draw-answer"
                    data-testid="draw-answer"
                    data-accept=if answer.accept { "true" } else { "false" }
                    data-reason=answer.reason.code()
                    role="status"
                >
                    {a.draw_reasons[draw_reason_index(answer.reason)]}
                </p>
            }
            .into_any(),
            Offer::Declined { by } => view! {
                <p class="draw-answer" data-testid="draw-answer" data-accept="false" role="status">
                    {fill(a.draw_declined, &[("color", c.color(by))])}
                </p>
            }
            .into_any(),
        })
    };

    let claimable = Memo::new(move |_| ctx.session(|s| !s.claim_moves().is_empty()));
    let claim_view = move || {
        claimable.get().then(|| {
            view! {
                <label class="claim-with-move">
                    <input
                        type="checkbox"
                        data-testid="claim-with-move"
                        prop:checked=move || ctx.game.with(|g| g.claim_next)
                        on:change=move |ev| {
                            let claim = event_target_checked(&ev);
                            ctx.change(|g| g.set_claim_next(claim));
                        }
                    />
                    {a.claim_with_move}
                </label>
            }
        })
    };

    view! {
        <div class="game-actions">
            <button
                type="button"
                class="btn"
                data-testid="takeback"
                hidden=move || !ctx.settings.with(|st| st.takebacks)
                prop:disabled=move || ctx.game.with(|g| g.takeback_plies() == 0)
                on:click=move |_| ctx.apply(|g, now, _| g.takeback(now))
            >
                {c.takeback}
            </button>
            <button
                type="button"
                class="btn"
                data-testid="offer-draw"
                prop:disabled=move || !ctx.game.with(|g| g.can_offer_draw())
                // Each asks first, in a modal question (`confirm-row`).
                aria-haspopup="dialog"
                on:click=toggle(Confirmation::OfferDraw)
            >
                {a.offer_draw}
            </button>
            <button
                type="button"
                class="btn"
                data-testid="resign"
                prop:disabled=move || over.get() || ctx.game.with(|g| g.view_ply.is_some())
                aria-haspopup="dialog"
                on:click=toggle(Confirmation::Resign)
            >
                {a.resign}
            </button>
        </div>
        {move || {
            question.get().map(|q| {
                let (text, yes, cancel_id) = match q {
                    Confirmation::OfferDraw => (a.draw_question, a.draw_confirm, "cancel-draw"),
                    _ => (a.resign_question, a.resign_confirm, "cancel-resign"),
                };
                let draw = q == Confirmation::OfferDraw;
                view! {
                    // A question: the focus goes to Cancel, the answer that changes nothing,
                    // stays in the question, and goes back to the button that asked it; Escape
                    // presses Cancel (DESIGN.md: confirmations). See `src/lazy/loader.js`.
                    <div class="confirm-row" role="alertdialog" aria-modal="true" aria-label=text>
                        <span>{text}</span>
                        <button
                            type="button"
                            class=if draw { "btn primary" } else { "btn danger" }
                            data-testid="confirm"
                            on:click=move |ev| if draw { offer_draw(ev) } else { resign(ev) }
                        >
                            {yes}
                        </button>
                        <button type="button" class="btn" data-testid=cancel_id data-autofocus="" data-cancel="" on:click=move |_| ask(None)>
                            {c.cancel}
                        </button>
                    </div>
                }
            })
        }}
        {move || {
            if !over.get() {
                return offer_view();
            }
            // A draw's answer stays; an offer the game's end overtook goes.
            let answer = if matches!(offer.get(), Some(Offer::Waiting | Offer::Considering(_))) { None } else { offer_view() };
            // Under a finished game, the coach's review (issue 23): its button, and the review once
            // pressed, both drawn by the dialogs' module, which reads the game where it is saved
            // when the button is pressed; another finished game (another number of moves) gets a
            // card of its own, a game with no move none. In this closure, whose view is already
            // type-erased, because each new view or memo costs the start-up module code of its own.
            let review = (plies.get() > 0).then(|| {
                let texts = HostTexts { loading: c.dialog_loading, failed: c.dialog_failed, retry: c.dialog_retry, testid: "review-host" };
                view! { <ModuleHost entry=Entry::Review texts=texts class="review-root" /> }
            });
            Some(view! { {answer}{review} }.into_any())
        }}
        {claim_view}
    }
}
