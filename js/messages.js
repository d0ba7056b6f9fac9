// The English text of every error the engine reports, and the one home of that text. The
// WebAssembly module sends an error as its code, a message id and the message's parameters
// (src/message.rs); `messageText` makes the text here, so the module carries none. Native Rust
// reads this same file (`include_str!` in src/message.rs) to give `GameError::message`, and
// tests/message_ids.rs checks that the ids below are src/message.rs's `Msg`, in the same order.
//
// In a template, `{n}` is parameter n as it is (a number in decimal, a string, a list of words
// joined by ", ", or a message's own text), `{n:q}` a string in double quotes with JSON's escapes,
// `{n:d}` a value as "the number 3.5", "the string \"x\"", "an array" and so on. A `{` not
// followed by a digit is itself. Format, which src/message.rs reads: one message a line,
// `  Id: "template",` with the template a JSON string.
export const MESSAGES = {
  // The WebAssembly facade (src/wasm.rs): words from JavaScript it could not read.
  OptionsUnreadable: "options could not be read from their words",
  SaveUnreadable: "the save could not be read from its words",
  SuggestOptionsUnreadable: "suggestMove options could not be read from their words",
  MoveUnreadable: "the move could not be read from its words",

  // Options of a new game (src/options.rs, src/save.rs) and games by id.
  OptionsNotObject: "options must be an object, not {0:d}",
  OptionNotInt: "option {0} must be a whole number from {1} to {2}, not {3:d}",
  OptionNotBool: "option {0} must be true or false, not {1:d}",
  OptionNotChoice: "option {0} must be one of {1}, not {2:d}",
  OptionUnknown: "{0} has no option {1:q}",
  SeedOutOfRange: "option seed must be a whole number from 0 to 2^53-1, not {0:d}",
  UnknownGame: "there is no game {0:q}; the games are {1}",
  NoSuchGame: "there is no game {0:q}",
  StationSirsTwo: "option stationSirs must be 3 (Champault) or 1 (the short pilgrimage), not 2",

  // suggestMove's options (src/ai/mod.rs).
  SuggestOptionsNotObject: "suggestMove options must be an object such as { level: \"hard\" }, not {0:d}",
  LevelUnknown: "level must be \"easy\", \"medium\" or \"hard\", not {0:d}",
  TimeMsOutOfRange: "timeMs must be a number of milliseconds above 0 and at most 60000, not {0:d}",
  SuggestSeedOutOfRange: "seed must be a whole number from 0 to 2^53-1, not {0:d}",
  SuggestOptionUnknown: "suggestMove has no option {0:q} (level, timeMs, seed)",
  SuggestOptionsNotJson: "suggestMove options are not valid JSON: {0}",

  // Sessions (src/game.rs, src/ai/mod.rs).
  OtherGamesMove: "this is another game's move",
  MoveLimit: "this game has reached its move limit",
  GameOver: "the game is over",
  GameOverNoMove: "the game is over: there is no move",
  NotChance: "no throw is due: a player must move",
  NothingToUndo: "there is no move to undo",
  NothingToRedo: "there is no undone move to redo",
  MoveNotJson: "the move is not valid JSON: {0}",

  // Saves (src/save.rs, src/game.rs).
  SaveTooLarge: "the save is {0} bytes; saves are limited to {1} bytes",
  SaveNotJson: "the save is not valid JSON: {0}",
  SaveNotObject: "a save is a JSON object",
  SaveFieldUnknown: "a save has no field {0:q}",
  SaveFieldMissing: "the save has no {0:q} field",
  SaveFormat: "this is not a folkgames save (format must be {0:q})",
  SaveVersionNewer: "the save has format version {0}, newer than this engine reads ({1}): update folkgames",
  SaveVersion: "the save's version must be a whole number from 1",
  SaveGameNotString: "the save's game must be a string",
  SaveOptionsNotObject: "the save's options must be an object",
  SaveSeed: "the save's seed must be a whole number from 0 to 2^53-1",
  SaveMovesNotArray: "the save's moves must be an array of notation strings",
  SaveSeedInOptions: "the seed belongs in the save's seed field, not in its options",
  SaveGameUnknown: "the save is for an unknown game {0:q}",
  SaveBadOptions: "bad options: {0}",
  SaveTooManyMoves: "the save has {0} moves, more than this game can last",
  SaveMoveNotString: "move {0} must be a notation string, not {1:d}",
  SaveMoveUnreadable: "move {0} ({1:q}): {2}",
  SaveMoveNotDrawn: "move {0} ({1:q}) is marked as thrown by the generator, but the seed does not give that throw there",
  SaveMoveIllegal: "move {0} ({1:q}) cannot be played: {2}",

  // The sowing games' players, named in their messages.
  South: "South",
  North: "North",

  // Kpé (src/games/kpe.rs).
  KpeNotOwnPit: "pit {0} is not one of {1}'s pits ({2}-{3})",
  KpePitEmpty: "pit {0} is empty",
  KpeMustFeed: "the opponent's row is empty and another move would feed it (K6)",
  KpeMoveShape: "a Kpé move is { kind: \"sow\", pit: 0-7 }",
  KpePit: "pit must be a whole number from 0 to 7",
  KpeNotation: "{0:q} is not a Kpé move: write the pit number, 0 to 7",

  // Bày Khòm (src/games/bay_khom/).
  BkHole: "hole must be a whole number from 0 to 9",
  BkDir: "dir must be \"+\" or \"-\"",
  BkHouses: "houses must be an array of hole indices (0-9)",
  BkHouseNumber: "houses must hold whole numbers from 0 to 9, not {0:d}",
  BkHouseTwice: "house {0} is listed twice; name each house once",
  BkMoveShape: "a Bày Khòm move is { kind: \"sow\", hole: 0-9, dir: \"+\" | \"-\" } or { kind: \"fill\", houses: [hole indices] }",
  BkFillOrder: "{0:q}: list the houses once each in ascending order, e.g. F1,3",
  BkNotation: "{0:q} is not a Bày Khòm move: write the house digit and a direction (e.g. 2+ or 7-), or F and the houses to fill (e.g. F1,3)",
  BkFillNotation: "{0:q} is not a refill choice: write F and the houses to fill, comma-separated, e.g. F1,3",
  BkNothingToRefill: "there is nothing to refill now: a move sows from a house, e.g. 2+",
  BkFillCount: "{0} fills exactly {1} of their houses {2}-{3} (BK9)",
  BkChooseFill: "{0} must first choose which {1} house(s) to fill (BK9), e.g. {2}",
  BkNotOwnHole: "hole {0} is not one of {1}'s houses ({2}-{3})",
  BkHead: "hole {0} is {1}'s head: a move starts from a house (BK2)",
  BkEliminated: "house {0} is eliminated this round (BK9)",
  BkHouseEmpty: "house {0} is empty",
  BkEndless: "{0}{1} never ends: its relays come back to the same board and hole to lift (BK6)",

  // Siryu (src/games/siryu/).
  SiryuThrowRange: "a throw is six sticks (0-63 as a mask) or a count of 0 to 6 white faces",
  SiryuThrowDue: "a throw is due: player {0} must throw the sticks first",
  SiryuUseFirst: "player {0} must first use {1} (move F, M or A, or P to pass when no piece can)",
  SiryuCannotUse: "{0} cannot be used so: {1}",
  SiryuMustUse: "{0} can be used, so it must be: passing is only for a throw no piece can use",
  TheSir: "the sir",
  TheBonusThrow: "the bonus throw of {0}",
  SixBlack: "six black's {0}",
  TheThrow: "the throw",
  SiryuNoSuchPiece: "the pieces are the father, the mother and the angel (F, M, A)",
  SiryuOnMecca: "the {0} is already on Mecca",
  SiryuNoSirAction: "the {0} on {1} has no sir action",
  SiryuZero: "a throw of 0 moves nothing (S2): pass (P)",
  SiryuNotStarted: "the {0} has not started: only a sir starts a piece (S1)",
  SiryuNoPoints: "the {0} on {1} cannot use points there (S2): only a sir moves it on",
  SiryuNoThrowInUse: "no throw is being used",
  SiryuSticks: "sticks must be an array of six booleans (true = white)",
  SiryuWhites: "whites must be a whole number from 0 to 6",
  SiryuSticksAndWhites: "give a throw either by its sticks or by its whites, not both",
  SiryuThrowShape: "a throw needs sticks (six booleans) or whites (0-6)",
  SiryuPiece: "piece must be \"father\", \"mother\" or \"angel\"",
  SiryuMoveShape: "a Siryu move is { kind: \"throw\", sticks: [6 booleans, true = white] }, { kind: \"throw\", whites: 0-6 }, { kind: \"move\", piece: \"father\" | \"mother\" | \"angel\" } or { kind: \"pass\" }",
  SiryuNotation: "{0:q} is not a Siryu move: write six sticks as W/B letters (\"WWBWWW\"), a throw count as T0-T6, F, M or A to move the father, mother or angel, or P to pass",
};

