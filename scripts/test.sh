#!/usr/bin/env bash
# Runs every test: the workspace's native tests (rules core, the app's state machine and session),
# a short run of each of the rules core's fuzz targets, then the release build of the page, the
# check of its start-up bytes, the Playwright end-to-end tests in Debian's Chromium (desktop and
# touch), and the test of the build's fallback (a plain build when the optimised one fails,
# scripts/env.sh). Installs missing tools first and reuses
# installed ones.
# Before them, the habits: `cargo fmt --check`, and clippy with `-D warnings` natively (every
# target: tests, benches, examples) and for wasm32 (the views, which only build there), and the
# docs with broken links refused; each is one check. Doc-tests (the crates' READMEs included) run
# with the native tests.
# Ends with one line "N passed, N failed" that counts every test and check.
# E2E_PORT moves the test servers (default 4173, and the next port for the fallback's smoke test).
set -uo pipefail
cd "$(dirname "$0")/.."

cargo_log=$(mktemp)
status=0
checks_passed=0
checks_failed=0
failed_checks=""

# Runs one hygiene check ("$1" names it) and counts it.
check() {
  local name="$1"
  shift
  echo "== $name: $* [at ${SECONDS} s]"
  if "$@"; then
    checks_passed=$((checks_passed + 1))
  else
    echo "FAILED: $name"
    checks_failed=$((checks_failed + 1))
    failed_checks+="FAILED check: $name"$'\n'
  fi
}

# "passed failed flaky" from a Playwright JSON report (flaky: passed on its retry, counted among
# the passed); a missing or unreadable report counts as one failure.
playwright_counts() {
  node -e '
    const fs = require("fs");
    let p = 0, f = 0, k = 0;
    try {
      const s = JSON.parse(fs.readFileSync(process.argv[1], "utf8")).stats;
      p = s.expected + s.flaky; f = s.unexpected; k = s.flaky;
    } catch { f = 1; }
    console.log(p, f, k);' "$1"
}

