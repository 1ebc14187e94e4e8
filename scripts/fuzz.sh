#!/usr/bin/env bash
# Runs the rules core's fuzz targets (crates/rules/fuzz: cargo-fuzz driving libFuzzer, coverage-
# guided), each from its committed seed corpus (crates/rules/fuzz/seeds/<target>, read only; what
# the run finds goes to a temporary folder). A finding stops the target with the input saved under
# crates/rules/fuzz/artifacts/<target>/ and a non-zero exit.
#   scripts/fuzz.sh [--seconds N | --runs N] [target ...]     (default: every target, 4 seconds each)
# Prints one line per target: "fuzz <target>: <executions> executions in <s> s, <date>, no finding".
# Built without a sanitizer (`-s none`): the rules core forbids unsafe code, so AddressSanitizer
# would find nothing the Rust checks don't, and it needs a nightly toolchain; debug assertions and
# overflow checks stay on (the fuzz crate's release profile). So the stable toolchain builds it.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/env.sh
fuzz_dir=crates/rules/fuzz

limit=(-max_total_time=4)
case "${1:-}" in
  --seconds) limit=(-max_total_time="$2"); shift 2 ;;
  --runs) limit=(-runs="$2"); shift 2 ;;
esac
targets=("$@")
if [[ ${#targets[@]} -eq 0 ]]; then
  mapfile -t targets < <(cargo fuzz list --fuzz-dir "$fuzz_dir")
fi

cargo fuzz build -s none --fuzz-dir "$fuzz_dir"
status=0
for target in "${targets[@]}"; do
  work=$(mktemp -d)
  log="$work/log"
  # PGN inputs are whole games: longer ones only slow the run down without reaching new code.
  extra=()
  [[ $target == pgn ]] && extra=(-max_len=512)
  start=$SECONDS
  if cargo fuzz run -s none --fuzz-dir "$fuzz_dir" "$target" "$work" "$fuzz_dir/seeds/$target" -- \
      "${limit[@]}" "${extra[@]}" -print_final_stats=1 -rss_limit_mb=2048 >"$log" 2>&1; then
    runs=$(awk '/^stat::number_of_executed_units:/ { print $2 }' "$log")
    echo "fuzz $target: ${runs:-?} executions in $((SECONDS - start)) s, $(date -u +%F), no finding"
  else
    echo "fuzz $target: FINDING (or the run failed); the end of its log:"
    tail -n 30 "$log"
    status=1
  fi
  rm -rf "$work"
done
exit $status
