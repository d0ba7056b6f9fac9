#!/usr/bin/env bash
# Installs everything folkgames needs on a fresh machine; fast when it is all there already.
# Called by `npm start`, `npm test` and `npm run build` (through scripts/build.sh).
set -euo pipefail
cd "$(dirname "$0")/.."

WASM_BINDGEN_VERSION=0.2.130   # must equal the exact pin in Cargo.toml (wasm-pack then uses it)
WASM_PACK_VERSION=0.15.1

say() { printf '[setup] %s\n' "$*" >&2; }

if ! rustup target list --installed | grep -qx wasm32-unknown-unknown; then
  say "adding the wasm32-unknown-unknown target"
  rustup target add wasm32-unknown-unknown
fi

for component in clippy rustfmt; do
  if ! rustup component list --installed | grep -q "^$component"; then
    say "adding the $component component"
    rustup component add "$component"
  fi
done

if ! wasm-bindgen --version 2>/dev/null | grep -q " $WASM_BINDGEN_VERSION\$"; then
  say "installing wasm-bindgen-cli $WASM_BINDGEN_VERSION (a few minutes, once)"
  cargo install --quiet wasm-bindgen-cli --version "$WASM_BINDGEN_VERSION" --force
fi

if ! wasm-pack --version 2>/dev/null | grep -q " $WASM_PACK_VERSION\$"; then
  say "installing wasm-pack $WASM_PACK_VERSION (a few minutes, once)"
  cargo install --quiet wasm-pack --version "$WASM_PACK_VERSION" --force
fi

# The page's module (scripts/page-module.sh) and the fuzz targets (scripts/fuzz.sh) need the
# nightly toolchain; the page's module also its standard library's sources (rust-src, to build std
# for it: about 10 s to add here, and some 3 minutes more for a fresh target dir's first build)
# and its wasm32 target.
if ! rustup toolchain list | grep -q '^nightly'; then
  say "installing the nightly toolchain (the page's module, the fuzz targets)"
  rustup toolchain install nightly --profile minimal
fi
if ! rustup component list --toolchain nightly --installed | grep -q '^rust-src'; then
  say "adding nightly's rust-src (the page's module builds std from it)"
  rustup component add rust-src --toolchain nightly
fi
if ! rustup target list --toolchain nightly --installed | grep -qx wasm32-unknown-unknown; then
  say "adding nightly's wasm32-unknown-unknown target"
  rustup target add wasm32-unknown-unknown --toolchain nightly
fi

# The fuzz targets (scripts/fuzz.sh) need cargo-fuzz.
if [ "${FOLKGAMES_SKIP_FUZZ:-}" != 1 ]; then
  if ! cargo fuzz --version >/dev/null 2>&1; then
    say "installing cargo-fuzz (a few minutes, once)"
    cargo install --quiet cargo-fuzz
  fi
fi

# npm dependencies (binaryen's wasm-opt, the test tools).
if [ ! -d node_modules ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
  say "installing npm dependencies"
  npm ci --no-audit --no-fund --loglevel=error
fi

# The browser tests drive Debian's Chromium; Playwright cannot download its own here.
if [ "${FOLKGAMES_SKIP_BROWSER:-}" != 1 ] && [ ! -x /usr/bin/chromium ]; then
  say "installing Debian's chromium for the browser tests"
  if [ "$(id -u)" = 0 ]; then SUDO=""; else SUDO="sudo"; fi
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq chromium >/dev/null
fi

# Fonts for the Khmer and Arabic words (the element names them in its font stack, styles.js), so
# the browser tests and the screenshots show real glyphs, not boxes.
if [ "${FOLKGAMES_SKIP_BROWSER:-}" != 1 ] && ! dpkg -s fonts-khmeros fonts-noto-core >/dev/null 2>&1; then
  say "installing Debian's Khmer and Arabic fonts (fonts-khmeros, fonts-noto-core)"
  if [ "$(id -u)" = 0 ]; then SUDO=""; else SUDO="sudo"; fi
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq fonts-khmeros fonts-noto-core >/dev/null
fi
