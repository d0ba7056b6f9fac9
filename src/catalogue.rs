//! `catalogue()` for native users: every game with its native name, players, rulesets and options
//! (types, ranges, defaults). Kept as data, written once as JSON.
//!
//! The JavaScript package does not use it: js/catalogue.js holds the whole public catalogue
//! (these facts and the words people read), so the WebAssembly module carries neither. The words
//! (names in English and French, origins, ruleset names, sources and descriptions, option
//! descriptions) are not here; `catalogue_json()` is the public shape of API.md without them.
//! tests/catalogue_fixture.rs checks it against the package's catalogue
//! (tests/fixtures/catalogue.json), so the two copies cannot drift apart.

use crate::prelude::*;

pub struct OptionInfo {
    pub name: &'static str,
    /// "integer", "boolean" or "string".
    pub kind: &'static str,
    /// For strings, the allowed values; for integers, [min, max] as text.
    pub values: &'static [&'static str],
    pub default: &'static str,
}

pub struct GameInfo {
    pub id: &'static str,
    /// The native spelling, with its diacritics.
    pub name: &'static str,
    pub min_players: u8,
    pub max_players: u8,
    /// The ruleset ids, the default first.
    pub rulesets: &'static [&'static str],
    pub options: &'static [OptionInfo],
}

const FIRST_PLAYER: OptionInfo = OptionInfo {
    name: "firstPlayer",
    kind: "integer",
    values: &["0", "1"],
    default: "0",
};

pub const GAMES: &[GameInfo] = &[
    GameInfo {
        id: "kpe",
        name: "Kpé",
        min_players: 2,
        max_players: 2,
        rulesets: &["climent"],
        options: &[
            FIRST_PLAYER,
            OptionInfo {
                name: "skipOrigin",
                kind: "boolean",
                values: &[],
                default: "false",
            },
            OptionInfo {
                name: "noCaptureLimit",
                kind: "integer",
                values: &["0", "100000"],
                default: "200",
            },
        ],
    },
    GameInfo {
        id: "bay-khom",
        name: "Bày Khòm",
        min_players: 2,
        max_players: 2,
        rulesets: &["poree-maspero", "mancala-world"],
        options: &[
            FIRST_PLAYER,
            OptionInfo {
                name: "roundStarter",
                kind: "string",
                values: &["fewer-houses", "alternate"],
                default: "fewer-houses",
            },
        ],
    },
    GameInfo {
        id: "siryu",
        name: "Siryu",
        min_players: 2,
        max_players: 8,
        rulesets: &["champault"],
        options: &[
            OptionInfo {
                name: "players",
                kind: "integer",
                values: &["2", "8"],
                default: "2",
            },
            OptionInfo {
                name: "firstPlayer",
                kind: "integer",
                values: &["0", "7"],
                default: "0",
            },
            OptionInfo {
                name: "stationSirs",
                kind: "integer",
                values: &["1", "3"],
                default: "3",
            },
        ],
    },
];

/// The catalogue as JSON: API.md's `GameInfo[]` without the words (see the module comment).
pub fn catalogue_json() -> String {
    let mut w = crate::json::Writer::new();
    w.begin_array();
    for g in GAMES {
        w.begin_object();
        w.key("id").str(g.id);
        w.key("name").str(g.name);
        w.key("players")
            .begin_object()
            .key("min")
            .int(g.min_players as i64)
            .key("max")
            .int(g.max_players as i64)
            .end_object();
        w.key("rulesets").begin_array();
        for r in g.rulesets {
            w.begin_object().key("id").str(r).end_object();
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
            w.end_object();
        }
        w.end_array();
        w.end_object();
    }
    w.end_array();
    w.finish()
}
