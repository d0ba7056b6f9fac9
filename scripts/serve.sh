#!/usr/bin/env bash
# Serves the demo (www/) on localhost with a well-known static server; prints the URL.
set -euo pipefail
cd "$(dirname "$0")/.."
PORT="${PORT:-8080}"
echo "folkgames demo: http://localhost:$PORT/"
NODE_OPTIONS="--no-deprecation" exec node_modules/.bin/http-server www -p "$PORT" -a 127.0.0.1 -c-1 --silent
