//! Elo ratings from a round robin by the Bradley-Terry model, estimated by maximum likelihood
//! with BayesElo's prior of virtual draws (Coulom's BayesElo adds a few drawn games between
//! players who met, so that a player who won every game still has a finite rating), and 95%
//! intervals from the curvature of the log-likelihood at its maximum (the Laplace approximation
//! BayesElo also uses).
//!
//! Model: player i beats player j with probability 1 / (1 + 10^((R_j - R_i) / 400)); a draw is
//! half a win for each side. The first player is the anchor, at 0.
//!
//! No maintained Rust crate fits this: the rating crates update ratings game by game (Elo,
//! Glicko, TrueSkill) and give no maximum-likelihood estimate or interval, so the few lines of
//! Newton's method are here.

use serde::{Deserialize, Serialize};

/// Games between two players: `a` won `wins_a`, `b` won `wins_b`, and `draws` were drawn.
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
pub struct Pairing {
    pub a: usize,
    pub b: usize,
    pub wins_a: f64,
    pub wins_b: f64,
    pub draws: f64,
}

#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
pub struct Rating {
    pub elo: f64,
    /// The 95% interval, relative to the anchor.
    pub low: f64,
    pub high: f64,
}

/// Virtual draws added to every pair that played (BayesElo's default prior is 2).
pub const PRIOR_DRAWS: f64 = 2.0;

/// Elo per unit of the natural logit.
const ELO: f64 = 400.0 / std::f64::consts::LN_10;

fn sigmoid(x: f64) -> f64 {
    1.0 / (1.0 + (-x).exp())
}

/// The inverse of a small symmetric positive definite matrix, by Gauss-Jordan elimination with
/// partial pivoting; None if it is singular.
fn invert(m: &[Vec<f64>]) -> Option<Vec<Vec<f64>>> {
    let n = m.len();
    let mut a: Vec<Vec<f64>> = m
        .iter()
        .enumerate()
        .map(|(i, row)| {
            let mut r = row.clone();
            r.extend((0..n).map(|j| if i == j { 1.0 } else { 0.0 }));
            r
        })
        .collect();
    for col in 0..n {
        let pivot = (col..n).max_by(|&x, &y| a[x][col].abs().total_cmp(&a[y][col].abs()))?;
        if a[pivot][col].abs() < 1e-12 {
            return None;
        }
        a.swap(col, pivot);
        let p = a[col][col];
        for v in a[col].iter_mut() {
            *v /= p;
        }
        let pivot_row = a[col].clone();
        for (row, r) in a.iter_mut().enumerate() {
            let f = r[col];
            if row != col && f != 0.0 {
                for (x, p) in r.iter_mut().zip(&pivot_row) {
                    *x -= f * p;
                }
            }
        }
    }
    Some(a.into_iter().map(|r| r[n..].to_vec()).collect())
}

/// The ratings of `players` players from their pairings; player 0 is the anchor at 0. None if
/// some player is not connected to the anchor by games.
pub fn ratings(players: usize, pairings: &[Pairing]) -> Option<Vec<Rating>> {
    if players == 0 {
        return Some(vec![]);
    }
    // Scores and games per ordered pair, virtual draws included.
    let mut score = vec![vec![0.0; players]; players];
    let mut games = vec![vec![0.0; players]; players];
    for p in pairings {
        let total = p.wins_a + p.wins_b + p.draws;
        if total <= 0.0 || p.a == p.b || p.a >= players || p.b >= players {
            continue;
        }
        let half = (p.draws + PRIOR_DRAWS) / 2.0;
        score[p.a][p.b] += p.wins_a + half;
        score[p.b][p.a] += p.wins_b + half;
        games[p.a][p.b] += total + PRIOR_DRAWS;
        games[p.b][p.a] += total + PRIOR_DRAWS;
    }
    let mut r = vec![0.0f64; players];
    let free = players - 1;
    let mut info = vec![vec![0.0; free]; free];
    for _ in 0..100 {
        // Gradient and information matrix (minus the Hessian) of the log-likelihood, over the
        // players other than the anchor.
        let mut grad = vec![0.0; free];
        info = vec![vec![0.0; free]; free];
        for i in 1..players {
            for j in 0..players {
                if i == j || games[i][j] == 0.0 {
                    continue;
                }
                let p = sigmoid(r[i] - r[j]);
                grad[i - 1] += score[i][j] - games[i][j] * p;
                let w = games[i][j] * p * (1.0 - p);
                info[i - 1][i - 1] += w;
                if j > 0 {
                    info[i - 1][j - 1] -= w;
                }
            }
        }
        let inv = invert(&info)?;
        let mut largest = 0.0f64;
        for i in 0..free {
            let step: f64 = (0..free).map(|j| inv[i][j] * grad[j]).sum();
            r[i + 1] += step;
            largest = largest.max(step.abs());
        }
        if largest < 1e-10 {
            break;
        }
    }
    let cov = invert(&info)?;
    Some(
        (0..players)
            .map(|i| {
                let sd = if i == 0 {
                    0.0
                } else {
                    cov[i - 1][i - 1].sqrt()
                };
                let elo = r[i] * ELO;
                Rating {
                    elo,
                    low: elo - 1.96 * sd * ELO,
                    high: elo + 1.96 * sd * ELO,
                }
            })
            .collect(),
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_even_match_rates_both_alike_and_a_stronger_player_higher() {
        let even = ratings(
            2,
            &[Pairing {
                a: 0,
                b: 1,
                wins_a: 50.0,
                wins_b: 50.0,
                draws: 0.0,
            }],
        )
        .unwrap();
        assert!(even[1].elo.abs() < 1e-9);
        assert!(even[1].low < 0.0 && even[1].high > 0.0);
        // 75% with the prior's two draws: (75 + 1) / 102 gives 10^(d/400) = 76 / 26.
        let strong = ratings(
            2,
            &[Pairing {
                a: 0,
                b: 1,
                wins_a: 25.0,
                wins_b: 75.0,
                draws: 0.0,
            }],
        )
        .unwrap();
        let expected = 400.0 * (76.0f64 / 26.0).log10();
        assert!((strong[1].elo - expected).abs() < 1e-6, "{strong:?}");
    }

    #[test]
    fn a_player_who_always_wins_has_a_finite_rating() {
        let r = ratings(
            3,
            &[
                Pairing {
                    a: 0,
                    b: 1,
                    wins_a: 0.0,
                    wins_b: 20.0,
                    draws: 0.0,
                },
                Pairing {
                    a: 1,
                    b: 2,
                    wins_a: 0.0,
                    wins_b: 20.0,
                    draws: 0.0,
                },
            ],
        )
        .unwrap();
        assert!(r[1].elo > 0.0 && r[2].elo > r[1].elo && r[2].elo.is_finite());
    }

    #[test]
    fn players_with_no_games_have_no_rating() {
        assert!(ratings(3, &[]).is_none());
    }
}