// The error codes of API.md by the index the module sends (src/error.rs's `ErrorCode`).
export const CODES = ["unknown_game", "bad_option", "illegal_move", "bad_move", "game_over", "bad_save", "not_chance", "nothing_to_undo", "nothing_to_redo", "freed"];

const TEMPLATES = Object.values(MESSAGES);
const IDS = new Map(Object.keys(MESSAGES).map((name, id) => [name, id]));

/** The text of message `name` with these parameters: for the messages JavaScript makes itself
 * that the engine makes natively too, so that both say the same. */
export function message(name, ...args) {
  return messageText([IDS.get(name), ...args]);
}

/** The text of a message as the engine sends it: `[id, ...parameters]` (src/wasm.rs). */
export function messageText(message) {
  const [id, ...args] = message;
  const template = TEMPLATES[id];
  if (template === undefined) return `unexpected engine failure: no message ${id}`;
  return template.replace(/\{(\d+)(?::([qd]))?\}/g, (_, i, kind) => {
    const arg = args[i];
    if (kind === "q") return quoted(arg);
    if (kind === "d") return described(arg);
    if (typeof arg === "number") return numberText(arg);
    if (Array.isArray(arg)) return typeof arg[0] === "number" ? messageText(arg) : arg.join(", ");
    return String(arg);
  });
}

