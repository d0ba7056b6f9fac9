//! docs/analysis/README.md and its plots, made from the suite's results (results.json), and the
//! demo's facts (www/analysis.json). Nothing here measures: it only formats what the run found.

use crate::results::{write_json, Ladder, Results, Row};
use crate::summary::Summary;
use folkgames::GameId;
use plotters::prelude::*;
use serde::Serialize;
use std::fmt::Write as _;
use std::path::Path;

/// `npm run analyze`'s page and the demo's facts again from its results.json.
pub fn write_from(results: &Path, out: &Path, facts_path: &Path) -> Result<(), String> {
    let text =
        std::fs::read_to_string(results).map_err(|e| format!("{}: {e}", results.display()))?;
    let results: Results = serde_json::from_str(&text).map_err(|e| e.to_string())?;
    write(&results, out)?;
    write_json(facts_path, &facts(&results))
}

fn pct(x: Option<f64>) -> String {
    x.map_or("–".into(), |x| format!("{:.1}%", 100.0 * x))
}

fn num(x: Option<f64>, digits: usize) -> String {
    x.map_or("–".into(), |x| format!("{x:.digits$}"))
}

fn game_name(g: GameId) -> &'static str {
    g.name()
}

fn reasons(s: &Summary) -> String {
    s.reasons
        .iter()
        .map(|(k, v)| format!("{k} {}", pct(crate::summary::ratio(*v, s.games))))
        .collect::<Vec<_>>()
        .join(", ")
}

fn rounds(s: &Summary) -> String {
    match &s.rounds {
        None => "–".into(),
        Some(r) => {
            let ends: u64 = r.ends.values().sum();
            let list = r
                .ends
                .iter()
                .map(|(k, v)| format!("{k} {}", pct(crate::summary::ratio(*v, ends))))
                .collect::<Vec<_>>()
                .join(", ");
            format!("{} ({list})", num(r.mean, 1))
        }
    }
}

fn seat_wins(s: &Summary) -> String {
    s.wins
        .iter()
        .map(|w| pct(crate::summary::ratio(*w, s.games)))
        .collect::<Vec<_>>()
        .join(" / ")
}

/// The table of a section of variants (random or strong play).
fn variants_table(out: &mut String, rows: &[Row], strong: bool) {
    let _ = writeln!(
        out,
        "| game | variant | games | plies: mean ± sd | median [min-max] | wins by seat | draws | advantage | balance | completion | how games ended | rounds (how they ended) | branching | decision moves | lead changes / game | decisiveness |{}",
        if strong { " different games |" } else { "" }
    );
    let _ = writeln!(out, "|{}", " --- |".repeat(if strong { 17 } else { 16 }));
    for r in rows {
        let s = &r.summary;
        let m = &s.metrics;
        let _ = write!(
            out,
            "| {} | {} | {} | {} ± {} | {} [{}-{}] | {} | {} | {} | {} | {} | {} | {} | {} | {} | {} | {} |",
            game_name(s.game),
            r.label,
            s.games,
            num(s.plies.mean, 1),
            num(s.plies.sd, 1),
            s.plies.p50.unwrap_or(0),
            s.plies.min.unwrap_or(0),
            s.plies.max.unwrap_or(0),
            seat_wins(s),
            pct(m.drawishness),
            pct(m.advantage),
            num(m.balance, 3),
            pct(m.completion),
            reasons(s),
            rounds(s),
            num(m.branching, 2),
            pct(m.decision_moves),
            num(m.lead_changes, 1),
            pct(m.decisiveness),
        );
        if strong {
            let _ = write!(out, " {} |", pct(m.distinct));
        }
        out.push('\n');
    }
    out.push('\n');
}

