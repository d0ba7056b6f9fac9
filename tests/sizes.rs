//! Memory per game object (issue 8: a game object <= 4 KB plus its history): the size of each
//! rules state and of a `GameOf` holding it, without the history's heap part.
use folkgames::games::{bay_khom::BayKhom, kpe::Kpe, siryu::Siryu};
use folkgames::{Game, GameOf};
use std::mem::size_of;

#[test]
fn game_objects_fit_in_4_kb() {
    let sizes = [
        ("Kpe", size_of::<Kpe>()),
        ("BayKhom", size_of::<BayKhom>()),
        ("Siryu", size_of::<Siryu>()),
        ("GameOf<Kpe>", size_of::<GameOf<Kpe>>()),
        ("GameOf<BayKhom>", size_of::<GameOf<BayKhom>>()),
        ("GameOf<Siryu>", size_of::<GameOf<Siryu>>()),
        ("Game", size_of::<Game>()),
    ];
    for (name, bytes) in sizes {
        println!("{name}: {bytes} B");
        assert!(bytes <= 4096, "{name} is {bytes} B, over 4 KB");
    }
}
