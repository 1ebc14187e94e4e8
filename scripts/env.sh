# Sourced by the build scripts: the tools from scripts/install-tools.sh first on PATH (npm's
# wasm-opt 132 before any other, such as Debian's binaryen, which builds broken wasm).
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
export PATH="$ROOT/node_modules/.bin:$HOME/.cargo/bin:$PATH"
export TRUNK_SKIP_VERSION_CHECK=true
export NO_COLOR=true
