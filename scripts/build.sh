#!/usr/bin/env bash
# Builds the npm package: the Rust core compiled to WebAssembly, with its JavaScript glue made by
# wasm-bindgen (pkg/) and optimised by binaryen's wasm-opt, plus a copy of the package for the
# demo page in www/lib/.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh

export PATH="$PWD/node_modules/.bin:$HOME/.cargo/bin:$PATH"
# Native builds optimise for speed (Cargo.toml); the WebAssembly build for size.
export CARGO_PROFILE_RELEASE_OPT_LEVEL="${CARGO_PROFILE_RELEASE_OPT_LEVEL:-z}"
# The library is built as a cdylib only. Cargo.toml also asks for an rlib (for the tests,
# benches and native users), and with an rlib in the same build every public function and the
# panic handler stay external to LTO: they are neither internalised nor inlined, and each bounds
# check keeps core::fmt's integer formatter alive through the panic message. Without the rlib the
# module is about 9.6 KB smaller (4.5 KB gzipped). wasm-pack can only run `cargo build`, so the
# three steps it did are here: cargo, wasm-bindgen (the exact version of Cargo.toml, installed by
# setup.sh), binaryen's wasm-opt from node_modules.
cargo rustc --quiet --lib --release --target wasm32-unknown-unknown --crate-type cdylib
rm -rf pkg
wasm-bindgen --target web --out-dir pkg --out-name folkgames --no-typescript \
  target/wasm32-unknown-unknown/release/folkgames.wasm
# Rust 1.95 emits these features. --converge repeats -Oz while it still shrinks the module; the
# producers and target_features custom sections are for toolchains, not for running the module.
# --low-memory-unused lets wasm-opt fold constant offsets into loads and stores (about 470 B): it
# may assume no pointer falls in the first KiB. There the linker puts the bottom of the 1 MiB
# stack, which grows down from 1 MiB towards it, so only a stack about to overflow reaches it.
wasm-opt pkg/folkgames_bg.wasm -o pkg/folkgames_bg.wasm -Oz --converge --low-memory-unused --strip-producers --strip-target-features \
  --enable-bulk-memory --enable-sign-ext --enable-reference-types --enable-multivalue --enable-mutable-globals \
  --enable-nontrapping-float-to-int
test -s pkg/folkgames_bg.wasm || { echo "build failed: no pkg/folkgames_bg.wasm" >&2; exit 1; }

# The demo imports the package by path (./lib/js/folkgames.js), as a page without a bundler would;
# no import map, so the strict CSP in index.html needs no inline-script hash.
rm -rf www/lib
mkdir -p www/lib/js www/lib/pkg
cp js/*.js www/lib/js/
cp pkg/folkgames.js pkg/folkgames_bg.wasm www/lib/pkg/
# The service worker's precache list (www/sw.js): every file the demo loads, and a version that
# changes with their contents, so a new build replaces the old cache.
(
  cd www
  files=$(find . -type f \( -name '*.html' -o -name '*.js' -o -name '*.css' -o -name '*.wasm' \) \
    ! -name sw.js ! -path './lib/precache.js' ! -path './lib/js/node.js' | sed 's#^\./##' | LC_ALL=C sort)
  version=$(cat $files | sha256sum | cut -c1-16)
  {
    echo "// Written by scripts/build.sh: what www/sw.js precaches."
    echo "self.PRECACHE = {"
    echo "  version: \"$version\","
    echo "  files: ["
    echo "    \"./\","
    for f in $files; do echo "    \"./$f\","; done
    echo "  ],"
    echo "};"
  } > lib/precache.js
)

# The element as the npm package ships it (`folkgames/element`): www/element/ as it is (the
# element's modules, its boards in render/, its strings, and ai-worker.js, the computer opponent's
# Web Worker, which the element starts next to itself), with the package entry imported from the
# package itself instead of the demo's copy in www/lib/ (the same depth: ../lib/js → ../js).
rm -rf element
mkdir -p element
(cd www/element && find . -type f -name '*.js' | LC_ALL=C sort) | while read -r f; do
  mkdir -p "element/$(dirname "$f")"
  sed 's#"\.\./lib/js/folkgames\.js"#"../js/folkgames.js"#; s#"\.\./\.\./lib/js/folkgames\.js"#"../../js/folkgames.js"#' "www/element/$f" > "element/$f"
done
if grep -rq 'lib/js/folkgames' element; then echo "build failed: element/ still imports www/lib" >&2; exit 1; fi
test -s element/folk-game.js || { echo "build failed: no element/folk-game.js" >&2; exit 1; }
printf '[build] pkg/folkgames_bg.wasm: %s bytes\n' "$(wc -c < pkg/folkgames_bg.wasm)" >&2
