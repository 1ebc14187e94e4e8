//! The evaluation graph (`data-testid="eval-graph"`, issue 23): White's winning chances after
//! every move as an area above or below the middle line, the judged moves as dots in their
//! colours, and over it one slider of the game's moves (`graph-moves`, `role="slider"`): a press
//! shows the move under it (or a judged move's dot near it) on the board, and so do its keys
//! (arrows, Page Up/Down, Home, End). The geometry and the choice are
//! [`kaissa_app_core::coach::graph`].

use kaissa_app_core::coach::graph::{area_path, ply_after_key, ply_at, point};
use leptos::prelude::*;
use wasm_bindgen::JsCast;

/// The drawing's size in its own units (it is stretched to the panel's width).
const W: f64 = 300.0;
const H: f64 = 80.0;
/// How near a judged move's dot a press must land to pick it, in CSS pixels: about half a
/// fingertip.
const FINGER_PX: f64 = 16.0;

/// The graph of `chances` (White's, one per position: the start, then after each move), with
/// each move's judgement code, and `label` (its accessible name). A press on a move's point calls
/// `on_ply` with the ply (1 for the first move).
#[component]
pub fn EvalGraph(
    /// White's winning chances in each position, the start first.
    chances: Vec<f64>,
    /// Each move's judgement code, the first move first.
    judgements: Vec<&'static str>,
    /// The accessible name.
    label: &'static str,
    /// Each move's name, said by the slider when it is chosen ("12. Nf3, Blunder").
    names: Vec<String>,
    /// Shows a ply on the board.
    on_ply: Callback<usize>,
) -> impl IntoView {
    let n = chances.len();
    let area = area_path(&chances, W, H);
    // The judged moves (inaccuracies, mistakes, blunders): a dot each.
    let dot_plies: Vec<usize> = judgements
        .iter()
        .enumerate()
        .filter(|(_, j)| matches!(**j, "inaccuracy" | "mistake" | "blunder"))
        .map(|(i, _)| i + 1)
        .collect();
    let dots = dot_plies
        .iter()
        .map(|&ply| {
            let (x, y) = point(ply, n, chances[ply], W, H);
            let (x, y) = (format!("{x:.1}"), format!("{y:.1}"));
            // A line of no length with round ends and a stroke that does not scale: a round dot,
            // although the drawing is stretched to the panel's width.
            view! {
                <line class=format!("graph-dot {}", judgements[ply - 1]) x1=x.clone() y1=y.clone() x2=x y2=y data-ply=ply.to_string()></line>
            }
        })
        .collect_view();
    // One control over the whole graph, a slider of the game's moves: as tall as the graph and
    // as wide as the panel on a phone (a button per move was a few pixels wide in a long game); a
    // press picks the nearest move, or a judged move's dot within a finger's reach; the keys step
    // through the moves as a slider's do.
    let plies = n.saturating_sub(1);
    let chosen = RwSignal::new(0usize);
    let choose = move |ply: usize| {
        if ply > 0 {
            chosen.set(ply);
            on_ply.run(ply);
        }
    };
    let on_press = move |ev: web_sys::MouseEvent| {
        let Some(el) = ev.current_target().and_then(|t| t.dyn_into::<web_sys::Element>().ok()) else { return };
        let rect = el.get_bounding_client_rect();
        if rect.width() <= 0.0 {
            return;
        }
        let at = (f64::from(ev.client_x()) - rect.left()) / rect.width();
        choose(ply_at(at, plies, &dot_plies, FINGER_PX / rect.width()));
    };
    let on_key = move |ev: web_sys::KeyboardEvent| {
        if let Some(ply) = ply_after_key(chosen.get_untracked(), plies, &ev.key()) {
            // The Play screen's own arrow keys (a move back or on) must not move it a second time.
            ev.prevent_default();
            ev.stop_propagation();
            choose(ply);
        }
    };
    let value_text = move || {
        let ply = chosen.get();
        names.get(ply.wrapping_sub(1)).cloned().unwrap_or_default()
    };
    let cursor = move || {
        let ply = chosen.get();
        (ply > 0 && plies > 0).then(|| {
            let left = 100.0 * ply as f64 / plies as f64;
            view! { <span class="graph-cursor" style=format!("left:{left:.3}%")></span> }
        })
    };
    view! {
        <figure class="eval-graph" data-testid="eval-graph" role="group" aria-label=label>
            <svg viewBox=format!("0 0 {W} {H}") preserveAspectRatio="none" aria-hidden="true">
                <rect class="graph-black" x="0" y="0" width=W.to_string() height=H.to_string()></rect>
                <path class="graph-white" d=area></path>
                <line class="graph-mid" x1="0" y1=(H / 2.0).to_string() x2=W.to_string() y2=(H / 2.0).to_string()></line>
                {dots}
            </svg>
            <div
                class="graph-hits"
                data-testid="graph-moves"
                data-plies=plies.to_string()
                role="slider"
                tabindex="0"
                aria-label=label
                aria-valuemin="1"
                aria-valuemax=plies.to_string()
                aria-valuenow=move || chosen.get().max(1).to_string()
                aria-valuetext=value_text
                on:click=on_press
                on:keydown=on_key
            >
                {cursor}
            </div>
        </figure>
    }
}