/// How often the stronger of two players won their match.
fn match_line(out: &mut String, m: &Summary) {
    let [a, b] = &m.results[..] else {
        return;
    };
    let _ = writeln!(
        out,
        "| {} | {} | {} | {} | {} | {} | {} | {} |",
        b.player,
        a.player,
        m.games,
        pct(crate::summary::ratio(b.wins, m.games)),
        pct(crate::summary::ratio(b.draws, m.games)),
        pct(crate::summary::ratio(a.wins, m.games)),
        num(m.plies.mean, 1),
        pct(m.metrics.distinct),
    );
}

fn ladder_section(out: &mut String, l: &Ladder) {
    let _ = writeln!(out, "### {}\n", l.label);
    let _ = writeln!(
        out,
        "| player | Elo | 95% interval | games | score |\n| --- | --- | --- | --- | --- |"
    );
    for (p, r) in l.players.iter().zip(&l.ratings) {
        let (games, points) = l
            .matches
            .iter()
            .flat_map(|m| m.results.iter())
            .filter(|e| e.player == *p)
            .fold((0u64, 0u64), |(g, s), e| {
                (g + e.games, s + 2 * e.wins + e.draws)
            });
        let _ = writeln!(
            out,
            "| {p} | {:.0} | {:.0} to {:.0} | {games} | {} |",
            r.elo,
            r.low,
            r.high,
            pct(crate::summary::ratio(points, 2 * games))
        );
    }
    let _ = writeln!(
        out,
        "\n| stronger | weaker | games | stronger won | drawn | weaker won | plies (mean) | different games |\n| --- | --- | --- | --- | --- | --- | --- | --- |"
    );
    // Each player against the one below it, then every other pair.
    let next = |m: &&Summary| {
        let i = |p: &str| l.players.iter().position(|x| x == p).unwrap_or(0);
        match &m.results[..] {
            [a, b] => i(&b.player) == i(&a.player) + 1,
            _ => false,
        }
    };
    for m in l.matches.iter().filter(next) {
        match_line(out, m);
    }
    for m in l.matches.iter().filter(|m| !next(m)) {
        match_line(out, m);
    }
    out.push('\n');
}

/// Siryu: how often `hard` beats random players, against chance alone.
fn luck_table(out: &mut String, rows: &[Row]) {
    let _ = writeln!(out, "| players | games | hard won | chance alone (1 / players) | skill share | luck share | plies (mean) |\n| --- | --- | --- | --- | --- | --- | --- |");
    for r in rows {
        let s = &r.summary;
        let Some(l) = luck_of(s) else { continue };
        let _ = writeln!(
            out,
            "| {} | {} | {} | {} | {} | {} | {} |",
            l.players,
            s.games,
            pct(Some(l.won)),
            pct(Some(1.0 / l.players as f64)),
            pct(Some(l.skill)),
            pct(Some(1.0 - l.skill)),
            num(s.plies.mean, 0)
        );
    }
    out.push('\n');
}

/// What a hard-against-random run says of luck.
pub struct Luck {
    pub players: usize,
    /// Hard's share of wins.
    pub won: f64,
    /// (won - 1/players) / (1 - 1/players): 0 when skill changes nothing, 1 when it always wins.
    pub skill: f64,
}

pub fn luck_of(s: &Summary) -> Option<Luck> {
    let players = s.wins.len();
    let hard = s.results.first()?;
    let won = crate::summary::ratio(hard.wins, hard.games)?;
    let chance = 1.0 / players as f64;
    Some(Luck {
        players,
        won,
        skill: (won - chance) / (1.0 - chance),
    })
}

