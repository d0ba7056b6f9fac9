// The catalogue of API.md (`GameInfo[]`), whole: ids, names, origins, players, rulesets with their
// sources and options with their types, ranges, defaults and descriptions. It lives here and not
// in the WebAssembly module, which then carries neither the data nor an export to fetch it
// (about 1.4 KB of the module). The engine keeps its own copy of the facts for native users
// (src/catalogue.rs); tests/fixtures/catalogue.json holds this very catalogue, and a Rust test and
// a Node test compare each copy with it, so the two cannot drift apart.

/** The two mancalas' `firstPlayer`. */
const FIRST_PLAYER = {
  name: "firstPlayer",
  type: "integer",
  min: 0,
  max: 1,
  default: 0,
  description: "Who moves first: 0 (South) or 1 (North).",
};

/** Every game, in API.md's shape and key order (`catalogue()` in folkgames.js hands out copies). */
export const CATALOGUE = [
  {
    id: "kpe",
    name: "Kpé",
    names: { native: "Kpé", en: "Kpé", fr: "Kpé" },
    origin: "Bété, Ivory Coast",
    origins: { en: "Bété, Ivory Coast", fr: "Bété, Côte d'Ivoire" },
    players: { min: 2, max: 2 },
    rulesets: [
      {
        id: "climent",
        name: "Kpé (Climent Tondo)",
        source: "Mancala World, after J. Climent Tondo (2012)",
        description: "2x4 mancala: open all four pits before capturing 2s and 4s; feed an empty opponent.",
      },
    ],
    options: [
      FIRST_PLAYER,
      {
        name: "skipOrigin",
        type: "boolean",
        default: false,
        description: "Skip the starting pit when sowing 8 or more stones (the Awalé habit; not in the source).",
      },
      {
        name: "noCaptureLimit",
        type: "integer",
        min: 0,
        max: 100000,
        default: 200,
        description: "Plies in a row without a capture that end the game (0: no limit).",
      },
    ],
  },
  {
    id: "bay-khom",
    name: "Bày Khòm",
    names: { native: "Bày Khòm", en: "Bay Khom (Cambodian mancala)", fr: "Bày Khòm (jeu de semailles cambodgien)" },
    origin: "Cambodia",
    origins: { en: "Cambodia", fr: "Cambodge" },
    players: { min: 2, max: 2 },
    rulesets: [
      {
        id: "poree-maspero",
        name: "Porée-Maspero (several rounds)",
        source: "Porée-Maspero 1962: 65-66",
        description: "Relay sowing and chained captures over several rounds; the loser's unfillable houses drop out.",
      },
      {
        id: "mancala-world",
        name: "Mancala World (one round)",
        source: "Mancala World (R. Gering)",
        description: "The same sowing and captures in a single round; the larger total wins.",
      },
    ],
    options: [
      FIRST_PLAYER,
      {
        name: "roundStarter",
        type: "string",
        values: ["fewer-houses", "alternate"],
        default: "fewer-houses",
        description: "Who starts each new round: the player who filled fewer houses, or alternately.",
      },
    ],
  },
  {
    id: "siryu",
    name: "Siryu",
    names: { native: "Siryu", en: "Siryu (pilgrimage race)", fr: "Siryu (course du pèlerinage)" },
    origin: "Tabelbala, Algeria",
    origins: { en: "Tabelbala, Algeria", fr: "Tabelbala, Algérie" },
    players: { min: 2, max: 8 },
    rulesets: [
      {
        id: "champault",
        name: "Champault",
        source: "Champault 1969: 353-355",
        description: "A race to Mecca past the Minaret with six stick dice; sirs start pieces and move them through the stations.",
      },
    ],
    options: [
      {
        name: "players",
        type: "integer",
        min: 2,
        max: 8,
        default: 2,
        description: "Number of players, 2 to 8.",
      },
      {
        name: "firstPlayer",
        type: "integer",
        min: 0,
        max: 7,
        default: 0,
        description: "The seat that throws first (0 to players - 1).",
      },
      {
        name: "stationSirs",
        type: "integer",
        min: 1,
        max: 3,
        default: 3,
        description: "Sirs needed at each station: 3 (Champault) or 1 (a short pilgrimage, not from the source).",
      },
    ],
  },
];