# One line per test that failed in a Playwright JSON report: project, file:line, title and the
# first line of its error. The summary repeats them at the very end, where a CI log's tail shows
# them (the list reporter's own account is far above, among the fallback build's output).
playwright_failures() {
  node -e '
    const fs = require("fs");
    let report;
    try { report = JSON.parse(fs.readFileSync(process.argv[1], "utf8")); } catch { process.exit(0); }
    const walk = (suite) => {
      for (const spec of suite.specs ?? []) {
        for (const t of spec.tests ?? []) {
          if (t.status !== "unexpected" && t.status !== "flaky") continue;
          const err = (t.results ?? []).map((r) => r.error?.message).find(Boolean) ?? "";
          const first = err.replace(/\u001b\[[0-9;]*m/g, "").split("\n").find((l) => l.trim()) ?? "";
          console.log(`${t.status === "flaky" ? "FLAKY" : "FAILED"} [${t.projectName}] ${spec.file}:${spec.line} ${spec.title}: ${first.trim().slice(0, 300)}`);
        }
      }
      for (const child of suite.suites ?? []) walk(child);
    };
    for (const suite of report.suites ?? []) walk(suite);' "$1"
}

echo "== tools [at ${SECONDS} s]"
bash scripts/install-tools.sh --browser || exit 1
source scripts/env.sh

check "format" cargo fmt --all --check
check "clippy (native)" cargo clippy --workspace --all-targets --quiet -- -D warnings
# Broken links in the documentation (a moved item) fail like a warning would: the crates natively,
# the views (which exist only in wasm) for wasm32.
check "docs" env RUSTDOCFLAGS="-D warnings" cargo doc --workspace --exclude kaissa --no-deps --quiet

echo "== native tests: cargo test --workspace [at ${SECONDS} s]"
cargo test --workspace 2>&1 | tee "$cargo_log"
[[ ${PIPESTATUS[0]} -eq 0 ]] || status=1
read -r cargo_passed cargo_failed < <(awk '/^test result:/ {
    for (i = 1; i <= NF; i++) { if ($(i+1) ~ /^passed/) p += $i; if ($(i+1) ~ /^failed/) f += $i }
  } END { print p + 0, f + 0 }' "$cargo_log")

# A short run of every fuzz target of the rules core (a few seconds each; scripts/fuzz.sh), so that
# the targets keep building and a shallow finding shows at once. The long runs are in its README.
echo "== fuzz targets: a short run of each [at ${SECONDS} s]"
for target in $(cargo fuzz list --fuzz-dir crates/rules/fuzz); do
  check "fuzz $target" bash scripts/fuzz.sh --seconds 4 "$target"
done

check "clippy (wasm32)" cargo clippy -p kaissa --lib --bins --target wasm32-unknown-unknown --quiet -- -D warnings
check "docs (wasm32)" env RUSTDOCFLAGS="-D warnings" cargo doc -p kaissa --no-deps --target wasm32-unknown-unknown --quiet

echo "== release build: trunk build --release (offline: Trunk must use the installed tools) [at ${SECONDS} s]"
if ! web_build; then
  echo "the web build failed"
  echo "$((cargo_passed + checks_passed)) passed, $((cargo_failed + checks_failed + 1)) failed"
  exit 1
fi

echo "== start-up bytes: what the page fetches before it accepts input, gzipped, within budget [at ${SECONDS} s]"
# One test: it also catches a later module's code (a dialog, the lessons) linked into the
# start-up module by a stray `use`.
startup_passed=0 startup_failed=0
if node scripts/check-startup-bytes.mjs dist; then startup_passed=1; else startup_failed=1; status=1; fi

echo "== end-to-end tests: playwright (desktop + touch) [at ${SECONDS} s]"
rm -f test-results/e2e.json
npx playwright test "$@"
[[ $? -eq 0 ]] || status=1
read -r e2e_passed e2e_failed e2e_flaky < <(playwright_counts test-results/e2e.json)
# Now: the fallback's Playwright run below empties test-results/.
e2e_failures=$(playwright_failures test-results/e2e.json)

echo "== the build's fallback: the optimised build forced to fail, the plain build and its smoke test [at ${SECONDS} s]"
# A flag no rustc accepts makes the optimised build fail at once (its cache is untouched); the
# plain build goes to target/plain and the site to target/fallback-dist, so dist/ stays the
# optimised site. One test for the fallback build, and the smoke test's own count.
fallback_log=$(mktemp)
fallback_passed=0 fallback_failed=0
rm -rf target/fallback-dist
fallback_start=$SECONDS
KAISSA_OPTIMISED_EXTRA_FLAGS=-Zkaissa-no-such-flag web_build --dist target/fallback-dist 2>&1 | tee "$fallback_log"
fallback_built=${PIPESTATUS[0]}
echo "fallback build: $((SECONDS - fallback_start)) s"
if [[ $fallback_built -eq 0 ]] && grep -q "building the plain way instead" "$fallback_log" &&
  compgen -G "target/fallback-dist/*_bg.wasm" >/dev/null; then
  fallback_passed=1
  DIST=target/fallback-dist E2E_PORT=$((${E2E_PORT:-4173} + 1)) npx playwright test -c playwright.fallback.config.ts
  [[ $? -eq 0 ]] || status=1
  read -r smoke_passed smoke_failed _ < <(playwright_counts test-results/fallback.json)
  fallback_failures=$(playwright_failures test-results/fallback.json)
  fallback_passed=$((fallback_passed + smoke_passed))
  fallback_failed=$((fallback_failed + smoke_failed))
else
  echo "the fallback build did not fall back, or did not produce a site of its own"
  fallback_failed=1
  status=1
fi

# What failed, by name, where the log's tail shows it.
printf '%s' "$failed_checks"
grep -E '^test .* FAILED$' "$cargo_log" | sed 's/^/FAILED native: /'
[[ -n "$e2e_failures" ]] && echo "$e2e_failures"
[[ -n "${fallback_failures:-}" ]] && echo "$fallback_failures"

passed=$((checks_passed + cargo_passed + startup_passed + e2e_passed + fallback_passed))
failed=$((checks_failed + cargo_failed + startup_failed + e2e_failed + fallback_failed))
echo "checks: $checks_passed passed, $checks_failed failed; native: $cargo_passed passed, $cargo_failed failed;" \
  "start-up bytes: $startup_passed passed, $startup_failed failed;" \
  "e2e: $e2e_passed passed ($e2e_flaky of them on a retry: FLAKY above), $e2e_failed failed; fallback: $fallback_passed passed, $fallback_failed failed"
echo "time: $((SECONDS / 60)) min $((SECONDS % 60)) s (each stage's start is in its == line)"
echo "$passed passed, $failed failed"
[[ $failed -eq 0 && $status -eq 0 ]]