fn probes_table(out: &mut String, rows: &[Row]) {
    let _ = writeln!(out, "| check | games | results (wins, draws, losses) | plies: mean, median [min-max] | how games ended | different games |\n| --- | --- | --- | --- | --- | --- |");
    for r in rows {
        let s = &r.summary;
        let res = s
            .results
            .iter()
            .map(|e| format!("{} {}-{}-{}", e.player, e.wins, e.draws, e.losses))
            .collect::<Vec<_>>()
            .join("; ");
        let _ = writeln!(
            out,
            "| {} | {} | {res} | {}, {} [{}-{}] | {} | {} |",
            r.label,
            s.games,
            num(s.plies.mean, 1),
            s.plies.p50.unwrap_or(0),
            s.plies.min.unwrap_or(0),
            s.plies.max.unwrap_or(0),
            reasons(s),
            pct(s.metrics.distinct)
        );
    }
    out.push('\n');
}

/// Writes README.md and the plots into `out`.
pub fn write(r: &Results, out: &Path) -> Result<(), String> {
    let plots = out.join("plots");
    std::fs::create_dir_all(&plots).map_err(|e| format!("{}: {e}", plots.display()))?;
    lengths_plot(r, &plots.join("lengths.svg"))?;
    ladder_plot(r, &plots.join("ladder.svg"))?;
    advantage_plot(r, &plots.join("advantage.svg"))?;
    let mut p = String::new();
    let _ = writeln!(
        p,
        "# What self-play says about the games\n\n\
         *Made by `folkgames-analyze page` from [results.json](results.json), which `{}` wrote \
         (seed {}{}); do not edit by hand. What each figure means: [metrics.md](metrics.md). \
         What it teaches, with the reasons behind the surprising results: \
         [findings.md](findings.md). Perfect play: [endgames.md](endgames.md) (Kpé's endgames) \
         and [solve.md](solve.md) (Kpé by retrograde analysis).*\n",
        r.command,
        r.seed,
        if r.quick {
            "; a quick run, with few games"
        } else {
            ""
        }
    );
    let _ = writeln!(p, "## Random play\n\nEvery seat plays uniformly among its legal moves; throws come from the game's generator. {} games per row ({} with 8 players).\n", r.sizes.random, r.sizes.random / 10);
    variants_table(&mut p, &r.random, false);
    let _ = writeln!(
        p,
        "![Lengths of games](plots/lengths.svg)\n\n![First player's share](plots/advantage.svg)\n"
    );
    let _ = writeln!(p, "## Strong play\n\n`hard` against `hard`, seats turned game by game; each seat's suggestions are seeded from the game's seed, so that games may differ. Games per row: Kpé {}, Bày Khòm Porée-Maspero {}, Mancala World {}, Siryu {} with 2 players (fewer with more players).\n", r.sizes.strong[0], r.sizes.strong[1], r.sizes.strong[2], r.sizes.strong[3]);
    variants_table(&mut p, &r.strong, true);
    let _ = writeln!(p, "## Luck in Siryu\n\n`hard` against random players (one `hard` seat, the others random, seats turned).\n");
    luck_table(&mut p, &r.luck);
    let _ = writeln!(p, "## The ladder of opponents\n\nA round robin per game and ruleset between `random`, `easy`, `medium`, `hard` and `hard*10` (`hard` with ten times its node budget, the reference), seats alternated. Elo by the Bradley-Terry model, fitted by maximum likelihood with BayesElo's prior of two virtual draws per pair, `random` at 0; 95% intervals from the likelihood's curvature ([metrics.md](metrics.md#elo-ratings)).\n\n![Ladder](plots/ladder.svg)\n");
    let base = crate::results::LADDER_PLAYERS.split(',').count();
    if r.ladders.iter().any(|l| l.players.len() > base) {
        let _ = writeln!(p, "Players after `hard*10` were added to a ladder later by `folkgames-analyze ladder-add`, with fewer games per pair than the suite plays (the games column says how many): `expert` is `hard` with 25 times its node budget in Kpé (12.5 in Bày Khòm, 3.75 in Siryu) and, in Kpé, the perfect endgames ([endgames.md](endgames.md); how many games each ladder could afford: [endgames.md](endgames.md#expert-on-the-ladders)).\n");
    }
    // Players added to some ladders but not to this one.
    let added: Vec<&String> = r
        .ladders
        .iter()
        .flat_map(|l| l.players.iter().skip(base))
        .fold(Vec::new(), |mut v, p| {
            if !v.contains(&p) {
                v.push(p);
            }
            v
        });
    for l in &r.ladders {
        ladder_section(&mut p, l);
        let missing: Vec<String> = added
            .iter()
            .filter(|a| !l.players.contains(a))
            .map(|a| format!("`{a}`"))
            .collect();
        if !missing.is_empty() {
            let _ = writeln!(p, "Not on this ladder yet: {} (its games here take too long for the time the run had: [endgames.md](endgames.md#expert-on-the-ladders)).\n", missing.join(", "));
        }
    }
    let _ = writeln!(p, "## Checks of the levels\n\n`hard@0` is `hard` playing its best move always (no near-equal margin, as before this analysis); fixed seats where the check says \"first seat\".\n");
    probes_table(&mut p, &r.probes);
    std::fs::write(out.join("README.md"), p).map_err(|e| e.to_string())
}

