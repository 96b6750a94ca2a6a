#!/usr/bin/env bash
# Builds the web edition: the core for WebAssembly (scripts/build-wasm-core.sh: Debian's
# emscripten), the front end's pinned packages (npm ci, from web/package-lock.json), then the
# one-file page build/web/gelu-explorer-web.html (web/build.mjs). `gelu-explorer export-web`
# reads that page (GELU_WEB_PAGE overrides where).
set -euo pipefail
cd "$(dirname "$0")/.."
for tool in node npm; do
  if ! command -v "$tool" >/dev/null; then
    echo "build-web: needs $tool (scripts/install-deps.sh --tests installs it)" >&2
    exit 1
  fi
done
scripts/build-wasm-core.sh
export NODE_PATH=/usr/share/nodejs${NODE_PATH:+:$NODE_PATH}
cmake --build --preset wasm-core --target gelu_core_web
if [ ! -d web/node_modules ] || [ web/package-lock.json -nt web/node_modules/.package-lock.json ]; then
  (cd web && npm ci --no-audit --no-fund)
fi
(cd web && npx tsc --noEmit -p . && node build.mjs)
