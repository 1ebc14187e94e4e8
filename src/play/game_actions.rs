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
use kaissa_app_core::modules::{Answer, Entry};
use kaissa_app_core::play::{GuardCheck, Offer};
use leptos::prelude::*;

/// The question "Resign this game?" open, as [`GameActions`] keeps it.
const RESIGN: usize = 1;
/// The question "Offer a draw?" open.
const OFFER_DRAW: usize = 2;

/// The number of the screen's confirmation step `q` if it is one of these buttons' questions
/// (0 otherwise).
fn asked(q: &Confirmation) -> usize {
    match q {
        Confirmation::Resign => RESIGN,
        Confirmation::OfferDraw => OFFER_DRAW,
    }
}

/// [`offer_shown`] of an offer the computer has yet to answer.
const WAITING: usize = 1;

/// What the draw offer's view shows, as a number that changes exactly when the view does (0: no
/// offer): a memo of the offer itself, a type of its own, would cost the start-up module about
/// 1.4 KB of code.
fn offer_shown(offer: Option<Offer>) -> usize {
    let black = |c: kaissa_rules::Color| usize::from(c == kaissa_rules::Color::Black);
    match offer {
        None => 0,
        Some(Offer::Waiting | Offer::Considering(_)) => WAITING,
        Some(Offer::Pending { by }) => 2 + black(by),
        Some(Offer::Declined { by }) => 4 + black(by),
        Some(Offer::Answered(answer)) => 6 + usize::from(answer.accept) + 2 * draw_reason_index(answer.reason),
    }
}

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
    // As a number (0: none, `RESIGN`, `OFFER_DRAW`): a memo of a type of its own would cost
    // the start-up module about 3 KB of code.
    let question = Memo::new(move |_| {
        ctx.confirmation
            .get()
            .filter(|_| asked_at.get().is_some_and(|(game, at)| game == started.get() && plies.get() >= at))
            .map_or(0, |q| asked(&q))
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
    let toggle = move |q: Confirmation| move |_| ask((question.get_untracked() != asked(&q)).then_some(q.clone()));
    // What the offer's view shows, as a number ([`offer_shown`]); the view reads the offer
    // itself when the number changes.
    let offer = Memo::new(move |_| ctx.game.with(|g| offer_shown(g.offer)));
    let over = Memo::new(move |_| ctx.session(|s| s.game().is_over()));
    // Whether the blunder guard checks the held move (or warns about it): its host stays
    // mounted while the game around it is redrawn. (A check ends before the next begins.)
    let checking = Memo::new(move |_| ctx.game.with(|g| g.guard.is_some()));
    let resign = move |_| {
        ask(None);
        ctx.apply(|g, now, _| g.resign(now));
    };
    let offer_draw = move |_| {
        ask(None);
        ctx.apply(|g, _, _| g.offer_draw());
    };

    let offer_view = move || {
        offer.get();
        ctx.game.with_untracked(|g| g.offer).map(|o| match o {
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
            let q = question.get();
            (q != 0).then(|| {
                let draw = q == OFFER_DRAW;
                let (text, yes, cancel_id) = if draw {
                    (a.draw_question, a.draw_confirm, "cancel-draw")
                } else {
                    (a.resign_question, a.resign_confirm, "cancel-resign")
                };
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
                // While the blunder guard (issue 23) checks the learner's move, its host in place
                // of the offer's answer (that goes with the move anyway): the check and its
                // warning, which floats over the page's foot, are the dialogs' module's
                // (`Entry::Guard`); it answers safe, warned, or the learner's choice. In this
                // closure, already type-erased, because a view of its own costs the start-up
                // module code (as the review's host below).
                if checking.get() {
                    let (ticket, held) = ctx.game.with_untracked(|g| {
                        (g.guard.map_or(0, GuardCheck::ticket), g.held.as_ref().map(|h| (h.before.fen(), h.mv.uci())))
                    });
                    let (fen, mv) = held.unwrap_or_default();
                    let on_answer = Callback::new(move |answer| {
                        if let Ok(Answer::Guard(answer)) = answer {
                            ctx.guard_answer(ticket, answer);
                        }
                    });
                    let texts = HostTexts { loading: c.dialog_loading, failed: c.dialog_failed, retry: c.dialog_retry, testid: "guard-host" };
                    return Some(view! { <ModuleHost entry=Entry::Guard { fen, mv } on_answer=on_answer texts=texts class="guard-root" /> }.into_any());
                }
                return offer_view();
            }
            // A draw's answer stays; an offer the game's end overtook goes.
            let answer = if offer.get() == WAITING { None } else { offer_view() };
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
