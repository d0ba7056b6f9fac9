//! What a game's options are: each option's name, kind, range, default and description, kept
//! once here and read by both the game that checks it (`new`) and the catalogue that shows it.
//! The options themselves are plain serde structs in each game's module; their field types
//! say what kind of value each option takes, and the specs below what values are in range.

use crate::error::{GameError, GameResult};
use serde::Serialize;

/// The largest seed (and the largest whole number a JavaScript number holds exactly).
pub const MAX_SEED: u64 = (1 << 53) - 1;

/// A whole-number option.
#[derive(Clone, Copy, Debug)]
pub struct IntOption {
    pub name: &'static str,
    pub min: u32,
    pub max: u32,
    pub default: u32,
    pub description: &'static str,
}

impl IntOption {
    /// The value given, or the default; `bad_option` outside `min..=max`.
    pub fn get(&self, given: Option<u32>) -> GameResult<u32> {
        self.get_within(given, self.max)
    }

    /// `get` with a smaller upper bound that depends on other options (a seat among the players).
    pub fn get_within(&self, given: Option<u32>, max: u32) -> GameResult<u32> {
        let max = max.min(self.max);
        match given {
            None => Ok(self.default.min(max)),
            Some(v) if (self.min..=max).contains(&v) => Ok(v),
            Some(v) => Err(GameError::bad_option(format!(
                "option {} must be a whole number from {} to {max}, not {v}",
                self.name, self.min
            ))),
        }
    }
}

/// Who moves first in the two-player games (Kpé, Bày Khòm).
pub const FIRST_OF_TWO: IntOption = IntOption {
    name: "firstPlayer",
    min: 0,
    max: 1,
    default: 0,
    description: "Who moves first: 0 (South) or 1 (North).",
};
/// The two-player games' `players` (Kpé, Bày Khòm), which has one value.
pub const TWO_PLAYERS: IntOption = IntOption {
    name: "players",
    min: 2,
    max: 2,
    default: 2,
    description: "Two players.",
};

/// A true-or-false option.
#[derive(Clone, Copy, Debug)]
pub struct BoolOption {
    pub name: &'static str,
    pub default: bool,
    pub description: &'static str,
}

impl BoolOption {
    pub fn get(&self, given: Option<bool>) -> bool {
        given.unwrap_or(self.default)
    }
}

/// An option that takes one of a few names, each a variant of an enum made by `choices!`.
pub trait Choice: Copy + Default + PartialEq + Sized + 'static {
    const NAMES: &'static [&'static str];
    /// The variants, in the order of `NAMES`.
    const ALL: &'static [Self];
    fn name(self) -> &'static str;
}

/// Declares an enum whose values are names (serde and the catalogue read the same names); the
/// first variant is the default.
#[macro_export]
macro_rules! choices {
    ($(#[$meta:meta])* pub enum $name:ident {
        $(#[$first_meta:meta])* $first:ident = $first_name:literal
        $(, $(#[$vmeta:meta])* $variant:ident = $vname:literal)* $(,)?
    }) => {
        $(#[$meta])*
        #[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
        #[cfg_attr(feature = "ts", derive(tsify::Tsify))]
        pub enum $name {
            $(#[$first_meta])*
            #[default]
            #[serde(rename = $first_name)]
            $first,
            $($(#[$vmeta])* #[serde(rename = $vname)] $variant,)*
        }

        impl $crate::options::Choice for $name {
            const NAMES: &'static [&'static str] = &[$first_name $(, $vname)*];
            const ALL: &'static [Self] = &[$name::$first $(, $name::$variant)*];
            fn name(self) -> &'static str {
                match self {
                    $name::$first => $first_name,
                    $($name::$variant => $vname,)*
                }
            }
        }
    };
}

/// A named choice among the variants of `T`.
#[derive(Clone, Copy, Debug)]
pub struct ChoiceOption<T: Choice> {
    pub name: &'static str,
    pub description: &'static str,
    pub values: std::marker::PhantomData<T>,
}

impl<T: Choice> ChoiceOption<T> {
    pub const fn new(name: &'static str, description: &'static str) -> Self {
        ChoiceOption {
            name,
            description,
            values: std::marker::PhantomData,
        }
    }
    pub fn get(&self, given: Option<T>) -> T {
        given.unwrap_or_default()
    }
}

/// One option as the catalogue shows it: `{ type, name, min, max | values, default, description }`.
#[derive(Clone, Copy, Debug, Serialize)]
#[cfg_attr(feature = "ts", derive(tsify::Tsify))]
#[serde(tag = "type", rename_all = "lowercase")]
pub enum OptionSpec {
    Integer {
        name: &'static str,
        min: u32,
        max: u32,
        default: u32,
        description: &'static str,
    },
    Boolean {
        name: &'static str,
        default: bool,
        description: &'static str,
    },
    String {
        name: &'static str,
        values: &'static [&'static str],
        default: &'static str,
        description: &'static str,
    },
}

impl OptionSpec {
    pub fn name(&self) -> &'static str {
        match self {
            OptionSpec::Integer { name, .. }
            | OptionSpec::Boolean { name, .. }
            | OptionSpec::String { name, .. } => name,
        }
    }
}

impl From<IntOption> for OptionSpec {
    fn from(o: IntOption) -> Self {
        OptionSpec::Integer {
            name: o.name,
            min: o.min,
            max: o.max,
            default: o.default,
            description: o.description,
        }
    }
}

impl From<BoolOption> for OptionSpec {
    fn from(o: BoolOption) -> Self {
        OptionSpec::Boolean {
            name: o.name,
            default: o.default,
            description: o.description,
        }
    }
}

impl<T: Choice> From<ChoiceOption<T>> for OptionSpec {
    fn from(o: ChoiceOption<T>) -> Self {
        OptionSpec::String {
            name: o.name,
            values: T::NAMES,
            default: T::default().name(),
            description: o.description,
        }
    }
}

/// The seed of a new game: the one given (checked), or `entropy` when none is.
pub fn seed(given: Option<u64>, entropy: u64) -> GameResult<u64> {
    match given {
        None => Ok(entropy & MAX_SEED),
        Some(s) if s <= MAX_SEED => Ok(s),
        Some(s) => Err(GameError::bad_option(format!(
            "option seed must be a whole number from 0 to 2^53-1, not {s}"
        ))),
    }
}

/// What `GameOf` needs of every game's options struct.
pub trait OptionSet {
    /// The `seed` option, which belongs to the game (`Game::seed`) with its history, not to the rules.
    fn seed(&self) -> Option<u64>;
}

/// Implements [`OptionSet`] for an options struct with a `seed: Option<u64>` field.
#[macro_export]
macro_rules! option_set {
    ($t:ty) => {
        impl $crate::options::OptionSet for $t {
            fn seed(&self) -> Option<u64> {
                self.seed
            }
        }
    };
}
