//! `catalogue()`: every game with its names, origins, players, rulesets (with their sources)
//! and options (kinds, ranges, defaults, descriptions). The option specs are the ones the games
//! check their options against, so the catalogue cannot say what a game does not do.

use crate::games::{bay_khom, kpe, siryu};
use crate::options::{Choice, OptionSpec, FIRST_OF_TWO};
use serde::Serialize;

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
        },
    ]
}
