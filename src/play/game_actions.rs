//! Resigning (with a confirmation step), offering a draw — the computer answers from its own
//! fresh evaluation of the position, a person at the same device in a small prompt — and the
//! toggle that claims a draw with the next move. The decisions are pure ([`kaissa_app_core::draws::offers`],
//! [`kaissa_app_core::accepts_draw`]); this file only wires buttons to them.
//!
//! An offer made while the computer thinks waits for its move (an evaluation would stop its
//! search), then the engine looks at the position on the board and the answer follows.

use crate::engine_client::worker as engine;
use crate::play::ctx::PlayCtx;
use kaissa_app_core::confirm_move::Confirmation;
use kaissa_app_core::draws::offers::{computer_answer, resigner};
use kaissa_app_core::i18n::actions::draw_reason_index;
use kaissa_app_core::i18n::{catalog, fill};
use kaissa_app_core::DrawAnswer;
use kaissa_rules::Color;
use leptos::prelude::*;

/// What the draw offer led to, shown until the game moves on.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
enum Offer {
    /// Between two people: `by` offered, the other side answers.
    Pending { by: Color },
    /// To the computer while it thinks about its move: answered once its move is on the board.
    Waiting,
    /// To the computer, which is evaluating the position.
    Considering,
    /// The computer's answer.
    Answered(DrawAnswer),
    /// Between two people: `by` declined.
    Declined { by: Color },
}

