#!/usr/bin/env bash
# Runs every test: the workspace's native tests (rules core, engine, the app's logic), a short run
# of each of the rules core's fuzz targets, the test of the web build's fallback (a plain build
# when the optimised one fails, scripts/env.sh: its decision, with stand-in tools), then the
# release build of the page, the check of its start-up bytes, and the Playwright end-to-end tests
# in Debian's Chromium (desktop; the phone with a touch screen where input or layout differ).
# Installs missing tools first and reuses installed ones.
# Before them, the habits: `cargo fmt --check`, and clippy with `-D warnings` natively (every
# target: tests, benches, examples) and for wasm32 (the views, which only build there), and the
# docs with broken links refused; each is one check. Doc-tests (the crates' READMEs included) run
# with the native tests.
# Ends with what each stage took, the whole run's time, and one line "N passed, N failed" that
# counts every test and check. Arguments go to Playwright (e.g. a spec's name).
# E2E_PORT moves the test server (default 4173).
set -uo pipefail
cd "$(dirname "$0")/.."

cargo_log=$(mktemp)
status=0
checks_passed=0
checks_failed=0
failed_checks=""
stage_times=""
stage_name=""
stage_start=0

# Starts the stage "$1" (its line in the log says when) and notes how long the one before took;
# `stage end` closes the last.
stage() {
  if [[ -n $stage_name ]]; then
    stage_times+=$(printf '  %4d s  %s' $((SECONDS - stage_start)) "$stage_name")$'\n'
  fi
  stage_name="$1"
  stage_start=$SECONDS
  [[ $1 == end ]] || echo "== $1 [at ${SECONDS} s]"
}

# Runs one hygiene check ("$1" names it) and counts it.
check() {
  local name="$1"
  shift
  echo "-- $name: $* [at ${SECONDS} s]"
  if "$@"; then
    checks_passed=$((checks_passed + 1))
  else
    echo "FAILED: $name"
    checks_failed=$((checks_failed + 1))
    failed_checks+="FAILED check: $name"$'\n'
  fi
}

# "passed failed" from a Playwright JSON report; a missing or unreadable report counts as one
# failure.
playwright_counts() {
  node -e '
    const fs = require("fs");
    let p = 0, f = 0;
    try {
      const s = JSON.parse(fs.readFileSync(process.argv[1], "utf8")).stats;
      p = s.expected; f = s.unexpected + s.flaky;
    } catch { f = 1; }
    console.log(p, f);' "$1"
}

# One line per test that failed in a Playwright JSON report: project, file:line, title and the
# first line of its error. The summary repeats them at the very end, where a CI log's tail shows
# them (the list reporter's own account is far above).
playwright_failures() {
  node -e '
    const fs = require("fs");
    let report;
    try { report = JSON.parse(fs.readFileSync(process.argv[1], "utf8")); } catch { process.exit(0); }
    const walk = (suite) => {
      for (const spec of suite.specs ?? []) {
        for (const t of spec.tests ?? []) {
          if (t.status !== "unexpected") continue;
          const err = (t.results ?? []).map((r) => r.error?.message).find(Boolean) ?? "";
          const first = err.replace(/\u001b\[[0-9;]*m/g, "").split("\n").find((l) => l.trim()) ?? "";
          console.log(`FAILED [${t.projectName}] ${spec.file}:${spec.line} ${spec.title}: ${first.trim().slice(0, 300)}`);
        }
      }
      for (const child of suite.suites ?? []) walk(child);
    };
    for (const suite of report.suites ?? []) walk(suite);' "$1"
}

stage "tools"
bash scripts/install-tools.sh --browser || exit 1
source scripts/env.sh

stage "hygiene: format, clippy, docs (native)"
check "format" cargo fmt --all --check
check "clippy (native)" cargo clippy --workspace --all-targets --quiet -- -D warnings
# Broken links in the documentation (a moved item) fail like a warning would: the crates natively,
# the views (which exist only in wasm) for wasm32.
check "docs" env RUSTDOCFLAGS="-D warnings" cargo doc --workspace --exclude kaissa --no-deps --quiet

stage "native tests: cargo test --workspace"
cargo test --workspace 2>&1 | tee "$cargo_log"
[[ ${PIPESTATUS[0]} -eq 0 ]] || status=1
read -r cargo_passed cargo_failed < <(awk '/^test result:/ {
    for (i = 1; i <= NF; i++) { if ($(i+1) ~ /^passed/) p += $i; if ($(i+1) ~ /^failed/) f += $i }
  } END { print p + 0, f + 0 }' "$cargo_log")

# A short run of every fuzz target of the rules core (a few seconds each; scripts/fuzz.sh), so that
# the targets keep building and a shallow finding shows at once. The long runs are in its README.
stage "fuzz targets: a short run of each"
for target in $(cargo fuzz list --fuzz-dir crates/rules/fuzz); do
  check "fuzz $target" bash scripts/fuzz.sh --seconds 4 "$target"
done

stage "the build's fallback (web_build's decision, with stand-in tools)"
check "build fallback" bash scripts/test-build-fallback.sh

stage "hygiene: clippy, docs (wasm32)"
check "clippy (wasm32)" cargo clippy -p kaissa --lib --bins --target wasm32-unknown-unknown --quiet -- -D warnings
check "docs (wasm32)" env RUSTDOCFLAGS="-D warnings" cargo doc -p kaissa --no-deps --target wasm32-unknown-unknown --quiet

stage "release build: trunk build --release (offline: Trunk must use the installed tools)"
if ! web_build; then
  echo "the web build failed"
  echo "$((cargo_passed + checks_passed)) passed, $((cargo_failed + checks_failed + 1)) failed"
  exit 1
fi

stage "start-up bytes: what the page fetches before it accepts input, gzipped, within budget"
# One test: it also catches a later module's code (a dialog, the lessons) linked into the
# start-up module by a stray `use`.
startup_passed=0 startup_failed=0
if node scripts/check-startup-bytes.mjs dist; then startup_passed=1; else startup_failed=1; status=1; fi

stage "end-to-end tests: playwright (desktop; touch where input or layout differ)"
rm -f test-results/e2e.json
npx playwright test "$@"
[[ $? -eq 0 ]] || status=1
read -r e2e_passed e2e_failed < <(playwright_counts test-results/e2e.json)
e2e_failures=$(playwright_failures test-results/e2e.json)

# What failed, by name, where the log's tail shows it.
printf '%s' "$failed_checks"
grep -E '^test .* FAILED$' "$cargo_log" | sed 's/^/FAILED native: /'
[[ -n "$e2e_failures" ]] && echo "$e2e_failures"

passed=$((checks_passed + cargo_passed + startup_passed + e2e_passed))
failed=$((checks_failed + cargo_failed + startup_failed + e2e_failed))
echo "checks: $checks_passed passed, $checks_failed failed; native: $cargo_passed passed, $cargo_failed failed;" \
  "start-up bytes: $startup_passed passed, $startup_failed failed;" \
  "e2e: $e2e_passed passed, $e2e_failed failed"
stage end
echo "time, each stage:"
printf '%s' "$stage_times"
echo "time: $((SECONDS / 60)) min $((SECONDS % 60)) s"
echo "$passed passed, $failed failed"
[[ $failed -eq 0 && $status -eq 0 ]]
