# How cargo builds the page's module (sourced by scripts/build.sh and bench/wasm-size.mjs, so that
# the size bench links the very module the build ships). On nightly, with the standard library
# built from source for it (rust-src: scripts/setup.sh) and a panic that traps at once instead of
# formatting its message: the std code a panic's message needs (core::fmt's Debug of
# locations and payloads, the panic machinery) leaves the module, 24 KB raw and 9 KB gzipped
# (BENCHMARKS.md). The page's module has aborted on a panic since it was split (profile release:
# panic = "abort"): a panic was an `unreachable` trap before and is one now, with no message in
# either case. The computer's module stays on stable (built for speed, not size).
PAGE_TOOLCHAIN=nightly
PAGE_RUSTFLAGS="-Zunstable-options -Cpanic=immediate-abort"
PAGE_CARGO_ARGS=(-Zbuild-std=std,panic_abort)