fn err(e: impl std::fmt::Display) -> String {
    e.to_string()
}

/// The length histograms of random play for each game's defaults, with strong play's mean.
fn lengths_plot(r: &Results, path: &Path) -> Result<(), String> {
    let root = SVGBackend::new(path, (1000, 640)).into_drawing_area();
    root.fill(&WHITE).map_err(err)?;
    let panels = root.split_evenly((2, 2));
    let defaults = [
        (GameId::Kpe, "defaults"),
        (GameId::BayKhom, "Porée-Maspero (defaults)"),
        (GameId::BayKhom, "Mancala World"),
        (GameId::Siryu, "2 players (defaults)"),
    ];
    for (area, (game, label)) in panels.iter().zip(defaults) {
        let find = |rows: &[Row]| {
            rows.iter()
                .find(|x| x.summary.game == game && x.label == label)
                .cloned()
        };
        let Some(random) = find(&r.random) else {
            continue;
        };
        let strong = find(&r.strong);
        let hist = &random.summary.tally.plies;
        let (lo, hi) = (
            *hist.keys().next().unwrap_or(&0),
            *hist.keys().next_back().unwrap_or(&1),
        );
        let bins = 40u64;
        let width = ((hi - lo) / bins).max(1);
        let mut counts = vec![0u64; ((hi - lo) / width + 1) as usize];
        for (&k, &v) in hist {
            counts[((k - lo) / width) as usize] += v;
        }
        let n = random.summary.games.max(1) as f64;
        let ymax = counts.iter().copied().max().unwrap_or(1) as f64 / n * 1.1;
        let mut chart = ChartBuilder::on(area)
            .caption(
                format!("{} {}: plies per game", game_name(game), label),
                ("sans-serif", 16),
            )
            .margin(12)
            .x_label_area_size(30)
            .y_label_area_size(50)
            .build_cartesian_2d(lo as f64..(hi + width) as f64, 0f64..ymax)
            .map_err(err)?;
        chart
            .configure_mesh()
            .x_desc("plies")
            .y_desc("share of games")
            .draw()
            .map_err(err)?;
        chart
            .draw_series(counts.iter().enumerate().map(|(i, &c)| {
                let x0 = lo as f64 + (i as u64 * width) as f64;
                Rectangle::new(
                    [(x0, 0.0), (x0 + width as f64, c as f64 / n)],
                    BLUE.mix(0.5).filled(),
                )
            }))
            .map_err(err)?
            .label("random play")
            .legend(|(x, y)| Rectangle::new([(x, y - 5), (x + 12, y + 5)], BLUE.mix(0.5).filled()));
        if let Some(mean) = strong.as_ref().and_then(|s| s.summary.plies.mean) {
            chart
                .draw_series(LineSeries::new(
                    [(mean, 0.0), (mean, ymax)],
                    RED.stroke_width(2),
                ))
                .map_err(err)?
                .label(format!("hard against hard: mean {mean:.0}"))
                .legend(|(x, y)| PathElement::new([(x, y), (x + 14, y)], RED.stroke_width(2)));
        }
        chart
            .configure_series_labels()
            .background_style(WHITE.mix(0.8))
            .border_style(BLACK)
            .draw()
            .map_err(err)?;
    }
    root.present().map_err(err)
}

