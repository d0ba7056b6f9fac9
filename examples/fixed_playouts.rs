//! A fixed amount of work for profilers (`perf stat -e task-clock`, `perf record`), where the
//! timed bench's wall-clock figures are too noisy: `cargo run --release --example fixed_playouts
//! -- kpe '{}' 100000`.
use folkgames::playout::playouts;
use folkgames::Game;
use serde_json::Value;

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let id = args.first().map_or("kpe", String::as_str);
    let opts: Option<Value> = args.get(1).and_then(|s| serde_json::from_str(s).ok());
    let n = args.get(2).and_then(|s| s.parse().ok()).unwrap_or(100_000);
    match Game::create(id, opts.as_ref(), 0) {
        Ok(game) => {
            let b = folkgames::with_game!(&game, s => playouts(s.initial(), n, 1));
            println!("{} games, {} moves", b.games, b.moves);
        }
        Err(e) => eprintln!("{e}"),
    }
}
