#!/usr/bin/env bash
# Builds the npm package: the Rust core compiled to WebAssembly by wasm-pack (glue in pkg/),
# optimised by binaryen's wasm-opt, plus a copy of the package for the demo page in www/lib/.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh

# wasm-pack runs the first wasm-opt on PATH (binaryen's, from npm) with the flags in Cargo.toml.
export PATH="$PWD/node_modules/.bin:$HOME/.cargo/bin:$PATH"
# Native builds optimise for speed (Cargo.toml); the WebAssembly build for size.
export CARGO_PROFILE_RELEASE_OPT_LEVEL="${CARGO_PROFILE_RELEASE_OPT_LEVEL:-z}"
wasm-pack --quiet build --release --target web --out-dir pkg --out-name folkgames --no-typescript --no-pack 2>&1 \
  | grep -v '^\[INFO\]' || true
test -s pkg/folkgames_bg.wasm || { echo "build failed: no pkg/folkgames_bg.wasm" >&2; exit 1; }

# The demo imports the package exactly as a page without a bundler would, through an import map.
rm -rf www/lib
mkdir -p www/lib/js www/lib/pkg
cp js/*.js www/lib/js/
cp pkg/folkgames.js pkg/folkgames_bg.wasm www/lib/pkg/
printf '[build] pkg/folkgames_bg.wasm: %s bytes\n' "$(wc -c < pkg/folkgames_bg.wasm)" >&2
