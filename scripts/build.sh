#!/usr/bin/env bash
# Builds the npm package: wasm-pack builds the WebAssembly facade (crates/wasm) twice into pkg/,
# the page's module and the computer's, each with its JavaScript glue and TypeScript declarations
# (generated from the Rust types); binaryen's wasm-opt from node_modules then optimises them
# (wasm-pack's own download of wasm-opt fails offline, so it is turned off: --no-opt). Then a copy
# of the package for the demo page in www/lib/, and the element as the package ships it in element/.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh

export PATH="$PWD/node_modules/.bin:$HOME/.cargo/bin:$PATH"
out="${FOLKGAMES_PKG_DIR:-$PWD/pkg}"
rm -rf "$out"

# One build of crates/wasm: wasm-pack (cargo, then wasm-bindgen's glue and declarations) with cargo
# profile $1 and features $2, into $out as $3.js, $3_bg.wasm and $3.d.ts; then wasm-opt.
# With a 4th argument "page", cargo builds as scripts/page-module.sh says (nightly, std from source);
# with "game", the same with only the games in $2 (not every game, the crate's default).
build_module() {
  local profile=$1 features=$2 name=$3 tmp="$out/.build-$3"
  if [ "${4:-}" = page ] || [ "${4:-}" = game ]; then
    # shellcheck source=scripts/page-module.sh
    source scripts/page-module.sh
    local only=()
    if [ "$4" = game ]; then only=(--no-default-features); fi
    RUSTUP_TOOLCHAIN=$PAGE_TOOLCHAIN RUSTFLAGS=$PAGE_RUSTFLAGS \
      wasm-pack build crates/wasm --profile "$profile" --no-opt --target web --out-dir "$tmp" --out-name "$name" --no-pack \
      -- "${only[@]}" ${features:+--features "$features"} "${PAGE_CARGO_ARGS[@]}" >&2
  else
    wasm-pack build crates/wasm --profile "$profile" --no-opt --target web --out-dir "$tmp" --out-name "$name" --no-pack \
      ${features:+--features "$features"} >&2
  fi
  mv "$tmp/$name.js" "$tmp/${name}_bg.wasm" "$tmp/$name.d.ts" "$out/"
  rm -rf "$tmp"
  # wasm-bindgen declares its classes' `[Symbol.dispose]`, which TypeScript knows only with the
  # esnext.disposable library; the package's types do not ask their users for it.
  sed -i '/\[Symbol\.dispose\]/d' "$out/$name.d.ts"
  # Rust 1.95 emits these features; the producers and target_features sections are for toolchains.
  wasm-opt "$out/${name}_bg.wasm" -o "$out/${name}_bg.wasm" -Oz --strip-producers --strip-target-features \
    --enable-bulk-memory --enable-sign-ext --enable-reference-types --enable-multivalue --enable-mutable-globals \
    --enable-nontrapping-float-to-int
  test -s "$out/${name}_bg.wasm" || { echo "build failed: no $out/${name}_bg.wasm" >&2; exit 1; }
  printf '[build] %s: %s bytes\n' "$out/${name}_bg.wasm" "$(wc -c < "$out/${name}_bg.wasm")" >&2
}

# A bench build (FOLKGAMES_PKG_DIR elsewhere, FOLKGAMES_WASM_FEATURES=bench): the module built for
# speed as the computer's is (bench/lib.mjs), with the bench's export, and nothing else.
if [ "$out" != "$PWD/pkg" ]; then
  build_module release "${FOLKGAMES_WASM_FEATURES:-}" folkgames
  exit 0
fi
# The page's module (the rules, records, saves, positions, whyNot, chance outcomes: what a page
# runs) is built for size: cargo profile wasm-page, opt-level "z" (Cargo.toml), on nightly with
# std built for it and panics that trap at once (scripts/page-module.sh). The computer's
# module (the same with the `computer` feature: the search, suggestMove) is built for speed,
# opt-level 3 as the native build: at "z" the computer's hard moves took 2.5-4 times as long
# (BENCHMARKS.md). Only the computer's worker, `initComputer()` and `folkgames/computer` load it.
build_module wasm-page "" folkgames page
build_module release computer folkgames_computer

