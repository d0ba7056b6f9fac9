// The custom-elements manifest (custom-elements.json, package.json's "customElements"): written by
// scripts/build.sh with @custom-elements-manifest/analyzer from the JSDoc of the element as the
// package ships it (element/folk-game.js). The option attributes are not written there: every
// option of the engine's catalogue is an attribute (config.js), so this plugin adds them from the
// built package's `catalogue()`; a new option in the engine is in the next manifest.

import { catalogue } from "../js/node.js";
import { attributeOf } from "../element/config.js"; // `headStart` → `head-start`, as the element reads it
const camelOf = (attr) => attr.replace(/-([a-z])/g, (_, c) => c.toUpperCase());

/** An option's type as the attribute reads it (config.js's valueOf). */
function typeOf(spec) {
  if (spec.type === "integer") return "number";
  if (spec.type === "boolean") return "boolean";
  return spec.values ? spec.values.map((v) => JSON.stringify(v)).join(" | ") : "string";
}

/** Every option attribute of every game: what each game that has it says of it (an option of
 *  several games, `first-player`, may mean a little more in one), its type and default. */
function optionAttributes() {
  const byName = new Map();
  for (const game of catalogue()) {
    for (const spec of game.options ?? []) {
      const name = attributeOf(spec.name);
      if (!byName.has(name)) byName.set(name, []);
      byName.get(name).push({ game: game.name, spec });
    }
  }
  return [...byName].map(([name, uses]) => {
    const said = new Map();
    for (const { game, spec } of uses) said.set(spec.description, [...(said.get(spec.description) ?? []), game]);
    const defaults = new Set(uses.map(({ spec }) => JSON.stringify(spec.default)));
    return {
      name,
      type: { text: typeOf(uses[0].spec) },
      ...(defaults.size === 1 ? { default: [...defaults][0] } : {}),
      description: [
        ...[...said].map(([description, games]) => `${description} [${games.join(", ")}]`),
        `(The engine's option \`${uses[0].spec.name}\`; setting it starts a new game.)`,
      ].join(" "),
    };
  });
}

/** The names a class really has (`ts`: the analyzer's own TypeScript, whose AST this is): its own declarations and what its constructor sets on `this`. */
function ownNames(ts, node) {
  const names = new Set();
  for (const member of node.members) {
    if (member.name) names.add(member.name.getText());
    if (ts.isConstructorDeclaration(member) && member.body) {
      const visit = (n) => {
        if (ts.isBinaryExpression(n) && ts.isPropertyAccessExpression(n.left) && n.left.expression.kind === ts.SyntaxKind.ThisKeyword) {
          names.add(n.left.name.getText());
        }
        ts.forEachChild(n, visit);
      };
      visit(member.body);
    }
  }
  return names;
}

/** The analyzer takes every `a.b = c` in a constructor for a field of the class (`root.innerHTML`,
 *  `s.painter`); this keeps only the class's own, public ones; then adds the option attributes and links each
 *  attribute to the property of the same name (`auto-throw`: `autoThrow`). */
function folkGamePlugin() {
  const own = new Map();
  return {
    name: "folkgames: option attributes from the catalogue",
    analyzePhase({ ts, node }) {
      if (ts.isClassDeclaration(node) && node.name) own.set(node.name.getText(), ownNames(ts, node));
    },
    packageLinkPhase({ customElementsManifest }) {
      for (const mod of customElementsManifest.modules) {
        for (const decl of mod.declarations ?? []) {
          if (decl.tagName !== "folk-game") continue;
          const names = own.get(decl.name);
          decl.members = (decl.members ?? []).filter((m) => names.has(m.name) && !m.name.startsWith("#"));
          const fixed = new Set((decl.attributes ?? []).map((a) => a.name));
          decl.attributes = [...(decl.attributes ?? []), ...optionAttributes().filter((a) => !fixed.has(a.name))];
          for (const attr of decl.attributes) {
            const field = decl.members.find((m) => m.kind === "field" && m.name === camelOf(attr.name));
            if (field) {
              attr.fieldName = field.name;
              field.attribute = attr.name;
            }
          }
        }
      }
    },
  };
}

export default {
  globs: ["element/folk-game.js"],
  outdir: ".",
  packagejson: false,
  plugins: [folkGamePlugin()],
};