/** `s` in double quotes with `"`, `\` and control characters escaped as src/text.rs's
 * `push_quoted` escapes them: `\n`, and `\u00XX` for the others (JSON.stringify writes `\t`). */
function quoted(s) {
  let out = '"';
  for (const c of String(s)) {
    const code = c.charCodeAt(0);
    if (c === '"') out += '\\"';
    else if (c === "\\") out += "\\\\";
    else if (c === "\n") out += "\\n";
    else if (code < 0x20) out += `\\u00${code.toString(16).padStart(2, "0")}`;
    else out += c;
  }
  return `${out}"`;
}

/** A value as src/json.rs's `describe` says it. The engine sends a string of more than 24
 * characters cut to 25 and an array or object emptied: their description is the same. */
function described(v) {
  if (v === null) return "null";
  if (typeof v === "boolean") return String(v);
  if (typeof v === "number") return `the number ${numberText(v)}`;
  if (typeof v === "string") return [...v].length <= 24 ? `the string ${quoted(v)}` : "a long string";
  return Array.isArray(v) ? "an array" : "an object";
}

/** A number as src/text.rs's `push_f64` writes it, with the same arithmetic: whole numbers
 * exactly, fractions to 15 significant digits, never in exponent form. */
function numberText(n) {
  if (Number.isNaN(n)) return "NaN";
  const sign = n < 0 || Object.is(n, -0) ? "-" : "";
  const x = Math.abs(n);
  if (x === Infinity) return `${sign}inf`;
  if (x < 1e19 && Number.isInteger(x)) return sign + BigInt(x).toString();
  // Scale into [1e14, 1e15): x = m * 10^e with m a 15-digit whole number.
  let e = 0;
  let y = x;
  while (y >= 1e15) {
    y /= 10;
    e++;
  }
  while (y < 1e14) {
    y *= 10;
    e--;
  }
  let m = Math.floor(y + 0.5);
  if (m >= 1e15) {
    m = Math.floor(m / 10);
    e++;
  }
  while (m % 10 === 0 && m !== 0) {
    m /= 10;
    e++;
  }
  const digits = String(m);
  if (e >= 0) return sign + digits + "0".repeat(e);
  const point = digits.length + e;
  if (point > 0) return `${sign}${digits.slice(0, point)}.${digits.slice(point)}`;
  return `${sign}0.${"0".repeat(-point)}${digits}`;
}
