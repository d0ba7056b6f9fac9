//! `catalogue()`: every game with its names, origins, players, rulesets (with their sources),
//! options (kinds, ranges, defaults, descriptions), its board, presets (named sets of options,
//! such as `visit`) and how long a game lasts under the defaults and under each preset. The option
//! specs are the ones the games check their options against, so the catalogue cannot say what a
//! game does not do; the presets' options are checked against them too (the tests below). Each
//! game's `board` describes its places (kind, owner, place on the sources' drawing) from the same
//! functions and constants the rules use.
//!
//! The durations are measured, never typed: `folkgames-analyze durations` plays the games and
//! writes src/catalogue/durations.rs, and the tool's tests fail when that file no longer matches what it
//! measures.

use crate::games::{bay_khom, kpe, siryu};
use crate::options::{Choice, OptionSpec, FIRST_OF_TWO};
use serde::Serialize;
use std::collections::BTreeMap;

#[rustfmt::skip] // written by the analysis tool, compared by its test as written
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
    /// A draft, as the Khmer language pack is.
    pub km: &'static str,
    /// A draft, as the Arabic language pack is.
    pub ar: &'static str,
}

/// Where a game comes from, in each language the demo speaks (km and ar: drafts).
#[derive(Clone, Copy, Debug, Serialize)]
#[cfg_attr(feature = "ts", derive(tsify::Tsify))]
pub struct Origins {
    pub en: &'static str,
    pub fr: &'static str,
    pub km: &'static str,
    pub ar: &'static str,
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

/// What a place of a board is (docs/api.md `PlaceInfo`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "ts", derive(tsify::Tsify))]
#[serde(rename_all = "kebab-case")]
pub enum PlaceKind {
    /// Kpé's pits.
    Pit,
    /// Bày Khòm's houses (each player's four).
    House,
    /// Bày Khòm's heads (kbal srok), one at each end.
    Head,
    /// Siryu: a square of the 5x5 grid.
    Square,
    /// Siryu: a gate, where moving with points stops (12, 25).
    Gate,
    /// Siryu: the Minaret (13).
    Minaret,
    /// Siryu: the extension out of the grid (26-28).
    Extension,
    Cairo,
    Medina,
    /// Siryu's goal.
    Mecca,
}

/// One place of a board, in the order the state's arrays use (docs/api.md `PlaceInfo`).
#[derive(Clone, Copy, Debug, Serialize)]
#[cfg_attr(feature = "ts", derive(tsify::Tsify))]
#[serde(rename_all = "camelCase")]
pub struct PlaceInfo {
    pub kind: PlaceKind,
    /// The seat whose place it is; null where every seat's pieces walk (Siryu's track).
    pub owner: Option<u8>,
    /// Where the sources draw it: row 0 at the top, column 0 at the left.
    pub row: u8,
    pub col: u8,
    /// Siryu: a piece here counts sirs towards the next station (28, Cairo, Medina).
    pub counts_sirs: bool,
}

/// A game's board: its places, in the order of the state's arrays (the mancalas' holes in
/// sowing order, Siryu's squares 1 to 31 in the track's order), on a drawing of `rows` x `cols`.
#[derive(Clone, Debug, Serialize)]
#[cfg_attr(feature = "ts", derive(tsify::Tsify))]
pub struct BoardInfo {
    pub rows: u8,
    pub cols: u8,
    pub places: Vec<PlaceInfo>,
}

impl BoardInfo {
    /// A board of `n` places, place `i` given by `place(i)`.
    fn of(n: usize, place: impl Fn(usize) -> PlaceInfo) -> BoardInfo {
        let places: Vec<PlaceInfo> = (0..n).map(place).collect();
        BoardInfo {
            rows: places.iter().map(|p| p.row + 1).max().unwrap_or(0),
            cols: places.iter().map(|p| p.col + 1).max().unwrap_or(0),
            places,
        }
    }
}

/// A place of a sowing board, owned by `owner`, `along` its row in sowing order: South's row
/// drawn at the bottom from left to right, North's at the top from right to left (sowing runs
/// counter-clockwise); `width` places per row; `bottom` the bottom row.
fn sowing_place(kind: PlaceKind, owner: u8, along: usize, width: usize, bottom: u8) -> PlaceInfo {
    let (row, col) = if owner == 0 {
        (bottom, along)
    } else {
        (0, width - 1 - along)
    };
    PlaceInfo {
        kind,
        owner: Some(owner),
        row,
        col: col as u8,
        counts_sirs: false,
    }
}

/// Kpé: two rows of four pits.
fn kpe_board() -> BoardInfo {
    BoardInfo::of(kpe::PITS, |pit| {
        let owner = kpe::owner(pit);
        let row = kpe::row(owner);
        sowing_place(PlaceKind::Pit, owner, pit - row.start, row.len(), 1)
    })
}

/// Bày Khòm: each player's four houses on their side, the heads at the two ends between the rows
/// (South's on the right, where South's sowing turns to North's side).
fn bay_khom_board() -> BoardInfo {
    BoardInfo::of(bay_khom::HOLES, |hole| {
        let owner = bay_khom::owner(hole);
        let houses = bay_khom::houses(owner);
        // the head ends its owner's row: one column past the houses, on the middle row
        let (kind, along) = if hole == bay_khom::head(owner) {
            (PlaceKind::Head, houses.len() + 1)
        } else {
            (PlaceKind::House, hole - houses.start + 1)
        };
        let mut place = sowing_place(kind, owner, along, houses.len() + 2, 2);
        if kind == PlaceKind::Head {
            place.row = 1;
        }
        place
    })
}

/// Siryu: the track's squares 1 to 31, shared by every seat, where the source draws them.
fn siryu_board() -> BoardInfo {
    use siryu::{CAIRO, CORNER_GATE, GRID_END, MECCA, MEDINA, MINARET, MINARET_GATE};
    BoardInfo::of(MECCA as usize, |i| {
        let square = i as u8 + 1;
        let kind = match square {
            MINARET => PlaceKind::Minaret,
            MINARET_GATE | CORNER_GATE => PlaceKind::Gate,
            CAIRO => PlaceKind::Cairo,
            MEDINA => PlaceKind::Medina,
            MECCA => PlaceKind::Mecca,
            s if s > GRID_END => PlaceKind::Extension,
            _ => PlaceKind::Square,
        };
        // every square of 1..=MECCA is on the drawing
        let (row, col) = siryu::coordinates(square).unwrap_or_default();
        PlaceInfo {
            kind,
            owner: None,
            row,
            col,
            counts_sirs: siryu::waits_for_station(square),
        }
    })
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
    pub board: BoardInfo,
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
                km: "ក្ពេ",
                ar: "كبي",
            },
            origin: "Bété, Ivory Coast",
            origins: Origins {
                en: "Bété, Ivory Coast",
                fr: "Bété, Côte d’Ivoire",
                km: "បេតេ, កូតឌីវ័រ",
                ar: "البيتي، ساحل العاج",
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
            board: kpe_board(),
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
                km: "បាយខុំ",
                ar: "باي خوم (لعبة بذر كمبودية)",
            },
            origin: "Cambodia",
            origins: Origins {
                en: "Cambodia",
                fr: "Cambodge",
                km: "កម្ពុជា",
                ar: "كمبوديا",
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
            board: bay_khom_board(),
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
                km: "ស៊ីរីយូ (ការប្រណាំងធម្មយាត្រា)",
                ar: "سيريو (سباق الحج)",
            },
            origin: "Tabelbala, Algeria",
            origins: Origins {
                en: "Tabelbala, Algeria",
                fr: "Tabelbala, Algérie",
                km: "តាបែលបាឡា, អាល់ហ្សេរី",
                ar: "تبلبالة، الجزائر",
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
            board: siryu_board(),
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
