#!/usr/bin/env bash
# Builds the release site into dist/ (Trunk, with the local wasm-bindgen and wasm-opt).
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/install-tools.sh
source scripts/env.sh
# Crates come from the registry first; then Trunk runs offline, so it can never download a tool.
cargo fetch --quiet
trunk build --release --offline "$@"
