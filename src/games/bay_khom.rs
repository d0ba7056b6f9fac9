//! Placeholder until the rules land: creating this game fails with `unknown_game`.

use crate::error::{ErrorCode, GameError, GameResult};
use crate::json::{Value, Writer};
use crate::options::Options;
use crate::rules::{EventSink, Outcome, Rules, Turn};

#[derive(Clone, Debug, PartialEq)]
pub struct BayKhom;

impl Rules for BayKhom {
    type Move = ();
    const ID: &'static str = "bay-khom";
    fn new(_opts: &mut Options) -> GameResult<Self> {
        Err(GameError::new(
            ErrorCode::UnknownGame,
            "bay-khom is not available yet",
        ))
    }
    fn write_options(&self, _w: &mut Writer) {}
    fn ruleset(&self) -> &'static str {
        ""
    }
    fn players(&self) -> usize {
        2
    }
    fn turn(&self) -> Turn {
        Turn::Over
    }
    fn seat(&self) -> Option<u8> {
        None
    }
    fn legal_moves(&self, _out: &mut Vec<()>) {}
    fn play(&mut self, _mv: &(), _events: &mut impl EventSink) -> GameResult<()> {
        Err(GameError::illegal("not available"))
    }
    fn outcome(&self) -> Option<Outcome> {
        None
    }
    fn write_state(&self, _w: &mut Writer) {}
    fn write_move(_mv: &(), w: &mut Writer) {
        w.null();
    }
    fn move_from_json(_v: &Value) -> GameResult<()> {
        Err(GameError::bad_move("not available"))
    }
    fn notation(_mv: &()) -> String {
        String::new()
    }
    fn parse_notation(_text: &str) -> GameResult<()> {
        Err(GameError::bad_move("not available"))
    }
}
