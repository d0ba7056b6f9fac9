//! Arbitrary bytes drive a game of this kind (see folkgames_fuzz::drive): never a panic, and
//! every invariant after every step.
#![no_main]
use folkgames::games::siryu::Siryu;
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| folkgames_fuzz::drive::<Siryu>(data));
