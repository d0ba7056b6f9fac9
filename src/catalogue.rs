//! `catalogue()`: every game with its names, origins, players, rulesets (with their sources),
//! options (kinds, ranges, defaults, descriptions), presets (named sets of options, such as
//! `visit`) and how long a game lasts under the defaults and under each preset. The option specs
//! are the ones the games check their options against, so the catalogue cannot say what a game
//! does not do; the presets' options are checked against them too (the tests below).
//!
//! The durations are measured, never typed: `folkgames-analyze durations` plays the games and
//! writes src/durations.rs, and the tool's tests fail when that file no longer matches what it
//! measures.

use crate::games::{bay_khom, kpe, siryu};
use crate::options::{Choice, OptionSpec, FIRST_OF_TWO};
use serde::Serialize;
use std::collections::BTreeMap;

#[rustfmt::skip] // written by the analysis tool, compared by its test as written
#[path = "durations.rs"]
mod durations;
pub use durations::{DURATION_GAMES, DURATION_PERCENTILE, DURATION_SEED};

/// A name in each language the demo speaks.
#[derive(Clone, Copy, Debug, Serialize)]
#[cfg_attr(feature = "ts", derive(tsify::Tsify))]
pub struct Names {
    /// The game's own spelling, with its diacritics.
    pub native: &'static str,
    pub en: &'static str,
    pub fr: &'static str,
}

#[derive(Clone, Copy, Debug, Serialize)]
#[cfg_attr(feature = "ts", derive(tsify::Tsify))]
pub struct Origins {
    pub en: &'static str,
    pub fr: &'static str,
}

#[derive(Clone, Copy, Debug, Serialize)]
#[cfg_attr(feature = "ts", derive(tsify::Tsify))]
pub struct Players {
    pub min: u32,
    pub max: u32,
}

#[derive(Clone, Copy, Debug, Serialize)]
#[cfg_attr(feature = "ts", derive(tsify::Tsify))]
pub struct RulesetInfo {
    pub id: &'static str,
    pub name: &'static str,
    pub source: &'static str,
    pub description: &'static str,
}

/// One value of a preset's options: a number, a boolean or a name, as the option's spec says.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "ts", derive(tsify::Tsify))]
#[serde(untagged)]
pub enum PresetValue {
    Integer(u32),
    Boolean(bool),
    Name(&'static str),
}

/// The median and a high percentile (`DURATION_PERCENTILE`) of a count over measured games.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "ts", derive(tsify::Tsify))]
pub struct Spread {
    pub median: u32,
    pub high: u32,
}

/// How long a game lasts, measured by `folkgames-analyze durations`: `games` games of the
/// computer's default level (`level`) against itself, from seed `DURATION_SEED`, one seat
/// standing for a person (the seat turns with each game). `plies` counts every record of the
/// game's history (Siryu's throws included); `decisions` the person's plies with more than one
/// legal move (what a person stops to choose).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "ts", derive(tsify::Tsify))]
pub struct GameDuration {
    pub games: u32,
    pub level: &'static str,
    /// Which percentile `high` is (99: one game in a hundred lasts longer).
    pub percentile: u32,
    pub plies: Spread,
    pub decisions: Spread,
}

/// A named set of options for a game (docs/api.md `Preset`): `visit`, a game sized for a visit
/// (a museum's kiosk, a first game).
#[derive(Clone, Debug, Serialize)]
#[cfg_attr(feature = "ts", derive(tsify::Tsify))]
pub struct Preset {
    pub id: &'static str,
    pub description: &'static str,
    /// Options as `new Game` takes them (names of the game's option specs).
    #[cfg_attr(
        feature = "ts",
        tsify(type = "Record<string, number | boolean | string>")
    )]
    pub options: BTreeMap<&'static str, PresetValue>,
    /// How long a game with these options lasts; null if not measured yet.
    pub duration: Option<GameDuration>,
}

/// The id of the preset for a visit.
pub const VISIT: &str = "visit";

