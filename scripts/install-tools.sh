#!/usr/bin/env bash
# Installs what building and testing the web app needs, and reuses whatever is already installed:
#   - the wasm32-unknown-unknown Rust target, the rust-src component, rustfmt and clippy
#   - cargo-fuzz 0.13.2 (cargo install) and a C++ compiler (apt) for the rules core's fuzz targets
#   - Trunk 0.21.14 and wasm-bindgen-cli at the exact version in Cargo.lock (cargo install)
#   - wasm-opt (npm binaryen@132) and Playwright (npm ci, from package-lock.json)
#   - with --browser: Debian's Chromium and ChromeDriver (apt)
# Only package registries are used; nothing is downloaded from elsewhere. Trunk is later told to
# use exactly these tools (Trunk.toml pins their versions; scripts/env.sh puts them on PATH).
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="$HOME/.cargo/bin:$PATH"

browser=0
[[ "${1:-}" == "--browser" ]] && browser=1

say() { echo "[install-tools] $*" >&2; }

if ! rustup target list --installed 2>/dev/null | grep -qx wasm32-unknown-unknown; then
  say "adding the wasm32-unknown-unknown target"
  rustup target add wasm32-unknown-unknown
fi
# The standard library's source: the web build rebuilds it for wasm (scripts/env.sh, web_build).
if ! rustup component list --installed 2>/dev/null | grep -qx rust-src; then
  say "adding the rust-src component"
  rustup component add rust-src
fi

# The test command's habits: `cargo fmt --check` and clippy.
for component in rustfmt clippy; do
  if ! rustup component list --installed 2>/dev/null | grep -q "^$component"; then
    say "adding the $component component"
    rustup component add "$component"
  fi
done

# The rules core's fuzz targets (scripts/fuzz.sh): cargo-fuzz, and a C++ compiler for the
# libFuzzer it builds. Built without a sanitizer, they need no nightly toolchain.
CARGO_FUZZ_VERSION=0.13.2
if ! cargo fuzz --version 2>/dev/null | grep -qx "cargo-fuzz $CARGO_FUZZ_VERSION"; then
  say "installing cargo-fuzz $CARGO_FUZZ_VERSION (about a minute, once)"
  cargo install "cargo-fuzz@$CARGO_FUZZ_VERSION" --locked
fi
if ! command -v c++ >/dev/null; then
  say "installing a C++ compiler for libFuzzer (apt)"
  apt-get update -q && DEBIAN_FRONTEND=noninteractive apt-get install -y -q g++
fi

TRUNK_VERSION=0.21.14
if ! trunk --version 2>/dev/null | grep -qx "trunk $TRUNK_VERSION"; then
  say "installing trunk $TRUNK_VERSION (several minutes, once)"
  CARGO_PROFILE_RELEASE_LTO=off CARGO_PROFILE_RELEASE_CODEGEN_UNITS=16 \
    cargo install "trunk@$TRUNK_VERSION" --locked
fi

# The CLI must equal the wasm-bindgen crate in Cargo.lock exactly.
WB_VERSION=$(awk '/^name = "wasm-bindgen"$/ { getline; gsub(/version = |"/, ""); print; exit }' Cargo.lock)
if [[ -z "$WB_VERSION" ]]; then
  say "cannot find wasm-bindgen in Cargo.lock"; exit 1
fi
if ! wasm-bindgen --version 2>/dev/null | grep -qx "wasm-bindgen $WB_VERSION"; then
  say "installing wasm-bindgen-cli $WB_VERSION (several minutes, once)"
  # Not --locked: one locked dependency of the CLI is missing from the registry mirror.
  cargo install wasm-bindgen-cli --version "=$WB_VERSION"
fi

if ! command -v npm >/dev/null; then
  say "installing Node.js and npm (apt)"
  apt-get update -q && DEBIAN_FRONTEND=noninteractive apt-get install -y -q nodejs npm
fi
# npm ci when node_modules is missing or older than the lockfile.
if [[ ! -x node_modules/.bin/wasm-opt || ! -x node_modules/.bin/playwright || ! -x node_modules/.bin/terser \
      || package-lock.json -nt node_modules/.package-lock.json ]]; then
  say "installing node packages (npm ci)"
  PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1 npm ci --no-audit --no-fund
fi

# chromium-headless-shell is the same Chromium without a window system's browser around it: the
# end-to-end tests run in it (playwright.config.ts), about a third faster on two cores than the full
# browser's headless mode; the full browser stays for the measurements and the icons.
if [[ $browser == 1 ]] && ! { [[ -x /usr/bin/chromium ]] && [[ -x /usr/bin/chromedriver ]] \
      && [[ -x /usr/bin/chromium-headless-shell ]]; }; then
  say "installing Debian's chromium, chromium-headless-shell and chromium-driver (apt)"
  apt-get update -q && DEBIAN_FRONTEND=noninteractive apt-get install -y -q chromium chromium-headless-shell chromium-driver
fi
say "tools ready"
