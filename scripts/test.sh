#!/usr/bin/env bash
# Runs every test: the workspace's native tests (rules core, the app's state machine and session),
# then the release build of the page and the Playwright end-to-end tests in Debian's Chromium
# (desktop and touch). Installs missing tools first and reuses installed ones.
# Before them, the habits: `cargo fmt --check`, and clippy with `-D warnings` natively (every
# target: tests, benches, examples) and for wasm32 (the views, which only build there); each is one
# check. Doc-tests (the crates' READMEs included) run with the native tests.
# Ends with one line "N passed, N failed" that counts every test and check.
set -uo pipefail
cd "$(dirname "$0")/.."

cargo_log=$(mktemp)
status=0
checks_passed=0
checks_failed=0

# Runs one hygiene check ("$1" names it) and counts it.
check() {
  local name="$1"
  shift
  echo "== $name: $*"
  if "$@"; then
    checks_passed=$((checks_passed + 1))
  else
    echo "FAILED: $name"
    checks_failed=$((checks_failed + 1))
  fi
}

echo "== tools"
bash scripts/install-tools.sh --browser || exit 1
source scripts/env.sh

check "format" cargo fmt --all --check
check "clippy (native)" cargo clippy --workspace --all-targets --quiet -- -D warnings
# Broken links in the documentation (a moved item) fail like a warning would.
check "docs" env RUSTDOCFLAGS="-D warnings" cargo doc --workspace --no-deps --quiet

echo "== native tests: cargo test --workspace"
cargo test --workspace 2>&1 | tee "$cargo_log"
[[ ${PIPESTATUS[0]} -eq 0 ]] || status=1
read -r cargo_passed cargo_failed < <(awk '/^test result:/ {
    for (i = 1; i <= NF; i++) { if ($(i+1) ~ /^passed/) p += $i; if ($(i+1) ~ /^failed/) f += $i }
  } END { print p + 0, f + 0 }' "$cargo_log")

check "clippy (wasm32)" cargo clippy -p kaissa --lib --bins --target wasm32-unknown-unknown --quiet -- -D warnings

echo "== release build: trunk build --release (offline: Trunk must use the installed tools)"
if ! web_build; then
  echo "the web build failed"
  echo "$((cargo_passed + checks_passed)) passed, $((cargo_failed + checks_failed + 1)) failed"
  exit 1
fi

echo "== end-to-end tests: playwright (desktop + touch)"
rm -f test-results/e2e.json
npx playwright test "$@"
[[ $? -eq 0 ]] || status=1
read -r e2e_passed e2e_failed < <(node -e '
  const fs = require("fs");
  let p = 0, f = 0;
  try {
    const s = JSON.parse(fs.readFileSync("test-results/e2e.json", "utf8")).stats;
    p = s.expected + s.flaky; f = s.unexpected;
  } catch { f = 1; }
  console.log(p, f);')

passed=$((cargo_passed + e2e_passed + checks_passed))
failed=$((cargo_failed + e2e_failed + checks_failed))
echo "checks: $checks_passed passed, $checks_failed failed; native: $cargo_passed passed, $cargo_failed failed; e2e: $e2e_passed passed, $e2e_failed failed"
echo "$passed passed, $failed failed"
[[ $failed -eq 0 && $status -eq 0 ]]