/// The measured duration of game `id` under `preset` ("default": the default options).
pub fn duration(id: &str, preset: &str) -> Option<GameDuration> {
    durations::MEASURED
        .iter()
        .find(|(g, p, _)| *g == id && *p == preset)
        .map(|&(_, _, d)| d)
}

fn visit(
    game: &'static str,
    description: &'static str,
    options: &[(&'static str, PresetValue)],
) -> Preset {
    Preset {
        id: VISIT,
        description,
        options: options.iter().copied().collect(),
        duration: duration(game, VISIT),
    }
}

/// One game of `catalogue()` (docs/api.md `GameInfo`).
#[derive(Clone, Debug, Serialize)]
#[cfg_attr(feature = "ts", derive(tsify::Tsify))]
pub struct GameInfo {
    pub id: &'static str,
    pub name: &'static str,
    pub names: Names,
    pub origin: &'static str,
    pub origins: Origins,
    pub players: Players,
    /// The default first.
    pub rulesets: Vec<RulesetInfo>,
    pub options: Vec<OptionSpec>,
    /// How long a game with the default options lasts; null if not measured yet.
    pub duration: Option<GameDuration>,
    pub presets: Vec<Preset>,
}

/// The id of ruleset `r`, as its option's values name it.
fn ruleset<T: Choice>(
    r: T,
    name: &'static str,
    source: &'static str,
    description: &'static str,
) -> RulesetInfo {
    RulesetInfo {
        id: r.name(),
        name,
        source,
        description,
    }
}

/// Every game, in the order of docs/api.md.
pub fn catalogue() -> Vec<GameInfo> {
    vec![
        GameInfo {
            id: "kpe",
            name: "Kpé",
            names: Names {
                native: "Kpé",
                en: "Kpé",
                fr: "Kpé",
            },
            origin: "Bété, Ivory Coast",
            origins: Origins {
                en: "Bété, Ivory Coast",
                fr: "Bété, Côte d’Ivoire",
            },
            players: Players { min: 2, max: 2 },
            rulesets: vec![ruleset(
                kpe::KpeRuleset::Climent,
                "Kpé (Climent Tondo)",
                "Mancala World, after J. Climent Tondo (2012)",
                "2x4 mancala: open all four pits before capturing 2s and 4s; feed an empty opponent.",
            )],
            options: vec![
                FIRST_OF_TWO.into(),
                kpe::SKIP_ORIGIN.into(),
                kpe::NO_CAPTURE_LIMIT.into(),
            ],
            duration: duration("kpe", "default"),
            // Kpé's default game is short already (docs/rules/kpe.md).
            presets: vec![visit(
                "kpe",
                "The default game: it already fits a visit.",
                &[],
            )],
        },
        GameInfo {
            id: "bay-khom",
            name: "Bày Khòm",
            names: Names {
                native: "Bày Khòm",
                en: "Bay Khom (Cambodian mancala)",
                fr: "Bày Khòm (jeu de semailles cambodgien)",
            },
            origin: "Cambodia",
            origins: Origins {
                en: "Cambodia",
                fr: "Cambodge",
            },
            players: Players { min: 2, max: 2 },
            rulesets: vec![
                ruleset(
                    bay_khom::Ruleset::PoreeMaspero,
                    "Porée-Maspero (several rounds)",
                    "Porée-Maspero 1962: 65-66",
                    "Relay sowing and chained captures over several rounds; the loser's unfillable houses drop out.",
                ),
                ruleset(
                    bay_khom::Ruleset::MancalaWorld,
                    "Mancala World (one round)",
                    "Mancala World (R. Gering)",
                    "The same sowing and captures in a single round; the larger total wins.",
                ),
            ],
            options: vec![
                FIRST_OF_TWO.into(),
                bay_khom::ROUND_STARTER.into(),
                bay_khom::HEAD_START.into(),
                bay_khom::ROUND_END.into(),
            ],
            duration: duration("bay-khom", "default"),
            presets: vec![visit(
                "bay-khom",
                "A single round (Mancala World) in which a move may start from the head too (headStart): the computer's answer to the first move cannot end the game, as a sweep that empties South's houses does otherwise.",
                &[
                    ("ruleset", PresetValue::Name(bay_khom::Ruleset::MancalaWorld.name())),
                    (bay_khom::HEAD_START.name, PresetValue::Boolean(true)),
                ],
            )],
        },
        GameInfo {
            id: "siryu",
            name: "Siryu",
            names: Names {
                native: "Siryu",
                en: "Siryu (pilgrimage race)",
                fr: "Siryu (course du pèlerinage)",
            },
            origin: "Tabelbala, Algeria",
            origins: Origins {
                en: "Tabelbala, Algeria",
                fr: "Tabelbala, Algérie",
            },
            players: Players {
                min: siryu::MIN_PLAYERS as u32,
                max: siryu::MAX_PLAYERS as u32,
            },
            rulesets: vec![ruleset(
                siryu::SiryuRuleset::Champault,
                "Champault",
                "Champault 1969: 353-355",
                "A race to Mecca past the Minaret with six stick dice; sirs start pieces and move them through the stations.",
            )],
            options: vec![
                siryu::PLAYERS.into(),
                siryu::FIRST_PLAYER.into(),
                siryu::STATION_SIRS.into(),
                siryu::OWN_SENT_BACK.into(),
                siryu::DEPARTURE.into(),
                siryu::BONUS_SIR.into(),
            ],
            duration: duration("siryu", "default"),
            presets: vec![visit(
                "siryu",
                "The short pilgrimage: one sir at each station instead of three.",
                &[(
                    siryu::STATION_SIRS.name,
                    PresetValue::Integer(siryu::STATION_SIRS_SHORT as u32),
                )],
            )],
        },
    ]
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A preset names only options of its game's specs, each with a value of the spec's kind
    /// and range (the ruleset among the game's rulesets).
    #[test]
    fn every_preset_is_checked_against_the_option_specs() {
        for g in catalogue() {
            for p in &g.presets {
                for (name, value) in &p.options {
                    let ok = if *name == "ruleset" {
                        matches!(value, PresetValue::Name(r) if g.rulesets.iter().any(|x| x.id == *r))
                    } else {
                        let spec = g.options.iter().find(|o| o.name() == *name);
                        match (spec, value) {
                            (
                                Some(OptionSpec::Integer { min, max, .. }),
                                PresetValue::Integer(v),
                            ) => (min..=max).contains(&v),
                            (Some(OptionSpec::Boolean { .. }), PresetValue::Boolean(_)) => true,
                            (Some(OptionSpec::String { values, .. }), PresetValue::Name(v)) => {
                                values.contains(v)
                            }
                            _ => false,
                        }
                    };
                    assert!(ok, "{} preset {}: {name} = {value:?}", g.id, p.id);
                }
            }
        }
    }

    /// Every game has a visit preset, and every game and preset a measured duration.
    #[test]
    fn every_game_has_a_visit_preset_and_durations() {
        for g in catalogue() {
            assert!(g.presets.iter().any(|p| p.id == VISIT), "{}", g.id);
            assert!(g.duration.is_some(), "{}: no duration", g.id);
            for p in &g.presets {
                let d = p
                    .duration
                    .unwrap_or_else(|| panic!("{} {}: no duration", g.id, p.id));
                assert!(d.plies.median <= d.plies.high && d.decisions.high <= d.plies.high);
            }
        }
    }

    #[test]
    fn visit_is_the_single_round_from_the_head_for_bay_khom() {
        let b = catalogue()
            .into_iter()
            .find(|g| g.id == "bay-khom")
            .unwrap();
        let v = &b.presets[0];
        assert_eq!(
            v.options.get("ruleset"),
            Some(&PresetValue::Name(bay_khom::Ruleset::MancalaWorld.name()))
        );
    }
}
