//! `catalogue()`: every game with its names, players, rulesets (with sources) and options.
//! Kept as data, written once as JSON.

use crate::prelude::*;

pub struct OptionInfo {
    pub name: &'static str,
    /// "integer", "boolean" or "string".
    pub kind: &'static str,
    /// For strings, the allowed values; for integers, [min, max] as text.
    pub values: &'static [&'static str],
    pub default: &'static str,
    pub description: &'static str,
}

pub struct RulesetInfo {
    pub id: &'static str,
    pub name: &'static str,
    pub source: &'static str,
    pub description: &'static str,
}

pub struct GameInfo {
    pub id: &'static str,
    pub name: &'static str,
    pub name_en: &'static str,
    pub name_fr: &'static str,
    pub origin: &'static str,
    pub origin_fr: &'static str,
    pub min_players: u8,
    pub max_players: u8,
    pub rulesets: &'static [RulesetInfo],
    pub options: &'static [OptionInfo],
}

const FIRST_PLAYER: OptionInfo = OptionInfo {
    name: "firstPlayer",
    kind: "integer",
    values: &["0", "1"],
    default: "0",
    description: "Who moves first: 0 (South) or 1 (North).",
};

pub const GAMES: &[GameInfo] = &[
    GameInfo {
        id: "kpe",
        name: "Kpé",
        name_en: "Kpé",
        name_fr: "Kpé",
        origin: "Bété, Ivory Coast",
        origin_fr: "Bété, Côte d'Ivoire",
        min_players: 2,
        max_players: 2,
        rulesets: &[RulesetInfo {
            id: "climent",
            name: "Kpé (Climent Tondo)",
            source: "Mancala World, after J. Climent Tondo (2012)",
            description: "2x4 mancala: open all four pits before capturing 2s and 4s; feed an empty opponent.",
        }],
        options: &[
            FIRST_PLAYER,
            OptionInfo {
                name: "skipOrigin",
                kind: "boolean",
                values: &[],
                default: "false",
                description: "Skip the starting pit when sowing 8 or more stones (the Awalé habit; not in the source).",
            },
            OptionInfo {
                name: "noCaptureLimit",
                kind: "integer",
                values: &["0", "100000"],
                default: "200",
                description: "Plies in a row without a capture that end the game (0: no limit).",
            },
        ],
    },
    GameInfo {
        id: "bay-khom",
        name: "Bày Khòm",
        name_en: "Bay Khom (Cambodian mancala)",
        name_fr: "Bày Khòm (jeu de semailles cambodgien)",
        origin: "Cambodia",
        origin_fr: "Cambodge",
        min_players: 2,
        max_players: 2,
        rulesets: &[
            RulesetInfo {
                id: "poree-maspero",
                name: "Porée-Maspero (several rounds)",
                source: "Porée-Maspero 1962: 65-66",
                description: "Relay sowing and chained captures over several rounds; the loser's unfillable houses drop out.",
            },
            RulesetInfo {
                id: "mancala-world",
                name: "Mancala World (one round)",
                source: "Mancala World (R. Gering)",
                description: "The same sowing and captures in a single round; the larger total wins.",
            },
        ],
        options: &[
            FIRST_PLAYER,
            OptionInfo {
                name: "roundStarter",
                kind: "string",
                values: &["fewer-houses", "alternate"],
                default: "fewer-houses",
                description: "Who starts each new round: the player who filled fewer houses, or alternately.",
            },
        ],
    },
    GameInfo {
        id: "siryu",
        name: "Siryu",
        name_en: "Siryu (pilgrimage race)",
        name_fr: "Siryu (course du pèlerinage)",
        origin: "Tabelbala, Algeria",
        origin_fr: "Tabelbala, Algérie",
        min_players: 2,
        max_players: 8,
        rulesets: &[RulesetInfo {
            id: "champault",
            name: "Champault",
            source: "Champault 1969: 353-355",
            description: "A race to Mecca past the Minaret with six stick dice; sirs start pieces and move them through the stations.",
        }],
        options: &[
            OptionInfo {
                name: "players",
                kind: "integer",
                values: &["2", "8"],
                default: "2",
                description: "Number of players, 2 to 8.",
            },
            OptionInfo {
                name: "firstPlayer",
                kind: "integer",
                values: &["0", "7"],
                default: "0",
                description: "The seat that throws first (0 to players - 1).",
            },
            OptionInfo {
                name: "stationSirs",
                kind: "integer",
                values: &["1", "3"],
                default: "3",
                description: "Sirs needed at each station: 3 (Champault) or 1 (a short pilgrimage, not from the source).",
            },
        ],
    },
];

pub fn catalogue_json() -> String {
    let mut w = crate::json::Writer::new();
    w.begin_array();
    for g in GAMES {
        w.begin_object();
        w.key("id").str(g.id);
        w.key("name").str(g.name);
        w.key("names")
            .begin_object()
            .key("native")
            .str(g.name)
            .key("en")
            .str(g.name_en)
            .key("fr")
            .str(g.name_fr)
            .end_object();
        w.key("origin").str(g.origin);
        w.key("origins")
            .begin_object()
            .key("en")
            .str(g.origin)
            .key("fr")
            .str(g.origin_fr)
            .end_object();
        w.key("players")
            .begin_object()
            .key("min")
            .int(g.min_players as i64)
            .key("max")
            .int(g.max_players as i64)
            .end_object();
        w.key("rulesets").begin_array();
        for r in g.rulesets {
            w.begin_object()
                .key("id")
                .str(r.id)
                .key("name")
                .str(r.name)
                .key("source")
                .str(r.source);
            w.key("description").str(r.description).end_object();
        }
        w.end_array();
        w.key("options").begin_array();
        for o in g.options {
            w.begin_object()
                .key("name")
                .str(o.name)
                .key("type")
                .str(o.kind);
            match o.kind {
                "string" => {
                    w.key("values").begin_array();
                    for v in o.values {
                        w.str(v);
                    }
                    w.end_array();
                    w.key("default").str(o.default);
                }
                "integer" => {
                    w.key("min")
                        .raw(o.values.first().copied().unwrap_or("0"))
                        .key("max")
                        .raw(o.values.get(1).copied().unwrap_or("0"))
                        .key("default")
                        .raw(o.default);
                }
                _ => {
                    w.key("default").raw(o.default);
                }
            }
            w.key("description").str(o.description).end_object();
        }
        w.end_array();
        w.end_object();
    }
    w.end_array();
    w.finish()
}
