//! The app shell and the Play screen: the board, the status, the move list and the controls,
//! wired to one game [`Session`].

use crate::board::state::{Action, BoardState};
use crate::board::view::Board;
use crate::game::{ClaimOffer, Session};
use crate::i18n::{catalog, explain, fill, termination_index};
use kaissa_rules::Color;
use leptos::prelude::*;

/// Board colour themes, as named in the CSS (`[data-theme]`).
const THEMES: [&str; 3] = ["green", "wood", "blue"];

/// A refused move, shown until the next action.
#[derive(Clone, Debug, PartialEq, Eq)]
struct Explanation {
    code: &'static str,
    text: String,
}

/// The whole page.
#[component]
pub fn App() -> impl IntoView {
    let c = catalog();
    document().set_title(c.app_name);
    if let Some(html) = document().document_element() {
        let _ = html.set_attribute("lang", c.lang);
    }
    let session = RwSignal::new(Session::new());
    let board = RwSignal::new(BoardState::new(session.with_untracked(Session::movable)));
    let explanation = RwSignal::new(None::<Explanation>);
    let theme = RwSignal::new(0usize);
    let new_game_open = RwSignal::new(false);
    let fen_open = RwSignal::new(false);
    let page = crate::lessons::nav::page_signal();

    // After any change to the game, the board takes the new position.
    let refresh = move || {
        let movable = session.with_untracked(Session::movable);
        board.update(|b| b.set_movable(movable));
    };

    let on_action = Callback::new(move |action: Action| match action {
        Action::None => {}
        Action::Play(m) => {
            let mut result = Ok(m);
            session.update(|s| result = s.play(m));
            match result {
                Ok(_) => explanation.set(None),
                Err(reason) => {
                    let text = session.with_untracked(|s| explain(c, &reason, s.position(), m.from()));
                    explanation.set(Some(Explanation { code: reason.code(), text }));
                }
            }
            refresh();
        }
        Action::Refused { from, to } => {
            let (reason, text) = session.with_untracked(|s| {
                let reason = s.refusal(from, to);
                let text = explain(c, &reason, s.position(), from);
                (reason, text)
            });
            explanation.set(Some(Explanation { code: reason.code(), text }));
        }
    });

    let status = Memo::new(move |_| session.with(Session::status));
    let last_move = Signal::derive(move || session.with(Session::last_move));
    let check = Signal::derive(move || session.with(Session::check_square));
    let claim = Memo::new(move |_| session.with(Session::claim_offer));
    let theme_name = Signal::derive(move || THEMES[theme.get() % THEMES.len()]);

    let status_text = move || {
        let st = status.get();
        match st.outcome {
            Some(o) => {
                let why = c.terminations[termination_index(o.termination)];
                let who = match o.winner {
                    Some(w) => fill(c.wins, &[("color", c.color(w))]),
                    None => c.draw.to_owned(),
                };
                fill(c.ending, &[("why", why), ("who", &who)])
            }
            None if st.check => fill(c.in_check, &[("color", c.color(st.turn))]),
            None => fill(c.to_move, &[("color", c.color(st.turn))]),
        }
    };

    let moves_view = move || {
        let sans = session.with(Session::san_moves);
        let (first_number, first_turn) = session.with(Session::first_move_number);
        if sans.is_empty() {
            return view! { <p class="moves-empty">{c.no_moves}</p> }.into_any();
        }
        // Rows of (move number, white's ply, black's ply); a game from a position with Black to
        // move starts with an empty white cell.
        let offset = usize::from(first_turn == Color::Black);
        let total = sans.len() + offset;
        let last_ply = sans.len();
        let cell = move |ply: usize, san: Option<String>| match san {
            Some(san) => {
                let current = ply == last_ply;
                let text = san.clone();
                view! {
                    <span class="ply" class:current=current data-ply=ply.to_string() data-san=san>{text}</span>
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
                        {match white {
                            Some((ply, s)) => cell(ply, Some(s)),
                            None => cell(0, None),
                        }}
                        {match black {
                            Some((ply, s)) => cell(ply, Some(s)),
                            None => cell(0, None),
                        }}
                    </li>
                }
            })
            .collect_view();
        view! { <ol class="move-list">{rows}</ol> }.into_any()
    };

    let start_new_game = move |_| {
        session.set(Session::new());
        explanation.set(None);
        new_game_open.set(false);
        refresh();
    };

    // Keep the newest move in view as the list grows.
    let moves_ref = NodeRef::<leptos::html::Div>::new();
    Effect::new(move |_| {
        let _plies = session.with(|s| s.game().moves().len());
        if let Some(el) = moves_ref.get() {
            el.set_scroll_top(el.scroll_height());
        }
    });

    let fen_input = NodeRef::<leptos::html::Input>::new();
    let load_fen = move |_| {
        let Some(input) = fen_input.get_untracked() else { return };
        if let Ok(s) = Session::from_fen(&input.value()) {
            session.set(s);
            explanation.set(None);
            fen_open.set(false);
            refresh();
        } else {
            let _ = input.set_custom_validity(c.bad_fen);
            input.report_validity();
        }
    };

    view! {
        <div class="app">
            <header class="topbar">
                <span class="brand">
                    <svg class="brand-mark piece-img" viewBox="0 0 100 100" aria-hidden="true">
                        <use href="#wN"></use>
                    </svg>
                    <span class="brand-name">{c.app_name}</span>
                </span>
                <span class="tagline">{c.tagline}</span>
                {crate::lessons::nav::nav(page)}
            </header>
            <main class="play" hidden=move || page.get() != crate::lessons::nav::Page::Play>
                <section class="board-area">
                    <Board state=board last_move=last_move check=check theme=theme_name on_action=on_action />
                </section>
                <aside class="panel">
                    <div
                        class="status"
                        data-testid="status"
                        data-turn=move || status.get().turn.name()
                        data-result=move || status.get().outcome.map_or("*", |o| o.result())
                        data-termination=move || status.get().outcome.map(|o| o.termination.code())
                        data-check=move || status.get().check.then_some("")
                        aria-live="polite"
                    >
                        <span class="turn-dot" data-color=move || status.get().turn.name()></span>
                        <span class="status-text">{status_text}</span>
                        {move || {
                            status
                                .get()
                                .outcome
                                .map(|o| view! { <span class="result">{o.result()}</span> })
                        }}
                    </div>
                    {move || {
                        explanation
                            .get()
                            .map(|e| {
                                view! {
                                    <div class="explanation" data-testid="explanation" data-reason=e.code role="alert">
                                        <span class="explanation-text">{e.text}</span>
                                        <button
                                            type="button"
                                            class="explanation-close"
                                            aria-label=c.dismiss
                                            on:click=move |_| explanation.set(None)
                                        >
                                            {c.close_symbol}
                                        </button>
                                    </div>
                                }
                            })
                    }}
                    {move || {
                        claim
                            .get()
                            .map(|kind| {
                                let label = match kind {
                                    ClaimOffer::Threefold => c.claim_threefold,
                                    ClaimOffer::FiftyMoves => c.claim_fifty,
                                };
                                view! {
                                    <button
                                        type="button"
                                        class="btn claim"
                                        data-testid="claim-draw"
                                        data-claim=match kind {
                                            ClaimOffer::Threefold => "threefold",
                                            ClaimOffer::FiftyMoves => "fifty_moves",
                                        }
                                        on:click=move |_| {
                                            session.update(|s| {
                                                let _ = s.claim_draw();
                                            });
                                            refresh();
                                        }
                                    >
                                        {label}
                                    </button>
                                }
                            })
                    }}
                    <div class="moves" data-testid="moves" aria-label=c.moves_heading node_ref=moves_ref>
                        <h2 class="moves-heading">{c.moves_heading}</h2>
                        {moves_view}
                    </div>
                    <div class="controls">
                        <button type="button" class="btn primary" data-testid="new-game" on:click=move |_| new_game_open.set(true)>
                            {c.new_game}
                        </button>
                        <button
                            type="button"
                            class="btn"
                            data-testid="takeback"
                            prop:disabled=move || session.with(|s| s.game().moves().is_empty())
                            on:click=move |_| {
                                session.update(|s| {
                                    s.takeback();
                                });
                                explanation.set(None);
                                refresh();
                            }
                        >
                            {c.takeback}
                        </button>
                        <button type="button" class="btn" data-testid="flip" on:click=move |_| board.update(BoardState::flip)>
                            {c.flip}
                        </button>
                        <button
                            type="button"
                            class="btn"
                            data-testid="theme"
                            title=c.theme
                            on:click=move |_| theme.update(|t| *t = (*t + 1) % THEMES.len())
                        >
                            {move || fill(c.theme_button, &[("name", c.themes[theme.get() % THEMES.len()])])}
                        </button>
                        <button type="button" class="btn" data-testid="load-fen" on:click=move |_| fen_open.update(|o| *o = !*o)>
                            {c.load_fen}
                        </button>
                    </div>
                    {move || {
                        fen_open
                            .get()
                            .then(|| {
                                view! {
                                    <div class="fen-form">
                                        <input
                                            type="text"
                                            class="fen-input"
                                            data-testid="fen-input"
                                            node_ref=fen_input
                                            placeholder=c.fen_placeholder
                                            aria-label=c.load_fen
                                            spellcheck="false"
                                            autocomplete="off"
                                            on:input=move |ev| {
                                                let input: web_sys::HtmlInputElement = event_target(&ev);
                                                input.set_custom_validity("");
                                            }
                                        />
                                        <button type="button" class="btn primary" data-testid="fen-submit" on:click=load_fen>
                                            {c.load}
                                        </button>
                                    </div>
                                }
                            })
                    }}
                </aside>
            </main>
            {crate::lessons::nav::learn(page)}
            {move || {
                new_game_open
                    .get()
                    .then(|| {
                        view! {
                            <div class="modal-backdrop" on:click=move |ev| {
                                if ev.target() == ev.current_target() {
                                    new_game_open.set(false);
                                }
                            }>
                                <div class="modal" role="dialog" aria-modal="true" aria-label=c.new_game_title data-testid="new-game-dialog">
                                    <h2>{c.new_game_title}</h2>
                                    <div class="choices">
                                        <button type="button" class="choice selected" data-opponent="human" aria-pressed="true">
                                            {c.opponent_human}
                                        </button>
                                    </div>
                                    <div class="modal-actions">
                                        <button type="button" class="btn" on:click=move |_| new_game_open.set(false)>
                                            {c.cancel}
                                        </button>
                                        <button type="button" class="btn primary" data-testid="start" on:click=start_new_game>
                                            {c.start}
                                        </button>
                                    </div>
                                </div>
                            </div>
                        }
                    })
            }}
        </div>
    }
}
