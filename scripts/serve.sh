#!/usr/bin/env bash
# Serves the demo (www/) on 127.0.0.1 with Vite's static server (scripts/serve.mjs), on $PORT
# (default 8080); prints the URL.
set -euo pipefail
cd "$(dirname "$0")/.."
exec node scripts/serve.mjs www
