//! The coach's review of a finished game (issue 23), shown under the Play screen's controls by
//! the dialogs' module (`Entry::Review`). It analyses every position in an engine worker of its
//! own ([`engine`]), a few hundred milliseconds each, with a progress bar and a Stop button; then
//! it marks every move in the Play screen's move list ([`marks`]), draws the evaluation graph
//! ([`graph`]), names the opening ([`crate::openings::book`]), gives each side's accuracy, and lists the
//! player's inaccuracies, mistakes and blunders, each with its reason in words (from facts on the
//! board, `data-reason`), the better move and its line, "Show" (the position before it on the
//! Play board, with both moves as arrows) and "Try again" ([`retry_view`]). The review itself is
//! [`kaissa_app_core::coach::ReviewRun`]'s plain state; this file only carries lines and draws.

pub mod engine;
pub mod graph;
pub mod guard;
pub mod marks;
pub mod plural;
pub mod retry_view;

use crate::engine_client::uci_worker::UciWorker;
use graph::EvalGraph;
use kaissa_app_core::coach::graph::white_chances;
use kaissa_app_core::coach::{
    coach_texts, judgement_name, learner_rating, Asker, Conversation, Item, Retry, ReviewRun, StoppedItem,
};
use kaissa_app_core::i18n::{catalog, fill};
use kaissa_app_core::GameRecord;
use kaissa_rules::{Color, Move, Position};
use leptos::prelude::*;
use marks::Marks;
use retry_view::RetryView;

/// The game on the Play board, as the start-up module saves it after every move (this tab's
/// game: its identity in `sessionStorage`, the game under its key), and the side whose moves
/// a review lists with the rating the app takes the player to have: the player's against the
/// computer, both in a game between two people; and the moves the blunder guard stopped.
#[allow(clippy::type_complexity)]
fn board_game() -> Result<(GameRecord, Option<(Color, u32)>, Vec<(usize, String)>), String> {
    use kaissa_app_core::saving::games::{key, TAB_KEY};
    let id = crate::storage::tab_get(TAB_KEY).ok_or("this tab has no saved game")?;
    let text = crate::storage::get(&key(&id)).ok_or_else(|| format!("the game {id} is not saved"))?;
    let saved =
        kaissa_app_core::saving::value::parse::<kaissa_app_core::SavedGame>(&text).map_err(|e| e.to_string())?;
    let player = match saved.players {
        kaissa_app_core::SavedPlayers::Computer { human, level } => Some((human, learner_rating(level))),
        kaissa_app_core::SavedPlayers::TwoHumans => None,
    };
    let kept = kaissa_app_core::coach::stopped::read(
        crate::storage::get(&kaissa_app_core::coach::stopped::key(&id)).as_deref(),
    );
    let stopped = match kaissa_rules::Position::from_fen(&saved.start_fen) {
        Ok(start) => {
            let mut positions = vec![start];
            for uci in &saved.moves {
                let Some(next) = positions.last().and_then(|p| p.parse_uci(uci).ok().map(|m| p.after(m))) else {
                    break;
                };
                positions.push(next);
            }
            kaissa_app_core::coach::stopped::in_game(&kept, &positions)
        }
        Err(_) => Vec::new(),
    };
    let game =
        GameRecord { start_fen: saved.start_fen, moves: saved.moves, clocks: Vec::new(), outcome: saved.outcome };
    Ok((game, player, stopped))
}

/// Under a finished game: the button that starts its review (`data-testid="review"`), and the
/// review once started, of the game on the board then; its Close button gives the button back.
#[component]
pub fn ReviewCard() -> impl IntoView {
    let w = coach_texts(catalog());
    let open = RwSignal::new(false);
    let on_close = Callback::new(move |()| open.set(false));
    move || {
        if open.get() {
            match board_game() {
                Ok((game, player, stopped)) => view! {
                    <ReviewPanel game=game player=player.map(|(side, _)| side) rating=player.map(|(_, r)| r) stopped=stopped on_close=on_close />
                }
                .into_any(),
                Err(why) => view! {
                    <p class="notice" role="alert" data-testid="review-failed">{fill(w.failed, &[("why", &why)])}</p>
                }
                .into_any(),
            }
        } else {
            view! {
                <button type="button" class="btn review-start" data-testid="review" on:click=move |_| open.set(true)>
                    {w.start}
                </button>
            }
            .into_any()
        }
    }
}

