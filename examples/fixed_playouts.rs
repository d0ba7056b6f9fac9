//! A fixed amount of work for profilers (`perf stat -e task-clock`, `perf record`), where the
//! timed bench's wall-clock figures are too noisy: `cargo run --release --example fixed_playouts
//! -- kpe '{}' 100000`.
use folkgames::json;
use folkgames::playout::playouts;

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let id = args.first().map_or("kpe", String::as_str);
    let opts = json::parse(args.get(1).map_or("{}", String::as_str)).unwrap_or(json::Value::Null);
    let n = args.get(2).and_then(|s| s.parse().ok()).unwrap_or(100_000);
    match playouts(id, &opts, n, 1) {
        Ok(b) => println!("{} games, {} moves", b.games, b.moves),
        Err(e) => eprintln!("{e}"),
    }
}
