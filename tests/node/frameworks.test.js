// `folkgames/element` imported where there is no DOM, as a server-side render in Node does it
// (Astro, Next, SvelteKit): by the package's name, resolved through its "exports" as a user's
// import is. It must not throw, must define nothing, and must export what types/element.d.ts
// declares. (tests/browser/frameworks.test.js renders a page with it through Vite's SSR and
// checks that the browser upgrades the tag.)
import { test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";

const declared = () => {
  const dts = readFileSync(new URL("../../types/element.d.ts", import.meta.url), "utf8");
  return [...dts.matchAll(/^export (?:declare )?(?:class|function|const) (\w+)/gm)].map((m) => m[1]);
};

test("import 'folkgames/element' in plain Node does not throw and defines nothing", async () => {
  assert.equal(typeof globalThis.HTMLElement, "undefined", "no DOM here");
  const element = await import("folkgames/element");
  assert.equal(typeof element.FolkGame, "function");
  assert.equal(typeof globalThis.customElements, "undefined", "no registry made up");
  assert.equal(typeof globalThis.HTMLElement, "undefined", "no DOM global made up");
});

test("it exports what types/element.d.ts declares", async () => {
  const element = await import("folkgames/element");
  const names = declared();
  assert.ok(names.includes("FolkGame"), `the declarations name the class (${names})`);
  for (const name of names) assert.equal(typeof element[name], "function", `${name} is exported`);
});
