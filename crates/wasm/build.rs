//! Writes `catalogue()` (src/catalogue.rs, the one home of every game's names, options, board
//! and presets) as compact JSON text into OUT_DIR, natively, at build time. The facade's
//! `catalogue` export parses that text with the platform's JSON.parse: the module carries the
//! text (2.7 KB gzipped) instead of the code that builds the catalogue and serializes it
//! (its types, the presets' map, serde's code for each; BENCHMARKS.md, Size). serde_json writes
//! the same fields in the same order as serde-wasm-bindgen's JSON-compatible serializer did
//! (both follow the types' Serialize), as tests/node/api.test.js checks against the fixture.

fn main() {
    let json = serde_json::to_string(&folkgames::catalogue::catalogue())
        .expect("the catalogue serializes");
    let out = std::path::Path::new(&std::env::var_os("OUT_DIR").expect("cargo sets OUT_DIR"))
        .join("catalogue.json");
    std::fs::write(out, json).expect("OUT_DIR is writable");
    // Rerun when the engine changes (cargo rebuilds this script then) or this file does.
    println!("cargo::rerun-if-changed=build.rs");
}
