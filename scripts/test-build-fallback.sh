#!/usr/bin/env bash
# Tests web_build's fallback (scripts/env.sh) without building the site a second time: when the
# optimised build (build-std, -Cpanic=immediate-abort: unstable features of the pinned toolchain)
# fails, web_build says so and builds the plain way (stable flags, target/plain) into the same
# folder; when it succeeds, the plain way never runs; when both fail, web_build fails.
#
# The real web_build, web_build_optimised and web_build_plain run; only the programs they start
# are stand-ins: `trunk` records the arguments and the environment it was started with and fails
# as a toolchain without those features would (it refuses RUSTC_BOOTSTRAP builds, or a rustc flag
# it was told to), `cargo` does nothing. So the test sees exactly which variables and folders each
# way hands to Trunk. That the code builds with stable flags for wasm32 at all is proven by the
# wasm32 clippy check of scripts/test.sh (every binary, the same stable compiler); that a built
# site works, by the browser tests of the optimised one (the two differ only in how a panic
# ends, and in size).
#
# Prints one line per case and ends with "N passed, N failed"; exits non-zero on a failure.
set -uo pipefail
cd "$(dirname "$0")/.."
source scripts/env.sh

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
passed=0
failed=0

# How the stand-in Trunk behaves: "ok", "no-unstable" (fails any build that uses unstable
# features, as a toolchain that dropped them would) or "broken" (fails every build, as broken
# code would).
TRUNK_MODE=ok
trunk() {
  {
    echo "call"
    echo "args=$*"
    echo "bootstrap=${RUSTC_BOOTSTRAP:-}"
    echo "build_std=${CARGO_UNSTABLE_BUILD_STD:-}"
    echo "rustflags=${CARGO_TARGET_WASM32_UNKNOWN_UNKNOWN_RUSTFLAGS:-}"
    echo "target_dir=${CARGO_TARGET_DIR:-}"
  } >>"$work/trunk.log"
  case $TRUNK_MODE in
    broken) return 1 ;;
    no-unstable) [[ -n ${RUSTC_BOOTSTRAP:-} ]] && return 1 ;;
  esac
  local dist
  dist=$(dist_of "$@")
  mkdir -p "$dist" && touch "$dist/kaissa_bg.wasm"
}
cargo() { :; }
# The site's post-processing (minifying, the CSP, the service worker) is the main build's, tested
# by the browser tests; here it only has to be reached.
minify_js() { echo "post $1" >>"$work/trunk.log"; }
node() { :; }

# Runs web_build in `mode` with `flags` for the optimised build; sets `out` (its messages), `rc`
# and `log` (what the stand-in Trunk saw).
run() {
  TRUNK_MODE=$1
  rm -f "$work/trunk.log"
  out=$(KAISSA_OPTIMISED_EXTRA_FLAGS="${2:-}" web_build --dist "$work/site" 2>&1)
  rc=$?
  log=$(cat "$work/trunk.log" 2>/dev/null)
}

# One case: `name` and a condition to evaluate.
expect_that() {
  local name=$1
  shift
  if eval "$@"; then
    echo "ok: $name"
    passed=$((passed + 1))
  else
    echo "FAILED: $name ($*)"
    echo "  web_build said: $out"
    echo "  trunk saw: $log" | tr '\n' ' '
    echo
    failed=$((failed + 1))
  fi
}

calls() { grep -c '^call$' <<<"$log"; }

run ok
expect_that "the optimised build succeeds: one Trunk run, the unstable way" \
  '[[ $rc -eq 0 && $(calls) -eq 1 ]] && grep -q "^bootstrap=1$" <<<"$log" && grep -q "^build_std=std,panic_abort$" <<<"$log"'
expect_that "the optimised build uses immediate-abort panics and the default target folder" \
  'grep -q "^rustflags=.*-Cpanic=immediate-abort" <<<"$log" && grep -q "^target_dir=$" <<<"$log"'
expect_that "the optimised build says nothing of a fallback, and the site is post-processed" \
  '! grep -q "building the plain way" <<<"$out" && grep -q "^post $work/site$" <<<"$log"'

run no-unstable
expect_that "a toolchain without the unstable features: web_build falls back and succeeds" \
  '[[ $rc -eq 0 && $(calls) -eq 2 ]] && grep -q "building the plain way instead" <<<"$out"'
expect_that "the plain build is stable: no RUSTC_BOOTSTRAP, no build-std, no extra rustc flags" \
  '[[ $(grep -c "^bootstrap=$" <<<"$log") -eq 1 && $(grep -c "^build_std=$" <<<"$log") -eq 1 && $(grep -c "^rustflags=$" <<<"$log") -eq 1 ]]'
expect_that "the plain build has a target folder of its own and the same arguments (--release, the dist)" \
  'grep -q "^target_dir=$ROOT/target/plain$" <<<"$log" && [[ $(grep -c "^args=build --release --offline --dist $work/site$" <<<"$log") -eq 2 ]]'
expect_that "the fallback's site is post-processed like the optimised one" \
  'grep -q "^post $work/site$" <<<"$log" && [[ -f $work/site/kaissa_bg.wasm ]]'

run ok -Zkaissa-no-such-flag
expect_that "KAISSA_OPTIMISED_EXTRA_FLAGS reaches the optimised build only" \
  'grep -q "^rustflags=.*-Zkaissa-no-such-flag" <<<"$log" && [[ $(calls) -eq 1 ]]'

run broken
expect_that "broken code: both ways fail and web_build fails, with no site post-processed" \
  '[[ $rc -ne 0 && $(calls) -eq 2 ]] && ! grep -q "^post" <<<"$log"'

echo "build fallback: $passed passed, $failed failed"
[[ $failed -eq 0 ]]
