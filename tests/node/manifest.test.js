// The custom-elements manifest (custom-elements.json, written by scripts/build.sh from the JSDoc
// of element/folk-game.js and the engine's catalogue) against the element as the package ships it:
// its attributes are the ones the element observes and one per catalogue option; its events are
// those the element's modules dispatch (read from their source: every `new CustomEvent("…"`);
// its parts are every `part="…"` of the element's template and modules (and the part the lesson
// panel sets); its members are the class's and types/element.d.ts's; and the package ships it.
// Run after `bash scripts/build.sh`.
import { test, before } from "node:test";
import assert from "node:assert/strict";
import { execFileSync } from "node:child_process";
import { readFileSync, readdirSync } from "node:fs";
import { fileURLToPath } from "node:url";
import ts from "typescript";
import { catalogue } from "../../js/node.js";

const root = fileURLToPath(new URL("../..", import.meta.url));
const read = (path) => readFileSync(`${root}/${path}`, "utf8");
const sorted = (list) => [...new Set(list)].sort();

/** The element's modules as the package ships them: path → source. */
const sources = new Map(
  readdirSync(`${root}/element`, { recursive: true })
    .filter((f) => f.endsWith(".js"))
    .map((f) => [f, read(`element/${f}`)]),
);
const every = (re) => [...sources.values()].flatMap((src) => [...src.matchAll(re)].map((m) => m[1]));

let manifest;
let decl;
let FolkGame;
let config;

before(async () => {
  manifest = JSON.parse(read("custom-elements.json"));
  const decls = manifest.modules.flatMap((m) => (m.declarations ?? []).map((d) => ({ ...d, module: m.path })));
  const found = decls.filter((d) => d.customElement && d.tagName === "folk-game");
  assert.equal(found.length, 1, "one <folk-game> in the manifest");
  decl = found[0];
  // The element's module imports where there is no DOM (www/element/presence.js).
  FolkGame = (await import("../../element/folk-game.js")).FolkGame;
  config = await import("../../element/config.js");
});

test("the manifest names the element's module and class", () => {
  assert.equal(decl.module, "element/folk-game.js");
  assert.equal(decl.name, FolkGame.name);
  const definition = manifest.modules.flatMap((m) => m.exports ?? []).find((e) => e.kind === "custom-element-definition");
  assert.deepEqual(definition, {
    kind: "custom-element-definition",
    name: "folk-game",
    declaration: { name: "FolkGame", module: "element/folk-game.js" },
  });
});

test("its attributes are the element's: the ones it observes and one per option of the catalogue", () => {
  const options = catalogue().flatMap((g) => (g.options ?? []).map((o) => config.attributeOf(o.name)));
  assert.ok(options.includes("head-start"), "the catalogue's options are read");
  const real = sorted([...FolkGame.observedAttributes, ...options]);
  assert.deepEqual(sorted(decl.attributes.map((a) => a.name)), real);
  assert.equal(decl.attributes.length, real.length, "no attribute listed twice");
  for (const a of decl.attributes) assert.ok(a.description?.trim(), `attribute ${a.name} has a description`);
  // each option's attribute says the option's type, as config.js reads it
  const headStart = decl.attributes.find((a) => a.name === "head-start");
  assert.equal(headStart.type.text, "boolean");
  assert.equal(decl.attributes.find((a) => a.name === "auto-throw").fieldName, "autoThrow");
});