/// Each ladder's ratings with their 95% intervals.
fn ladder_plot(r: &Results, path: &Path) -> Result<(), String> {
    let root = SVGBackend::new(path, (1000, 640)).into_drawing_area();
    root.fill(&WHITE).map_err(err)?;
    let panels = root.split_evenly((2, 2));
    for (area, l) in panels.iter().zip(&r.ladders) {
        let hi = l.ratings.iter().map(|x| x.high).fold(0.0, f64::max) + 50.0;
        let lo = l.ratings.iter().map(|x| x.low).fold(0.0, f64::min) - 50.0;
        let names = l.players.clone();
        let n = names.len() as i32;
        let mut chart = ChartBuilder::on(area)
            .caption(
                format!("{}: Elo, 95% interval", l.label),
                ("sans-serif", 16),
            )
            .margin(12)
            .x_label_area_size(30)
            .y_label_area_size(50)
            .build_cartesian_2d(-1..n, lo..hi)
            .map_err(err)?;
        chart
            .configure_mesh()
            .x_labels(names.len() + 2)
            .x_label_formatter(&|x| {
                usize::try_from(*x)
                    .ok()
                    .and_then(|i| names.get(i))
                    .cloned()
                    .unwrap_or_default()
            })
            .y_desc("Elo (random = 0)")
            .draw()
            .map_err(err)?;
        chart
            .draw_series(l.ratings.iter().enumerate().map(|(i, x)| {
                ErrorBar::new_vertical(i as i32, x.low, x.elo, x.high, BLUE.filled(), 10)
            }))
            .map_err(err)?;
    }
    root.present().map_err(err)
}

/// The first player's share of the points in every variant, random and strong play.
fn advantage_plot(r: &Results, path: &Path) -> Result<(), String> {
    let labels: Vec<String> = r
        .random
        .iter()
        .map(|x| format!("{} {}", game_name(x.summary.game), x.label))
        .collect();
    let n = labels.len() as i32;
    let root = SVGBackend::new(path, (1000, 140 + 26 * n as u32)).into_drawing_area();
    root.fill(&WHITE).map_err(err)?;
    let mut chart = ChartBuilder::on(&root)
        .caption(
            "First player's share of the points (wins, and half the draws)",
            ("sans-serif", 18),
        )
        .margin(12)
        .x_label_area_size(30)
        .y_label_area_size(330)
        .build_cartesian_2d(0f64..1f64, -1..n)
        .map_err(err)?;
    chart
        .configure_mesh()
        .y_labels(labels.len() + 2)
        .y_label_formatter(&|y| {
            usize::try_from(n - 1 - *y)
                .ok()
                .and_then(|i| labels.get(i))
                .cloned()
                .unwrap_or_default()
        })
        .x_desc("share")
        .draw()
        .map_err(err)?;
    let at = |label: &str, game: GameId| {
        r.random
            .iter()
            .position(|x| x.label == label && x.summary.game == game)
            .map(|i| n - 1 - i as i32)
    };
    let kinds = [
        (&r.random, "random play", BLUE.filled()),
        (&r.strong, "hard against hard", RED.stroke_width(2)),
    ];
    for (rows, label, style) in kinds {
        chart
            .draw_series(rows.iter().filter_map(|x| {
                let y = at(&x.label, x.summary.game)?;
                Some(Circle::new((x.summary.metrics.advantage?, y), 5, style))
            }))
            .map_err(err)?
            .label(label)
            .legend(move |(x, y)| Circle::new((x + 6, y), 5, style));
    }
    chart
        .configure_series_labels()
        .background_style(WHITE.mix(0.8))
        .border_style(BLACK)
        .draw()
        .map_err(err)?;
    root.present().map_err(err)
}

