//! What the tool reads of each game beyond the rules: who leads (for lead changes), its rounds
//! (Bày Khòm Porée-Maspero), and whether an ending is the game's own or a safety net.

use folkgames::games::bay_khom::{self, BayKhom, Ruleset, HOLES};
use folkgames::games::kpe::Kpe;
use folkgames::games::siryu::Siryu;
use folkgames::{EndReason, Rules};
use folkgames_ai::Player;

/// A game the tool can play and measure.
pub trait Analysed: Player + Send + Sync {
    /// Each seat's score now, the larger the better: the lead belongs to the one seat with the
    /// largest (see docs/analysis/metrics.md, "Lead changes").
    fn scores(&self, out: &mut Vec<i64>);

    /// The round being played, for games of several rounds.
    fn round(&self) -> Option<u32> {
        None
    }

    /// Why the last round ended, for games of several rounds.
    fn round_end(&self) -> Option<EndReason> {
        None
    }
}

/// Whether a game that ended for `reason` ended by its own rules rather than by a safety net:
/// the rules we added so that a game cannot go on for ever (Kpé K9, Bày Khòm BK8 in the
/// one-round game and BK12). The tool's own cap at the game's move limit is a safety net too.
pub fn by_the_rules(reason: EndReason) -> bool {
    match reason {
        // Kpé K7; Bày Khòm BK11 and the one-round game's end (no legal move: BK2, or BK6's
        // endless moves only); Siryu S7.
        EndReason::NoStones
        | EndReason::CannotRefill
        | EndReason::NoMoves
        | EndReason::Endless
        | EndReason::Mecca => true,
        EndReason::Repetition | EndReason::NoCaptureLimit | EndReason::RoundRepetition => false,
    }
}

/// How a reason is spelled in the JSON (`result.reason` of docs/api.md, "Results").
pub fn reason_name(reason: EndReason) -> String {
    serde_json::to_value(reason)
        .ok()
        .and_then(|v| v.as_str().map(str::to_owned))
        .unwrap_or_else(|| format!("{reason:?}"))
}

impl Analysed for Kpe {
    /// Stones captured plus the stones in the seat's own row: what K7 gives it if the game ended
    /// now.
    fn scores(&self, out: &mut Vec<i64>) {
        let pits = self.pits();
        let captured = self.captured();
        out.clear();
        for (seat, &taken) in captured.iter().enumerate() {
            let row: i64 = pits.iter().skip(seat * 4).take(4).map(|&s| s as i64).sum();
            out.push(taken as i64 + row);
        }
    }
}

impl Analysed for BayKhom {
    /// The seat's reserve plus the counters in its own country: what BK7 gives it if the round
    /// ended now (the same measure serves the one-round game).
    fn scores(&self, out: &mut Vec<i64>) {
        let holes = self.holes();
        let reserve = self.reserve();
        out.clear();
        out.extend(reserve.iter().map(|&r| r as i64));
        for (h, &c) in holes.iter().enumerate().take(HOLES) {
            if let Some(s) = out.get_mut(bay_khom::owner(h) as usize) {
                *s += c as i64;
            }
        }
    }

    fn round(&self) -> Option<u32> {
        (self.ruleset_kind() == Ruleset::PoreeMaspero).then(|| self.round())
    }

    fn round_end(&self) -> Option<EndReason> {
        self.round_end_reason()
    }
}

impl Analysed for Siryu {
    /// The seat's progress along the track: the squares of its three pieces plus the station
    /// sirs they have counted.
    fn scores(&self, out: &mut Vec<i64>) {
        out.clear();
        for seat in 0..self.players() as u8 {
            out.push(
                self.pieces(seat)
                    .iter()
                    .map(|p| p.square as i64 + p.stations as i64)
                    .sum(),
            );
        }
    }
}
