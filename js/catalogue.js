// The catalogue's words: the games' names in English and French, their origins, each ruleset's
// name, source and description and each option's description. The engine's catalogue
// (src/catalogue.rs) holds the facts (ids, native names, players, option types, ranges and
// defaults) and leaves these to the package, so the WebAssembly module carries no prose;
// `catalogue()` in folkgames.js joins the two into API.md's `GameInfo[]`.

/** The two mancalas' `firstPlayer`. */
const FIRST_PLAYER = "Who moves first: 0 (South) or 1 (North).";

/** By game id: `names`, `origins`, `rulesets` (by ruleset id) and `options` (by option name). */
export const CATALOGUE_TEXTS = {
  kpe: {
    names: { en: "Kpé", fr: "Kpé" },
    origins: { en: "Bété, Ivory Coast", fr: "Bété, Côte d'Ivoire" },
    rulesets: {
      climent: {
        name: "Kpé (Climent Tondo)",
        source: "Mancala World, after J. Climent Tondo (2012)",
        description: "2x4 mancala: open all four pits before capturing 2s and 4s; feed an empty opponent.",
      },
    },
    options: {
      firstPlayer: FIRST_PLAYER,
      skipOrigin: "Skip the starting pit when sowing 8 or more stones (the Awalé habit; not in the source).",
      noCaptureLimit: "Plies in a row without a capture that end the game (0: no limit).",
    },
  },
  "bay-khom": {
    names: { en: "Bay Khom (Cambodian mancala)", fr: "Bày Khòm (jeu de semailles cambodgien)" },
    origins: { en: "Cambodia", fr: "Cambodge" },
    rulesets: {
      "poree-maspero": {
        name: "Porée-Maspero (several rounds)",
        source: "Porée-Maspero 1962: 65-66",
        description: "Relay sowing and chained captures over several rounds; the loser's unfillable houses drop out.",
      },
      "mancala-world": {
        name: "Mancala World (one round)",
        source: "Mancala World (R. Gering)",
        description: "The same sowing and captures in a single round; the larger total wins.",
      },
    },
    options: {
      firstPlayer: FIRST_PLAYER,
      roundStarter: "Who starts each new round: the player who filled fewer houses, or alternately.",
    },
  },
  siryu: {
    names: { en: "Siryu (pilgrimage race)", fr: "Siryu (course du pèlerinage)" },
    origins: { en: "Tabelbala, Algeria", fr: "Tabelbala, Algérie" },
    rulesets: {
      champault: {
        name: "Champault",
        source: "Champault 1969: 353-355",
        description: "A race to Mecca past the Minaret with six stick dice; sirs start pieces and move them through the stations.",
      },
    },
    options: {
      players: "Number of players, 2 to 8.",
      firstPlayer: "The seat that throws first (0 to players - 1).",
      stationSirs: "Sirs needed at each station: 3 (Champault) or 1 (a short pilgrimage, not from the source).",
    },
  },
};
