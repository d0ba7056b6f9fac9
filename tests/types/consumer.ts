// A small TypeScript consumer of the package, compiled with `tsc --noEmit --strict` in the tests.
// Every `@ts-expect-error` line must fail to type-check, or tsc reports it: the types are real.
import init, { Game, GameError, catalogue, initComputer, type GameEvent, type MoveRecord, type SiryuMove, type SuggestOptions } from "folkgames";
import initWorker, * as computer from "folkgames/computer";

await init();
await initComputer();
await initWorker();
const options: SuggestOptions = { level: "easy", seed: 1 };
const fromWorker: number = new computer.Game("kpe").suggestMove(options).pit;

const kpe = new Game("kpe", { seed: 1, skipOrigin: true });
const pits: number[] = kpe.state().pits;
const first = kpe.legalMoves()[0];
const pit: number = first.pit;
const record: MoveRecord = kpe.play(first);
for (const e of record.events) describe(e);
kpe.play("2");

const bk = new Game("bay-khom", { ruleset: "mancala-world" });
for (const m of bk.legalMoves()) {
  if (m.kind === "sow") console.log(m.hole, m.dir);
  else console.log(m.houses.join(","));
}
const phase: "sow" | "refill" | "over" = bk.state().phase;

const siryu = new Game("siryu", { players: 4, stationSirs: 1 });
const throwMove: SiryuMove = { kind: "throw", sticks: [true, false, true, true, true, true] };
if (siryu.toMove() === "chance") siryu.play(throwMove);
const hint: SiryuMove = siryu.suggestMove({ level: "hard", timeMs: 300, seed: 2 });
const kpeHint: number = kpe.suggestMove().pit;
kpe.suggestMove({ level: "expert" });
// @ts-expect-error: levels are easy, medium, hard and expert
kpe.suggestMove({ level: "master" });
const evaluation = kpe.evaluate({ level: "medium", nodes: 5000, seed: 1 });
const southChance: number = evaluation.winChance[0] + (evaluation.margin?.[0] ?? 0);
const bestPit: number | undefined = evaluation.best?.pit;
const review = bk.review({ level: "easy" }, (done, total) => console.log(done / total, southChance, bestPit));
const grade: "best" | "good" | "inaccuracy" | "mistake" | "blunder" | null = review.moves[0].grade;
const accuracy: (number | null)[] = review.accuracy;
console.log(grade, accuracy, review.moves[0].cost?.winChance);
// @ts-expect-error: evaluate's options are level, nodes and seed
kpe.evaluate({ timeMs: 3 });
const squares: number[] = siryu.state().pieces.flat().map((p) => p.square);

const refusal = kpe.whyNot("5");
if (refusal) console.log(refusal.code === "not-yours", refusal.rule, refusal.places?.join(" "));
// @ts-expect-error: not a refusal code
if (refusal?.code === "nope") console.log("never");
const chances: number = siryu.chanceOutcomes().reduce((sum, o) => sum + o.probability, 0);
try {
  kpe.play("5");
} catch (e) {
  if (e instanceof GameError && e.refusal) console.log(e.refusal.code, e.refusal.message, chances);
}

try {
  Game.load("{}");
} catch (e) {
  if (e instanceof GameError) console.log(e.code === "bad_save", e.code === "computer_not_loaded", e.message);
}

const ids: string[] = catalogue().map((g) => `${g.id} ${g.names.fr} ${g.players.max}`);

function describe(e: GameEvent): string {
  switch (e.type) {
    case "drop":
      return `drop ${e.hole}`;
    case "capture":
      return `${e.by} took ${e.count}`;
    case "step":
      return `${e.piece} ${e.from}→${e.to}`;
    case "game-over":
      return e.result.reason;
    default:
      return e.type;
  }
}

// @ts-expect-error: no such game
new Game("chess");
// @ts-expect-error: Kpé has no roundStarter option
new Game("kpe", { roundStarter: "alternate" });
// @ts-expect-error: a Kpé move has a pit, not a hole
kpe.play({ kind: "sow", hole: 2, dir: "+" });
// @ts-expect-error: stationSirs is 1 or 3
new Game("siryu", { stationSirs: 2 });

console.log(pits, pit, phase, squares, ids);

// The element's types: `document.querySelector("folk-game")` is a FolkGame.
import "folkgames/element";
const board = document.querySelector("folk-game");
board?.addEventListener("move", (e) => console.log(e.detail.notation));
void board?.play({ kind: "sow", pit: 1 });