/// The resign and draw buttons, the resign confirmation, the draw prompt and answers, and the
/// claim-with-the-next-move toggle.
#[component]
pub fn GameActions() -> impl IntoView {
    let c = catalog();
    let a = c.actions;
    let ctx = PlayCtx::get();
    // The resignation being confirmed: one of the screen's confirmation steps (one at a time).
    let confirming = Memo::new(move |_| ctx.confirmation.with(|c| *c == Some(Confirmation::Resign)));
    let set_confirming = move |on: bool| {
        ctx.confirmation.update(|c| {
            if on {
                *c = Some(Confirmation::Resign);
            } else if *c == Some(Confirmation::Resign) {
                *c = None;
            }
        });
    };
    let offer = RwSignal::new(None::<Offer>);
    let over = Memo::new(move |_| ctx.session.with(|s| s.game().is_over()));
    let plies = Memo::new(move |_| ctx.session.with(|s| s.game().moves().len()));
    // A move, a takeback or a new game ends any offer and any half-made resignation (an agreed
    // draw keeps its answer on screen: the plies stay).
    Effect::new(move |prev: Option<usize>| {
        let now = plies.get();
        // An offer to the computer made while it thought outlives its move (the user's own move
        // withdraws it: then the computer is to move).
        let waits = now > prev.unwrap_or(now)
            && matches!(offer.get_untracked(), Some(Offer::Waiting | Offer::Considering))
            && !ctx.computer_to_move();
        if prev.is_some_and(|p| p != now) && !waits {
            offer.set(None);
        }
        // The computer's reply must not undo a resignation the user is confirming; a takeback,
        // a new game or a loaded game (fewer plies) does.
        if prev.is_some_and(|p| now < p) {
            set_confirming(false);
        }
        now
    });
    let reviewing = move || ctx.view_ply.with(Option::is_some);

    let resign = move |_| {
        let turn = ctx.session.with_untracked(|s| s.position().turn());
        let loser = resigner(ctx.players.get_untracked(), turn);
        ctx.forget_request();
        ctx.session.update(|s| {
            let _ = s.resign(loser);
        });
        set_confirming(false);
        ctx.refresh();
    };
    let agree = move || {
        ctx.forget_request();
        ctx.session.update(|s| {
            let _ = s.agree_draw();
        });
        ctx.refresh();
    };
    // A new or loaded game ends any offer too (even with as many plies as before).
    Effect::new(move |prev: Option<u64>| {
        let started = ctx.record.with(|r| r.created_ms);
        if prev.is_some_and(|p| p != started) {
            offer.set(None);
        }
        started
    });
    // The computer's answer, from the engine's evaluation of the position on the board now.
    let consider = move || {
        let (fen, moves) = ctx.session.with_untracked(|s| game_key(s.game()));
        let asked = (fen.clone(), moves.clone());
        let started = engine::evaluate(&fen, &moves, move |score| {
            let same = ctx.session.with_untracked(|s| game_key(s.game()) == asked);
            if !same || offer.get_untracked() != Some(Offer::Considering) {
                return;
            }
            let who = ctx.players.get_untracked();
            let answer = ctx.session.with_untracked(|s| computer_answer(who, s.position(), score));
            if let Some(answer) = answer {
                if answer.accept {
                    agree();
                }
                offer.set(Some(Offer::Answered(answer)));
            }
        });
        offer.set(Some(if started { Offer::Considering } else { Offer::Waiting }));
    };
    // An offer made while the computer thought is considered once its move is shown.
    Effect::new(move |_| {
        if !ctx.thinking.get() && offer.get_untracked() == Some(Offer::Waiting) && !over.get_untracked() {
            consider();
        }
    });
    let offer_draw = move |_| {
        if ctx.players.get_untracked().computer_color().is_some() {
            if ctx.thinking.get_untracked() {
                offer.set(Some(Offer::Waiting));
            } else {
                consider();
            }
        } else {
            let by = ctx.session.with_untracked(|s| s.position().turn());
            offer.set(Some(Offer::Pending { by }));
        }
    };

    let offer_view = move || {
        offer.get().map(|o| match o {
            Offer::Pending { by } => view! {
                <div class="draw-prompt" data-testid="draw-prompt" role="alertdialog" aria-label=a.offer_draw>
                    <p>{fill(a.draw_offered, &[("color", c.color(by)), ("other", c.color(!by))])}</p>
                    <div class="row-actions">
                        <button type="button" class="btn primary" data-testid="draw-accept" on:click=move |_| {
                            offer.set(None);
                            agree();
                        }>
                            {a.draw_accept}
                        </button>
                        <button type="button" class="btn" data-testid="draw-decline" on:click=move |_| {
                            offer.set(Some(Offer::Declined { by: !by }));
                        }>
                            {a.draw_decline}
                        </button>
                    </div>
                </div>
            }
            .into_any(),
            Offer::Waiting | Offer::Considering => view! {
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

    let claimable = Memo::new(move |_| ctx.session.with(|s| !s.claim_moves().is_empty()));
    let claim_view = move || {
        claimable.get().then(|| {
            view! {
                <label class="claim-with-move">
                    <input
                        type="checkbox"
                        data-testid="claim-with-move"
                        prop:checked=move || ctx.claim_next.get()
                        on:change=move |ev| ctx.claim_next.set(event_target_checked(&ev))
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
                data-testid="offer-draw"
                prop:disabled=move || {
                    over.get()
                        || reviewing()
                        || matches!(offer.get(), Some(Offer::Pending { .. } | Offer::Waiting | Offer::Considering))
                }
                on:click=offer_draw
            >
                {a.offer_draw}
            </button>
            <button
                type="button"
                class="btn"
                data-testid="resign"
                prop:disabled=move || over.get() || reviewing()
                aria-expanded=move || if confirming.get() { "true" } else { "false" }
                on:click=move |_| set_confirming(!confirming.get_untracked())
            >
                {a.resign}
            </button>
        </div>
        {move || {
            confirming.get().then(|| {
                view! {
                    <div class="confirm-row" role="alertdialog" aria-label=a.resign_question>
                        <span>{a.resign_question}</span>
                        <button type="button" class="btn danger" data-testid="confirm" on:click=resign>
                            {a.resign_confirm}
                        </button>
                        <button type="button" class="btn" data-testid="cancel-resign" on:click=move |_| set_confirming(false)>
                            {c.cancel}
                        </button>
                    </div>
                }
            })
        }}
        {move || if over.get() && matches!(offer.get(), Some(Offer::Waiting | Offer::Considering)) {
            None
        } else {
            Some(offer_view())
        }}
        {claim_view}
    }
}

/// What identifies the game on the board for the engine: its start position and its moves.
fn game_key(game: &kaissa_rules::Game) -> (String, Vec<String>) {
    (game.start().fen(), game.moves().iter().map(|m| m.uci()).collect())
}