/// The review of `game`. `on_close`: the Close button (the card then drops the panel, which
/// stops its worker and takes the marks off the Play screen).
#[component]
pub fn ReviewPanel(
    /// The finished game.
    game: GameRecord,
    /// The side whose moves are listed (the player's against the computer), `None` for both.
    player: Option<Color>,
    /// The player's rating as the app takes it (from the computer's level): below
    /// `KIND_BELOW` the review is kinder.
    rating: Option<u32>,
    /// The moves the blunder guard stopped: the position index and the move in UCI.
    stopped: Vec<(usize, String)>,
    /// Closes the review.
    on_close: Callback<()>,
) -> impl IntoView {
    let c = catalog();
    let w = coach_texts(c);
    let session = match game.replay() {
        Ok(s) => s,
        // The game as the start-up module saved it, which it had replayed itself; only a saved
        // game damaged by hand could fail here, and the reason is said rather than a blank panel.
        Err(e) => {
            return view! {
                <section class="review" data-testid="review-panel">
                    <p class="notice" role="alert" data-testid="review-failed">{fill(w.failed, &[("why", &e.to_string())])}</p>
                </section>
            }
            .into_any();
        }
    };
    let start = *session.game().start();
    let moves: Vec<Move> = session.game().moves().to_vec();
    let orientation = player.unwrap_or(Color::White);
    // Each start of the review starts it over, in a new worker: a review resumed in another
    // worker, with another hash table, could judge differently from one run in one go, and the
    // same game must always get the same review.
    let fresh = StoredValue::new(ReviewRun::new(&start, &moves).with_stopped(&stopped));
    let run = RwSignal::new(fresh.get_value());
    let failed = RwSignal::new(None::<String>);
    let stopped = RwSignal::new(false);
    let engine = StoredValue::new_local(None::<UciWorker>);
    let talk = StoredValue::new(Conversation::new());
    let marks = StoredValue::new_local(Some(Marks::new()));
    let retry = RwSignal::new(None::<Retry>);
    let retry_index = RwSignal::new(None::<usize>);
    let opening = RwSignal::new(None::<(String, String, usize)>);

    // The opening's name (and how far the game followed the book), once its list is fetched.
    let sans: Vec<String> = session.san_moves();
    let start_fen = start.fen();
    leptos::task::spawn_local(async move {
        match crate::openings::book::load().await {
            Ok(book) => {
                if let Some((ply, o)) = book.name_and_ply(&start_fen, &sans) {
                    let _ = opening.try_set(Some((o.eco.clone(), o.name.clone(), ply)));
                }
            }
            Err(e) => web_sys::console::warn_1(&format!("Kaissa: the openings list could not be read: {e}").into()),
        }
    });

    let ask = move |who: Asker, pos: Position, lines: &[String]| {
        talk.update_value(|t| t.ask(who, pos));
        engine.with_value(|e| {
            if let Some(e) = e {
                e.send(lines);
            }
        });
    };
    let ask_next = move || {
        let next = run.with_untracked(ReviewRun::next);
        if let Some(search) = next {
            let Some(pos) = run.with_untracked(|r| r.searched(search.index)) else { return };
            ask(Asker::Review(search.index), pos, &search.lines);
        }
    };
    let on_line = move |text: &str| match talk.try_update_value(|t| t.hear(text)).flatten() {
        None => {}
        Some(Err(why)) => failed.set(Some(why)),
        Some(Ok((Asker::Review(index), line))) => {
            run.update(|r| r.answer(index, line));
            ask_next();
        }
        Some(Ok((Asker::Retry, line))) => retry.update(|r| {
            if let Some(r) = r {
                r.answer(&line);
            }
        }),
    };
    let begin = move || {
        failed.set(None);
        stopped.set(false);
        run.set(fresh.get_value());
        match engine::start(on_line, move |why| failed.set(Some(why))) {
            Ok(e) => {
                engine.set_value(Some(e));
                ask_next();
            }
            Err(why) => failed.set(Some(why)),
        }
    };
    begin();
    let stop = move |_| {
        engine.set_value(None);
        talk.update_value(Conversation::hang_up);
        stopped.set(true);
    };
    let restart = move |_| begin();
    on_cleanup(move || {
        // The worker ends with its handle, the marks with theirs.
        engine.set_value(None);
        marks.set_value(None);
    });

    let done = Memo::new(move |_| run.with(ReviewRun::is_done));
    // Each side's accuracy is kept with the game's entry in the Games list once the review is
    // done, so that the list still shows it after the review is closed or the page reloaded.
    Effect::new(move |_| {
        if done.get() {
            if let Some(accuracy) = run.with_untracked(ReviewRun::accuracy) {
                crate::play::history_view::keep_accuracy(&game.start_fen, &game.moves, accuracy);
            }
        }
    });
    let percent = move || {
        let (d, t) = run.with(ReviewRun::progress);
        (d * 100).checked_div(t).unwrap_or(100)
    };
    // Each move's judgement code, "book" for the moves the opening list names.
    let codes = Memo::new(move |_| {
        let book = opening.with(|o| o.as_ref().map_or(0, |(_, _, ply)| *ply));
        run.with(|r| r.codes(book))
    });
    Effect::new(move |_| {
        if let Some(codes) = codes.get() {
            marks.with_value(|m| {
                if let Some(m) = m {
                    m.judge(codes);
                }
            });
        }
    });
    let items = Memo::new(move |_| run.with(|r| r.items(c, player, rating, &plural::plural_category)));
    let show = move |index: usize, arrows: Vec<(Move, &'static str)>| {
        marks.with_value(|m| {
            if let Some(m) = m {
                m.show(index, arrows);
            }
        });
    };
    let go = Callback::new(move |ply: usize| {
        marks.with_value(|m| {
            if let Some(m) = m {
                m.go(ply);
            }
        });
    });
    let open_retry = move |index: usize| {
        let r = run.with_untracked(|r| r.retry(index));
        retry.set(r);
        retry_index.set(Some(index));
        marks.with_value(|m| {
            if let Some(m) = m {
                m.hide_arrows();
            }
        });
    };
    let on_try = Callback::new(move |m: Move| {
        let lines = retry.try_update(|r| r.as_mut().and_then(|r| r.try_move(m))).flatten();
        if let Some(lines) = lines {
            let after = retry.with_untracked(|r| r.as_ref().map(|r| r.position().after(m)));
            if let Some(after) = after {
                ask(Asker::Retry, after, &lines);
            }
        }
    });
    let on_hint = Callback::new(move |()| {
        retry.update(|r| {
            if let Some(r) = r {
                r.hint();
            }
        })
    });
    let panel = NodeRef::<leptos::html::Section>::new();
    let on_back = Callback::new(move |()| {
        let from = retry_index.get_untracked();
        retry.set(None);
        retry_index.set(None);
        // The exercise and the focus in it are gone: the focus returns to the "Try again" that
        // opened it, in the list drawn again (a keyboard or screen-reader user goes on from the
        // mistake they were at, not from the top of the page), and focusing brings it into view.
        let Some(index) = from else { return };
        request_animation_frame(move || {
            use wasm_bindgen::JsCast;
            let selector =
                format!("[data-testid=\"review-item\"][data-ply=\"{}\"] [data-testid=\"review-retry\"]", index + 1);
            let button = panel.get_untracked().and_then(|p| p.query_selector(&selector).ok().flatten());
            if let Some(button) = button.and_then(|b| b.dyn_into::<web_sys::HtmlElement>().ok()) {
                let _ = button.focus();
            }
        });
    });

    let accuracy = move || {
        run.with(ReviewRun::accuracy).map(|[white, black]| {
            let side = |color: Color, a: Option<f64>| {
                a.map(|a| {
                    let testid = if color == Color::White { "accuracy-white" } else { "accuracy-black" };
                    let percent = kaissa_app_core::saving::accuracy::percent(a).to_string();
                    view! {
                        <li data-testid=testid data-accuracy=percent.clone()>
                            {fill(w.accuracy, &[("side", c.color(color)), ("percent", &percent)])}
                        </li>
                    }
                })
            };
            view! { <ul class="review-accuracy">{side(Color::White, white)}{side(Color::Black, black)}</ul> }
        })
    };
    let graph = move || {
        done.get().then(|| {
            let (chances, names, judgements) = run.with_untracked(|r| {
                let lines = r.lines().unwrap_or_default();
                let chances = white_chances(r.positions(), &lines);
                let codes = codes.get_untracked().unwrap_or_default();
                let names = r.graph_names(c).unwrap_or_default();
                (chances, names, codes)
            });
            view! { <EvalGraph chances=chances judgements=judgements label=w.graph names=names on_ply=go /> }
        })
    };
    let list = move || {
        items.get().map(|items| {
            if items.is_empty() {
                return view! { <p class="review-clean" data-testid="review-clean">{w.clean}</p> }.into_any();
            }
            items
                .into_iter()
                .map(|item| {
                    let Item { index, label, judgement, reason, why, better, arrows } = item;
                    view! {
                        <li class="review-item" data-testid="review-item" data-ply=(index + 1).to_string() data-judgement=judgement.code() data-reason=reason>
                            <p class="review-item-head">
                                <strong>{label}</strong>
                                " "
                                <span class=format!("judgement {}", judgement.code())>{judgement_name(c, judgement)}</span>
                            </p>
                            <p class="review-why" data-testid="review-why">{why}</p>
                            {better.map(|b| view! { <p class="review-better" data-testid="review-better">{b}</p> })}
                            <div class="row-actions">
                                <button type="button" class="btn" data-testid="review-show" on:click=move |_| show(index, arrows.clone())>
                                    {w.show}
                                </button>
                                <button type="button" class="btn" data-testid="review-retry" on:click=move |_| open_retry(index)>
                                    {w.try_again}
                                </button>
                            </div>
                        </li>
                    }
                    .into_any()
                })
                .collect_view()
                .into_any()
        })
    };
    // The near-blunders the guard stopped (issue 46): "You almost played Ng6. …", with Show.
    let stopped_items = Memo::new(move |_| run.with(|r| r.stopped_items(c, &plural::plural_category)));
    let stopped_list = move || {
        stopped_items.get().filter(|items| !items.is_empty()).map(|items| {
            let rows = items
                .into_iter()
                .map(|item| {
                    let StoppedItem { index, text, reason, arrows } = item;
                    view! {
                        <li class="review-item" data-testid="review-stopped" data-ply=index.to_string() data-reason=reason>
                            <p class="review-why">{text}</p>
                            <div class="row-actions">
                                <button type="button" class="btn" data-testid="review-show" on:click=move |_| show(index, arrows.clone())>
                                    {w.show}
                                </button>
                            </div>
                        </li>
                    }
                })
                .collect_view();
            view! {
                <h3 class="review-list-title">{w.guard_stopped}</h3>
                <ol class="review-list">{rows}</ol>
            }
        })
    };
    let heading = if player.is_some() { w.your_mistakes } else { w.mistakes };
    view! {
        <section class="review" data-testid="review-panel" aria-labelledby="review-title" node_ref=panel>
            <div class="review-head">
                <h2 id="review-title">{w.title}</h2>
                <button type="button" class="btn" data-testid="review-close" on:click=move |_| on_close.run(())>{w.close}</button>
            </div>
            {move || opening.get().map(|(eco, name, _)| view! {
                <p class="review-opening" data-testid="review-opening" data-eco=eco.clone()>{fill(w.opening, &[("eco", &eco), ("name", &name)])}</p>
            })}
            {move || failed.get().map(|why| view! {
                <div class="notice" role="alert" data-testid="review-failed">
                    <span>{fill(w.failed, &[("why", &why)])}</span>
                    " "
                    <button type="button" class="btn" data-testid="review-restart" on:click=restart>{w.restart}</button>
                </div>
            })}
            {move || (!done.get() && failed.get().is_none()).then(|| {
                let running = move || !stopped.get();
                view! {
                    <div class="review-running">
                        <progress
                            data-testid="review-progress"
                            max="100"
                            value=move || percent().to_string()
                            aria-label=move || fill(w.progress, &[("percent", &percent().to_string())])
                        ></progress>
                        <span aria-hidden="true">{move || format!("{}%", percent())}</span>
                        {move || if running() {
                            view! { <button type="button" class="btn" data-testid="review-stop" on:click=stop>{w.stop}</button> }.into_any()
                        } else {
                            view! { <button type="button" class="btn" data-testid="review-restart" on:click=restart>{w.restart}</button> }.into_any()
                        }}
                    </div>
                }
            })}
            {accuracy}
            {graph}
            {move || match retry_index.get() {
                Some(_) => view! { <RetryView retry=retry on_try=on_try on_back=on_back orientation=orientation on_hint=on_hint /> }.into_any(),
                None => view! {
                    {move || done.get().then(|| view! { <h3 class="review-list-title">{heading}</h3> })}
                    <ol class="review-list">{list}</ol>
                    {stopped_list}
                }.into_any(),
            }}
        </section>
    }
    .into_any()
}
