//! Who plays a seat: `random` (uniform among the legal moves), a level of the computer opponent
//! (`easy`, `medium`, `hard`), a level with a node budget of its own (`hard:400000`), or a level
//! with a multiple of its budget (`hard*10`, the ladder's reference).

use folkgames_ai::{Level, Limits};
use std::fmt;
use std::str::FromStr;

/// A level's search budget: its own, a number of nodes, or a multiple of its own.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Budget {
    Level,
    Nodes(u64),
    Times(u64),
}

/// One player of a configuration.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum PlayerSpec {
    Random,
    /// A level, its budget, and optionally a near-equal margin of its own in thousandths
    /// (`hard@0`: `hard` without variation; `Limits::margin`).
    Ai(Level, Budget, Option<u32>),
}

impl PlayerSpec {
    /// The level's limits for a game, with this player's budget.
    pub fn limits(self, level_limits: Limits) -> Limits {
        let PlayerSpec::Ai(_, budget, margin) = self else {
            return level_limits;
        };
        Limits {
            budget: match budget {
                Budget::Level => level_limits.budget,
                Budget::Nodes(n) => n,
                Budget::Times(k) => level_limits.budget.saturating_mul(k),
            },
            margin: margin.map_or(level_limits.margin, |m| m as f64 / 1000.0),
            ..level_limits
        }
    }
}

impl fmt::Display for PlayerSpec {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let PlayerSpec::Ai(level, budget, margin) = self else {
            return f.write_str("random");
        };
        f.write_str(level.as_str())?;
        match budget {
            Budget::Level => {}
            Budget::Nodes(n) => write!(f, ":{n}")?,
            Budget::Times(k) => write!(f, "*{k}")?,
        }
        match margin {
            Some(m) => write!(f, "@{}", *m as f64 / 1000.0),
            None => Ok(()),
        }
    }
}

impl FromStr for PlayerSpec {
    type Err = String;
    fn from_str(text: &str) -> Result<Self, String> {
        let text = text.trim();
        if text == "random" {
            return Ok(PlayerSpec::Random);
        }
        let (text, margin) = match text.split_once('@') {
            None => (text, None),
            Some((t, m)) => {
                let m: f64 = m
                    .parse()
                    .ok()
                    .filter(|m: &f64| m.is_finite() && *m >= 0.0)
                    .ok_or_else(|| format!("{text:?}: the margin must be a number from 0"))?;
                (t, Some((m * 1000.0).round() as u32))
            }
        };
        let (name, budget) = match text.split_once([':', '*']) {
            None => (text, Budget::Level),
            Some((name, n)) => {
                let n: u64 = n.parse().ok().filter(|&n| n > 0).ok_or_else(|| {
                    format!("{text:?}: the budget must be a whole number above 0")
                })?;
                if text.contains(':') {
                    (name, Budget::Nodes(n))
                } else {
                    (name, Budget::Times(n))
                }
            }
        };
        let level = Level::parse(name).ok_or_else(|| {
            format!(
                "{text:?} is not a player: random, easy, medium, hard, a level with a node budget (hard:400000) or with a multiple of its own (hard*10)"
            )
        })?;
        Ok(PlayerSpec::Ai(level, budget, margin))
    }
}

/// A list of players, comma-separated (`random,hard`).
pub fn parse_players(text: &str) -> Result<Vec<PlayerSpec>, String> {
    let list: Vec<PlayerSpec> = text.split(',').map(str::parse).collect::<Result<_, _>>()?;
    if list.is_empty() {
        return Err("give at least one player".into());
    }
    Ok(list)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn players_read_back_as_written() {
        for text in [
            "random",
            "easy",
            "medium",
            "hard",
            "hard:400000",
            "hard*10",
            "hard@0",
            "hard*10@0.25",
        ] {
            let p: PlayerSpec = text.parse().unwrap();
            assert_eq!(p.to_string(), text);
        }
        assert!("hard:0".parse::<PlayerSpec>().is_err());
        assert!("master".parse::<PlayerSpec>().is_err());
        assert_eq!(
            "expert".parse::<PlayerSpec>().unwrap().to_string(),
            "expert"
        );
        assert_eq!(parse_players("random,hard").unwrap().len(), 2);
    }
}
