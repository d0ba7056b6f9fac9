//! The wasm-bindgen facade (filled in next).
