# Sourced by the build scripts: the tools from scripts/install-tools.sh first on PATH (npm's
# wasm-opt 132 before any other, such as Debian's binaryen, which builds broken wasm).
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
export PATH="$ROOT/node_modules/.bin:$HOME/.cargo/bin:$PATH"
export TRUNK_SKIP_VERSION_CHECK=true
export NO_COLOR=true

# The release build of the site (Trunk, offline, with the tools above), shared by build.sh and
# test.sh. Arguments go to `trunk build` (e.g. `--dist <dir>` for another output folder).
#
# The optimised build: the wasm modules are built against a standard library rebuilt for them
# (cargo's build-std, with the rust-src component that install-tools.sh adds), with the
# `immediate-abort` panic strategy: a panic traps at once instead of formatting a message, so the
# page's module carries no panic-message and location machinery (about 20 KB gzipped of its ~300;
# the messages only ever reached the browser console). Both are unstable cargo/rustc features of
# the pinned stable toolchain, unlocked with RUSTC_BOOTSTRAP for this one build only: the native
# builds and tests never see these variables.
#
# Unstable features can change or vanish with any toolchain, so when that build fails, web_build
# says so and builds the plain way instead (stable flags only): the same site, working, only
# larger (the start-up check in test.sh then reports it over budget). The plain build has a
# target directory of its own (target/plain), so that neither build's cache invalidates the
# other's. KAISSA_OPTIMISED_EXTRA_FLAGS adds rustc flags to the optimised build only; test.sh
# passes one that no toolchain accepts to test this fallback.
web_build() {
  # wasm-bindgen rewrites its snippets on every build but never removes old ones, and Trunk
  # preloads every file it finds there: one left by a removed `#[wasm_bindgen(module)]` would be
  # fetched at start-up for nothing.
  rm -rf "$ROOT/target/wasm-bindgen/release/snippets" "$ROOT/target/plain/wasm-bindgen/release/snippets"
  # The language files (assets/lang) written from the catalogs, so that an edited translation is
  # what the page shows (the test suite checks that the committed files are current).
  (cd "$ROOT" && KAISSA_WRITE_TEXTS=1 cargo test --quiet -p kaissa-app-core --lib texts_file >/dev/null) || return 1
  if ! web_build_optimised "$@"; then
    echo "web_build: the optimised build (build-std, -Cpanic=immediate-abort, unstable features of this" >&2
    echo "web_build: toolchain) FAILED; building the plain way instead, into target/plain: a working but" >&2
    echo "web_build: larger site. (If the plain build fails too, the fault is in the code, not the toolchain.)" >&2
    web_build_plain "$@" || return 1
  fi
  local dist
  dist="$(dist_of "$@")"
  # Then, on the built site: the JavaScript minified, the Content-Security-Policy with the hash of
  # Trunk's inline script, and last the service worker with the list of every file (index.html
  # included, as the CSP left it).
  minify_js "$dist" &&
    node "$ROOT/scripts/add-csp.mjs" "$dist" &&
    node "$ROOT/scripts/make-sw.mjs" "$dist"
}

# The optimised build (see web_build).
web_build_optimised() {
  # Crates (also the standard library's own dependencies) come from the registry first; then
  # Trunk runs offline, so it can never download a tool.
  RUSTC_BOOTSTRAP=1 cargo fetch --quiet -Zbuild-std=std,panic_abort --target wasm32-unknown-unknown &&
  RUSTC_BOOTSTRAP=1 CARGO_UNSTABLE_BUILD_STD=std,panic_abort \
    CARGO_TARGET_WASM32_UNKNOWN_UNKNOWN_RUSTFLAGS="-Zunstable-options -Cpanic=immediate-abort ${KAISSA_OPTIMISED_EXTRA_FLAGS:-}" \
    trunk build --release --offline "$@"
}

# The plain build (see web_build): stable cargo and rustc only, in a target directory of its own.
web_build_plain() {
  cargo fetch --quiet --target wasm32-unknown-unknown &&
  CARGO_TARGET_DIR="$ROOT/target/plain" trunk build --release --offline "$@"
}

# The output folder that `trunk build` arguments name (`--dist <dir>` or `--dist=<dir>`), else dist.
dist_of() {
  local dist=dist
  while (($#)); do
    case $1 in
      --dist) dist=$2; shift ;;
      --dist=*) dist=${1#--dist=} ;;
    esac
    shift
  done
  echo "$dist"
}

# Trunk's own minifier cannot read wasm-bindgen's JavaScript (it stops at `export { … as
# default }`), so the glue code would ship as written: ~55 KB, 9 KB gzipped, at start-up alone.
# Terser (npm, package.json) minifies it in place: the ES modules (the page's, the later modules'
# and the snippets) as modules, the engine worker's classic script as a script. Names at the top
# level of a classic script stay, so `wasm_bindgen` remains the worker's entry point.
minify_js() {
  local dir="$1" f
  while IFS= read -r -d '' f; do
    if [[ $f == */engine_worker.js || $f == */engine_worker_loader.js ]]; then
      terser "$f" --compress --mangle --output "$f"
    else
      terser "$f" --module --compress --mangle --output "$f"
    fi
  done < <(find "$dir" -name '*.js' -print0)
}