test("its events are the ones the element's modules dispatch (new CustomEvent in their source)", () => {
  const dispatched = sorted(every(/new CustomEvent\(\s*"([^"]+)"/g));
  assert.ok(dispatched.includes("move") && dispatched.includes("lessonend"), dispatched.join(" "));
  assert.deepEqual(sorted(decl.events.map((e) => e.name)), dispatched);
  for (const e of decl.events) assert.ok(e.description?.trim() && e.type?.text, `event ${e.name} has a type and a description`);
  // and the README's list of events names each
  const readme = read("README.md");
  const list = readme.slice(readme.indexOf("- **Events.**"), readme.indexOf("\n- **", readme.indexOf("- **Events.**") + 1));
  for (const name of dispatched) assert.ok(list.includes(`\`${name}\``), `README's Events names ${name}`);
});

test("its CSS parts are every part in the element's template and modules", async () => {
  const { TEMPLATE } = await import("../../element/styles.js");
  const namesIn = (list) => list.flatMap((p) => p.split(/\s+/));
  const template = namesIn([...TEMPLATE.matchAll(/\bpart="([^"]+)"/g)].map((m) => m[1]));
  assert.ok(template.includes("status"), "the template's parts are read");
  // and the parts the modules write or set (the lesson panel's `lesson`)
  const modules = namesIn([...every(/\bpart="([^"]+)"/g), ...every(/setAttribute\(\s*"part",\s*"([^"]+)"/g)]);
  assert.deepEqual(sorted(decl.cssParts.map((p) => p.name)), sorted([...template, ...modules]));
  for (const p of decl.cssParts) assert.ok(p.description?.trim(), `part ${p.name} has a description`);
});

test("its CSS custom properties are ones the element reads", () => {
  const readByElement = new Set(every(/var\(\s*(--[\w-]+)/g).concat(every(/getPropertyValue\(\s*"(--[\w-]+)"/g)));
  const setByElement = new Set(every(/(--[\w-]+)\s*:/g));
  const documented = (decl.cssProperties ?? []).map((p) => p.name);
  for (const name of documented) assert.ok(readByElement.has(name), `${name} is documented but the element never reads it`);
  // a property the element reads but does not set itself is a host's to set: documented
  for (const name of readByElement)
    assert.ok(setByElement.has(name) || documented.includes(name), `${name} is read by the element but not in the manifest`);
});

test("its members are the class's public properties and methods, as types/element.d.ts declares them", () => {
  const proto = Object.getOwnPropertyDescriptors(FolkGame.prototype);
  const lifecycle = new Set(["constructor", "connectedCallback", "disconnectedCallback", "attributeChangedCallback"]);
  const methods = sorted(Object.keys(proto).filter((k) => !lifecycle.has(k) && typeof proto[k].value === "function"));
  const accessors = Object.keys(proto).filter((k) => proto[k].get);
  const members = decl.members.filter((m) => m.privacy !== "private" && m.privacy !== "protected" && !m.static);
  assert.deepEqual(sorted(members.filter((m) => m.kind === "method").map((m) => m.name)), methods);
  for (const name of accessors) {
    const field = members.find((m) => m.kind === "field" && m.name === name);
    assert.ok(field, `property ${name} is in the manifest`);
    assert.equal(Boolean(field.readonly), !proto[name].set, `${name} is read-only exactly when it has no setter`);
  }
  for (const m of members) assert.ok(m.description?.trim(), `${m.name} has a description`);

  // types/element.d.ts's class FolkGame: the same names, the same kinds, the same read-only ones
  const file = ts.createSourceFile("element.d.ts", read("types/element.d.ts"), ts.ScriptTarget.Latest, true);
  const cls = file.statements.find((s) => ts.isClassDeclaration(s) && s.name?.text === "FolkGame");
  assert.ok(cls, "types/element.d.ts declares FolkGame");
  const declared = cls.members.map((m) => ({
    name: m.name.getText(),
    kind: ts.isMethodDeclaration(m) ? "method" : "field",
    readonly: ts.isPropertyDeclaration(m) && Boolean(m.modifiers?.some((x) => x.kind === ts.SyntaxKind.ReadonlyKeyword)),
  }));
  const shape = (list) => list.map((m) => `${m.kind} ${m.readonly ? "readonly " : ""}${m.name}`).sort();
  assert.deepEqual(shape(members.map((m) => ({ name: m.name, kind: m.kind, readonly: Boolean(m.readonly) }))), shape(declared));
});

test("package.json names it and npm pack ships it", () => {
  const pkg = JSON.parse(read("package.json"));
  assert.equal(pkg.customElements, "custom-elements.json");
  assert.equal(pkg.exports["./custom-elements.json"], "./custom-elements.json");
  const [packed] = JSON.parse(
    execFileSync("npm", ["pack", "--dry-run", "--json"], { cwd: root, encoding: "utf8", stdio: ["ignore", "pipe", "pipe"] }),
  );
  assert.ok(
    packed.files.some((f) => f.path === "custom-elements.json"),
    packed.files.map((f) => f.path).join(" "),
  );
});