/// One fact for the demo, in English and French, with the figure it rests on.
#[derive(Clone, Debug, Serialize)]
pub struct Fact {
    pub id: &'static str,
    pub value: f64,
    pub en: String,
    pub fr: String,
}

/// A heading in each language the demo speaks.
#[derive(Clone, Debug, Serialize)]
pub struct Title {
    pub en: &'static str,
    pub fr: &'static str,
}

/// The demo's facts (www/analysis.json).
#[derive(Clone, Debug, Serialize)]
pub struct Facts {
    /// Where they come from.
    pub source: String,
    /// The heading the demo shows above them.
    pub title: Title,
    pub kpe: Vec<Fact>,
    #[serde(rename = "bay-khom")]
    pub bay_khom: Vec<Fact>,
    pub siryu: Vec<Fact>,
}

/// A whole number of percent, as each language writes it.
fn percent(x: f64) -> (String, String) {
    let p = (100.0 * x).round();
    (format!("{p:.0}%"), format!("{p:.0}\u{a0}%"))
}

/// Who wins a two-player game, for a visitor: the share of the player who starts, of the other
/// player and of the draws (a game stopped by the tool counts as drawn), in English and French.
fn who_wins(first: f64, drawn: u64, games: u64) -> (String, String) {
    let d = if games == 0 {
        0.0
    } else {
        drawn as f64 / games as f64
    };
    let (first_en, first_fr) = percent(first);
    let (other_en, other_fr) = percent((1.0 - first - d).max(0.0));
    if (100.0 * first).round() >= 100.0 {
        return (
            "the player who starts wins every game".into(),
            "celui qui commence gagne toutes les parties".into(),
        );
    }
    let (draw_en, draw_fr) = if (100.0 * d).round() > 0.0 {
        let (en, fr) = percent(d);
        (
            format!("; {en} are drawn"),
            format!("\u{a0}; {fr} sont nulles"),
        )
    } else {
        (String::new(), String::new())
    };
    (
        format!(
            "the player who starts wins {first_en} of games, the other player {other_en}{draw_en}"
        ),
        format!("celui qui commence gagne {first_fr} des parties, l’autre {other_fr}{draw_fr}"),
    )
}

/// A length rounded to the nearest ten (five below a hundred).
fn about(x: f64) -> f64 {
    let step = if x < 100.0 { 5.0 } else { 10.0 };
    (x / step).round() * step
}

fn find<'a>(rows: &'a [Row], game: GameId, label: &str) -> Option<&'a Summary> {
    rows.iter()
        .find(|r| r.summary.game == game && r.label == label)
        .map(|r| &r.summary)
}

