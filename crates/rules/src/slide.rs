// Slider attacks by walking the rays: the reference that fills the magic attack table.
// Shared by `build.rs` (which fills the table at compile time for native targets) and by
// `attacks.rs` on wasm32 (which fills it at start-up to keep ~0.9 MB of table out of the module).
// Included with `include!`, so it holds items only.

/// The rook's four directions as (file step, rank step).
const ROOK_DIRS: [(i32, i32); 4] = [(1, 0), (-1, 0), (0, 1), (0, -1)];
/// The bishop's four directions as (file step, rank step).
const BISHOP_DIRS: [(i32, i32); 4] = [(1, 1), (1, -1), (-1, 1), (-1, -1)];

/// Squares attacked from `sq` along `dirs`, each ray stopping at the first occupied square.
fn slide(sq: i32, occupied: u64, dirs: &[(i32, i32); 4]) -> u64 {
    let mut attacks = 0;
    for &(df, dr) in dirs {
        let (mut f, mut r) = (sq % 8 + df, sq / 8 + dr);
        while (0..8).contains(&f) && (0..8).contains(&r) {
            let bit = 1u64 << (r * 8 + f);
            attacks |= bit;
            if occupied & bit != 0 {
                break;
            }
            f += df;
            r += dr;
        }
    }
    attacks
}
