//! The evaluation graph (`data-testid="eval-graph"`, issue 23): White's winning chances after
//! every move as an area above or below the middle line, the judged moves as dots in their
//! colours, and one button per move over the graph, so that a press (or Tab and Enter) shows that
//! move on the board. The geometry is [`kaissa_app_core::coach::graph`].

use kaissa_app_core::coach::graph::{area_path, point};
use leptos::prelude::*;

/// The drawing's size in its own units (it is stretched to the panel's width).
const W: f64 = 300.0;
const H: f64 = 80.0;

/// The graph of `chances` (White's, one per position: the start, then after each move), with
/// each move's judgement code, and `label` (its accessible name). A press on a move's point calls
/// `on_ply` with the ply (1 for the first move); `current` is the ply shown on the board.
#[component]
pub fn EvalGraph(
    /// White's winning chances in each position, the start first.
    chances: Vec<f64>,
    /// Each move's judgement code, the first move first.
    judgements: Vec<&'static str>,
    /// The accessible name.
    label: &'static str,
    /// Each move's name for its button ("12. Nf3, Blunder").
    names: Vec<String>,
    /// Shows a ply on the board.
    on_ply: Callback<usize>,
) -> impl IntoView {
    let n = chances.len();
    let area = area_path(&chances, W, H);
    let dots = judgements
        .iter()
        .enumerate()
        .filter(|(_, j)| matches!(**j, "inaccuracy" | "mistake" | "blunder"))
        .map(|(i, &j)| {
            let (x, y) = point(i + 1, n, chances[i + 1], W, H);
            let (x, y) = (format!("{x:.1}"), format!("{y:.1}"));
            // A line of no length with round ends and a stroke that does not scale: a round dot,
            // although the drawing is stretched to the panel's width.
            view! {
                <line class=format!("graph-dot {j}") x1=x.clone() y1=y.clone() x2=x y2=y data-ply=(i + 1).to_string()></line>
            }
        })
        .collect_view();
    // One transparent button per move, as wide as its share of the graph: easy to hit on a phone
    // and reachable by Tab, unlike points of an SVG.
    let width = if n > 1 { 100.0 / (n - 1) as f64 } else { 100.0 };
    let hits = names
        .into_iter()
        .enumerate()
        .map(|(i, name)| {
            let ply = i + 1;
            let left = (ply as f64 - 0.5) * width;
            view! {
                <button
                    type="button"
                    class="graph-hit"
                    data-ply=ply.to_string()
                    aria-label=name
                    style=format!("left:{left:.3}%;width:{width:.3}%")
                    on:click=move |_| on_ply.run(ply)
                ></button>
            }
        })
        .collect_view();
    view! {
        <figure class="eval-graph" data-testid="eval-graph" role="group" aria-label=label>
            <svg viewBox=format!("0 0 {W} {H}") preserveAspectRatio="none" aria-hidden="true">
                <rect class="graph-black" x="0" y="0" width=W.to_string() height=H.to_string()></rect>
                <path class="graph-white" d=area></path>
                <line class="graph-mid" x1="0" y1=(H / 2.0).to_string() x2=W.to_string() y2=(H / 2.0).to_string()></line>
                {dots}
            </svg>
            <div class="graph-hits">{hits}</div>
        </figure>
    }
}