pub fn facts(r: &Results) -> Facts {
    let mut kpe = vec![];
    let mut bay_khom = vec![];
    let mut siryu = vec![];
    if let Some(s) = find(&r.strong, GameId::Kpe, "defaults") {
        if let Some(m) = s.plies.mean {
            let n = about(m);
            kpe.push(Fact {
                id: "strong-length",
                value: m,
                en: format!("Between two strong players a game lasts about {n:.0} moves."),
                fr: format!("Entre deux bons joueurs, une partie dure environ {n:.0} coups."),
            });
        }
        if let Some(w) = crate::summary::ratio(s.tally.first_wins, s.games) {
            let (en, fr) = who_wins(w, s.tally.draws + s.tally.unfinished, s.games);
            kpe.push(Fact {
                id: "strong-first-player",
                value: w,
                en: format!("Between strong players, {en}."),
                fr: format!("Entre bons joueurs, {fr}."),
            });
        }
    }
    if let Some(s) = find(&r.random, GameId::Kpe, "defaults") {
        if let Some(c) = s.metrics.completion {
            let (en, fr) = percent(1.0 - c);
            kpe.push(Fact {
                id: "random-loops",
                value: 1.0 - c,
                en: format!("Played at random, {en} of games would go round in circles without our rule that ends them (a position seen twice, or 200 moves without a capture)."),
                fr: format!("Jouées au hasard, {fr} des parties tourneraient en rond sans notre règle qui les arrête (une position revue, ou 200 coups sans prise)."),
            });
        }
    }
    if let Some(s) = find(&r.strong, GameId::BayKhom, "Porée-Maspero (defaults)") {
        if let (Some(m), Some(rounds)) = (s.plies.mean, s.rounds.as_ref().and_then(|x| x.mean)) {
            let n = about(m);
            bay_khom.push(Fact {
                id: "strong-length",
                value: m,
                en: format!("Between two strong players a game lasts about {n:.0} moves, over {rounds:.0} rounds."),
                fr: format!("Entre deux bons joueurs, une partie dure environ {n:.0} coups, en {rounds:.0} manches."),
            });
        }
    }
    if let Some(s) = find(&r.strong, GameId::BayKhom, "Mancala World") {
        if let Some(w) = crate::summary::ratio(s.tally.first_wins, s.games) {
            let (en, fr) = who_wins(w, s.tally.draws + s.tally.unfinished, s.games);
            bay_khom.push(Fact {
                id: "one-round-first-player",
                value: w,
                en: format!("In the one-round game between strong players, {en}."),
                fr: format!("Dans la partie en une manche entre bons joueurs, {fr}."),
            });
        }
    }
    if let Some(s) = find(&r.random, GameId::BayKhom, "Porée-Maspero (defaults)") {
        if let Some(m) = s.plies.p50 {
            bay_khom.push(Fact {
                id: "random-length",
                value: m as f64,
                en: format!("Played at random, half the games are over within {m} moves: a relay can sweep most of the board in one turn."),
                fr: format!("Jouées au hasard, la moitié des parties sont finies en {m} coups : une relance peut vider presque tout le plateau en un tour."),
            });
        }
    }
    if let Some(l) = r.luck.first().and_then(|x| luck_of(&x.summary)) {
        let (luck_en, luck_fr) = percent(1.0 - l.skill);
        let (won_en, won_fr) = percent(l.won);
        siryu.push(Fact {
            id: "luck",
            value: 1.0 - l.skill,
            en: format!("Luck decides about {luck_en} of a two-player game: the strongest computer player beats one who moves at random in {won_en} of games, where luck alone would give 50%."),
            fr: format!("La chance décide environ {luck_fr} d’une partie à deux : le meilleur joueur de l’ordinateur bat un joueur qui joue au hasard dans {won_fr} des parties, quand la chance seule donnerait 50\u{a0}%."),
        });
    }
    if let Some(s) = find(&r.strong, GameId::Siryu, "2 players (defaults)") {
        if let (Some(m), Some(t)) = (
            s.plies.mean,
            crate::summary::ratio(s.tally.choices, s.games),
        ) {
            let n = about(m);
            let decisions = about(t);
            siryu.push(Fact {
                id: "strong-length",
                value: m,
                en: format!("A game for two lasts about {n:.0} throws and moves, of which about {decisions:.0} are a player's choice of piece."),
                fr: format!("Une partie à deux dure environ {n:.0} lancers et coups, dont environ {decisions:.0} où le joueur choisit sa pièce."),
            });
        }
    }
    Facts {
        title: Title {
            en: "What the computer learnt playing itself",
            fr: "Ce que l’ordinateur a appris en jouant contre lui-même",
        },
        source: format!(
            "docs/analysis/results.json ({}, seed {})",
            r.command, r.seed
        ),
        kpe,
        bay_khom,
        siryu,
    }
}
