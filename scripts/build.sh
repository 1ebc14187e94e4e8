#!/usr/bin/env bash
# Builds the release site into dist/ (Trunk, with the local wasm-bindgen and wasm-opt).
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/install-tools.sh
source scripts/env.sh
web_build "$@"
