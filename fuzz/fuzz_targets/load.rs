//! Arbitrary bytes as a save: `load` never panics, and a save it accepts round-trips.
#![no_main]
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| folkgames_fuzz::load_round_trip(data));
