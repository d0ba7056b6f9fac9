#!/usr/bin/env bash
# Every test: Rust lints and tests for the whole workspace (rules core, computer opponents,
# WebAssembly facade), the package build, the Node tests that import it the way a user does, the
# browser tests of the demo page (which rely on the build just made in www/lib/), and each fuzz
# target for 30 s.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh
export PATH="$PWD/node_modules/.bin:$HOME/.cargo/bin:$PATH"
echo "== Rust lints (no unwrap/expect/panic/unchecked indexing reachable from JS) and format" >&2
cargo fmt --all -- --check
cargo clippy --release --workspace --all-targets -- -D warnings
cargo clippy --release -p folkgames-wasm --target wasm32-unknown-unknown -- -D warnings
cargo clippy --release -p folkgames-wasm --target wasm32-unknown-unknown --features computer -- -D warnings
cargo clippy --release -p folkgames-wasm --target wasm32-unknown-unknown --no-default-features --features kpe -- -D warnings
echo "== Rust tests" >&2
# Optimised, but without the release profile's whole-program LTO, which the shipped .wasm and the
# benchmarks need and ~30 test binaries would each pay for at link time.
CARGO_PROFILE_RELEASE_LTO=false CARGO_PROFILE_RELEASE_CODEGEN_UNITS=16 cargo test --release --workspace
echo "== package build" >&2
bash scripts/build.sh
echo "== JavaScript lint and format (ESLint, Prettier, tsc --checkJs): the package entry, the element, the demo, the tests, the benchmarks and the scripts" >&2
# the paths are package.json's `lint` script, their one list
npm run --silent lint
echo "== Node tests" >&2
node --test tests/node/
echo "== browser tests (the demo page in Chromium; uses the build above)" >&2
node --test tests/browser/
echo "== fuzz targets, 30 s each" >&2
FUZZ_SECONDS="${FUZZ_SECONDS:-30}" bash scripts/fuzz.sh
