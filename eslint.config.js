// ESLint for the element, the demo page and the browser tests (npm test runs it, with Prettier's
// check, as Rust has clippy and rustfmt). js/, bench/, tests/node/ and scripts/serve.mjs are not
// linted yet: they are being rewritten elsewhere, and will join when that lands.
import js from "@eslint/js";
import globals from "globals";
import prettier from "eslint-config-prettier";

export default [
  {
    ignores: [
      "www/lib/**",
      "element/**",
      "pkg/**",
      "target/**",
      "js/**",
      "bench/**",
      "fuzz/**",
      "tests/node/**",
      "tests/types/**",
      "tests/artifacts/**",
      "scripts/serve.mjs",
      "node_modules/**",
    ],
  },
  js.configs.recommended,
  {
    files: ["www/**/*.js"],
    languageOptions: { ecmaVersion: 2024, sourceType: "module", globals: { ...globals.browser } },
  },
  { files: ["www/sw.js"], languageOptions: { sourceType: "script", globals: { ...globals.serviceworker } } },
  { files: ["www/element/ai-worker.js"], languageOptions: { globals: { ...globals.worker } } },
  {
    // the tests run in Node and hand functions to the page, which run there
    files: ["tests/browser/**/*.js", "tests/browser/**/*.mjs", "eslint.config.js"],
    languageOptions: { ecmaVersion: 2024, sourceType: "module", globals: { ...globals.node, ...globals.browser } },
  },
  {
    rules: {
      "no-unused-vars": ["error", { argsIgnorePattern: "^_", caughtErrors: "none" }],
      eqeqeq: ["error", "always"],
      "no-var": "error",
      "prefer-const": "error",
    },
  },
  prettier,
];
