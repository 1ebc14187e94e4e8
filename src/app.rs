//! The app shell and the Play screen: the board, the status, the move list and the controls,
//! wired to one game [`Session`] and, in a game against the computer, to the engine worker
//! ([`crate::engine_client`]): whenever the computer is to move, the app asks the worker and plays
//! its answer through the session, and the board lets the user move only their own pieces.

use crate::board::state::{Action, BoardState};
use crate::board::view::Board;
use crate::engine_client::worker::{self as engine, Answer};
use crate::game::{movable_of, ClaimOffer, Session};
use crate::i18n::{catalog, explain, fill, termination_index};
use crate::play::new_game::NewGameDialog;
use crate::play::{NewGamePrefs, Players};
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
    let players = RwSignal::new(Players::TwoHumans);
    // Whether the app waits for the computer's move (`data-testid="thinking"`).
    let thinking = RwSignal::new(false);
    // Why the computer could not move, until it is asked again.
    let engine_error = RwSignal::new(None::<String>);

    // After any change to the game, the board takes the new position; the user moves only on
    // their own turn.
    let refresh = move || {
        let who = players.get_untracked();
        let movable = session.with_untracked(|s| {
            let active = !s.game().is_over() && !who.is_computer(s.position().turn());
            movable_of(s.position(), active)
        });
        board.update(|b| b.set_movable(movable));
    };

    // The computer's answer: played through the session like any move (the engine's move is
    // checked like the user's), unless the game changed meanwhile.
    let on_answer = move |asked: crate::engine_client::Request, answer: Answer| {
        if session.with_untracked(|s| players.get_untracked().request(s.game())).as_ref() != Some(&asked) {
            return;
        }
        thinking.set(false);
        let failure = match answer {
            Answer::Move(uci) => {
                let mut played = false;
                session.update(|s| {
                    if let Ok(m) = s.position().parse_uci(&uci) {
                        played = s.play(m).is_ok();
                    }
                });
                (!played).then(|| format!("bestmove {uci}"))
            }
            Answer::NoMove => Some("bestmove 0000".to_owned()),
            Answer::Failed(why) => Some(why),
        };
        engine_error.set(failure.map(|why| fill(c.engine_failed, &[("why", &why)])));
        refresh();
    };
    // Asks the computer for its move when it is its turn (otherwise does nothing).
    let ask_computer = move || {
        let request = session.with_untracked(|s| players.get_untracked().request(s.game()));
        thinking.set(request.is_some());
        if let Some(request) = request {
            engine_error.set(None);
            let asked = request.clone();
            engine::request(&request, move |answer| on_answer(asked, answer));
        }
    };
    // Before the game changes under a pending request (new game, takeback, a loaded position).
    let forget_request = move || {
        engine::cancel();
        thinking.set(false);
        engine_error.set(None);
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
            ask_computer();
        }
        Action::Refused { .. }
            if session.with_untracked(|s| {
                !s.game().is_over() && players.get_untracked().is_computer(s.position().turn())
            }) =>
        {
            // The computer's turn: the thinking indicator (or the engine's error) says why
            // nothing moves.
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

    let start_new_game = Callback::new(move |prefs: NewGamePrefs| {
        forget_request();
        let who = Players::from_prefs(&prefs, js_sys::Math::random());
        if let Some(level) = who.level() {
            engine::new_game(level);
        }
        players.set(who);
        session.set(Session::new());
        explanation.set(None);
        board.update(|b| b.orientation = who.orientation());
        refresh();
        ask_computer();
    });
    let takeback_plies = move || {
        let who = players.get();
        session.with(|s| who.takeback_plies(s.position().turn(), s.game().moves().len()))
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
            forget_request();
            session.set(s);
            explanation.set(None);
            fen_open.set(false);
            refresh();
            ask_computer();
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
                            thinking
                                .get()
                                .then(|| {
                                    view! {
                                        <span class="thinking" data-testid="thinking">
                                            <span class="thinking-dots" aria-hidden="true"></span>
                                            {c.thinking}
                                        </span>
                                    }
                                })
                        }}
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
                        engine_error
                            .get()
                            .map(|text| {
                                view! {
                                    <div class="explanation engine-error" data-testid="engine-error" role="alert">
                                        <span class="explanation-text">{text}</span>
                                        <button type="button" class="btn" data-testid="engine-retry" on:click=move |_| ask_computer()>
                                            {c.engine_retry}
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
                            prop:disabled=move || takeback_plies() == 0
                            on:click=move |_| {
                                let plies = takeback_plies();
                                forget_request();
                                session.update(|s| {
                                    for _ in 0..plies {
                                        s.takeback();
                                    }
                                });
                                explanation.set(None);
                                refresh();
                                ask_computer();
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
                new_game_open.get().then(|| view! { <NewGameDialog open=new_game_open on_start=start_new_game /> })
            }}
        </div>
    }
}
