#!/usr/bin/env bash
# Installs the tools if missing, builds the release site and serves dist/ on 127.0.0.1:8080.
# PORT=9000 bash scripts/serve.sh serves elsewhere.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/build.sh
PORT=${PORT:-8080}
echo "Kaissa: http://127.0.0.1:$PORT/"
exec python3 -m http.server "$PORT" --bind 127.0.0.1 --directory dist