# Each game's own page module (pkg/game-<id>_bg.wasm and its glue pkg/game-<id>.js): the same as
# the page's, with that game's rules only (the crate's feature of the game's id), which the element
# loads for the game it shows (js/folkgames.js's `initGame`): a visitor who plays Kpé fetches
# Kpé's rules, not Siryu's. The games are the catalogue's, read from the module just built; the
# module of every game stays for `init()`. pkg/games.js loads each by id (literal imports, so a
# site's bundler finds them).
games=$(node --input-type=module -e '
  import { readFileSync } from "node:fs";
  import { initSync, catalogue } from "./pkg/folkgames.js";
  initSync({ module: readFileSync("./pkg/folkgames_bg.wasm") });
  console.log(catalogue().map((g) => g.id).join(" "));')
{
  echo "// Written by scripts/build.sh: each game's own page module (its rules only), by the game's id."
  echo "export default {"
  for id in $games; do
    build_module wasm-page "$id" "game-$id" game
    rm "$out/game-$id.d.ts" # the same declarations as pkg/folkgames.d.ts
    echo "  \"$id\": () => import(\"./game-$id.js\"),"
  done
  echo "};"
} > "$out/games.js"


# The demo imports the package by path (lib/js/folkgames.js), from its bundle (below) as from the
# element's modules; no import map, so the strict CSP in index.html needs no inline-script hash.
rm -rf www/lib
mkdir -p www/lib/js www/lib/pkg
cp js/*.js www/lib/js/
cp pkg/folkgames.js pkg/folkgames_bg.wasm pkg/folkgames_computer.js pkg/folkgames_computer_bg.wasm pkg/games.js pkg/game-*.js pkg/game-*_bg.wasm www/lib/pkg/
# With their declarations, so `tsc -p www` checks the element against the package's types.
cp types/folkgames.d.ts types/computer.d.ts www/lib/js/
cp pkg/folkgames.d.ts pkg/folkgames_computer.d.ts www/lib/pkg/
# What the element draws before the engine has loaded, and its box as a stylesheet for host pages,
# from the package just built (scripts/first-frame.mjs).
node scripts/first-frame.mjs
# The QR code maker of kiosk mode's "Continue on your phone" (qrcode-generator, a runtime
# dependency), next to the package entry: the element imports it as ../lib/qrcode.js, like the
# engine, so the unbundled element (embed.html) finds it with no import map; element/ gets its own copy.
cp node_modules/qrcode-generator/dist/qrcode.mjs www/lib/qrcode.js
# The demo's scripts as one minified bundle, and the worker's as another (scripts/bundle.mjs).
node scripts/bundle.mjs
# The service worker's precache list (www/sw.js): every file the demo page loads (not every game's
# module, which the demo loads only for a game no module of its own is built for; not the sources
# inside the bundles, nor the one-tag embed page, which loads the element's modules unbundled), and
# a version that changes with their contents, so a new build replaces the old cache.
(
  cd www
  files=$(find . -type f \( -name '*.html' -o -name '*.js' -o -name '*.css' -o -name '*.wasm' -o -name analysis.json \) \
    ! -name sw.js ! -name folkgames_bg.wasm ! -path './lib/precache.js' ! -path './lib/js/node.js' ! -path './lib/js/computer-node.js' ! -path './element/*' ! -name 'embed.*' \
    | sed 's#^\./##' | grep -vxFf lib/bundled.txt | LC_ALL=C sort)
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
# Web Worker, which the element starts next to itself), with the package's entries (folkgames.js;
# computer.js in the worker) imported from the package itself instead of the demo's copy in
# www/lib/ (the same depth: ../lib/js → ../js).
rm -rf element
mkdir -p element
(cd www/element && find . -type f -name '*.js' | LC_ALL=C sort) | while read -r f; do
  mkdir -p "element/$(dirname "$f")"
  sed 's#"\.\./lib/qrcode\.js"#"./qrcode.js"#; s#"\.\./lib/js/\([a-z_-]*\)\.js"#"../js/\1.js"#; s#"\.\./\.\./lib/js/\([a-z_-]*\)\.js"#"../../js/\1.js"#' "www/element/$f" > "element/$f"
done
cp www/lib/folk-game.css element/
cp node_modules/qrcode-generator/dist/qrcode.mjs element/qrcode.js
if grep -rq 'lib/js/\|lib/qrcode' element; then echo "build failed: element/ still imports www/lib" >&2; exit 1; fi
test -s element/folk-game.js || { echo "build failed: no element/folk-game.js" >&2; exit 1; }

# What folkgames/offline (js/offline.js) precaches for an embedding site's service worker: the
# package's files that a browser loads, read from `npm pack`'s list, and their version.
node scripts/offline-manifest.mjs

# The custom-elements manifest (package.json's "customElements"), for editors, Storybook and the
# catalogues: @custom-elements-manifest/analyzer reads the JSDoc of element/folk-game.js, and the
# config's plugin adds an attribute for every option of the built package's catalogue().
rm -f custom-elements.json
cem analyze --config scripts/custom-elements-manifest.config.mjs --quiet
test -s custom-elements.json || { echo "build failed: no custom-elements.json" >&2; exit 1; }
