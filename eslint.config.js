// ESLint for all of the project's JavaScript: the package entry (js/), the element and the demo
// page (www/), the Node and browser tests, the benchmarks (bench/) and the scripts (npm test runs
// it, with Prettier's check, as Rust has clippy and rustfmt; `npm run lint` lists the paths).
import js from "@eslint/js";
import globals from "globals";
import prettier from "eslint-config-prettier";

export default [
  {
    ignores: [
      "www/lib/**",
      "www/element/first-positions.js",
      "element/**",
      "pkg/**",
      "target/**",
      "fuzz/**",
      "tests/types/**",
      "tests/artifacts/**",
      "tests/.readme-blocks/**",
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
    // the package entry runs in browsers, bundlers and Node; js/node.js in Node only
    files: ["js/**/*.js"],
    languageOptions: { ecmaVersion: 2024, sourceType: "module", globals: { ...globals["shared-node-browser"] } },
  },
  { files: ["js/node.js", "js/computer-node.js"], languageOptions: { globals: { ...globals.node } } },
  // folkgames/offline: a classic script that an embedding site's service worker imports
  { files: ["js/offline.js"], languageOptions: { sourceType: "script", globals: { ...globals.serviceworker } } },
  {
    files: ["tests/node/**/*.js", "bench/**/*.mjs", "scripts/**/*.mjs"],
    languageOptions: { ecmaVersion: 2024, sourceType: "module", globals: { ...globals.node } },
  },
  {
    // the browser tests and the page benchmark run in Node and hand functions to the page, which
    // run there
    files: ["tests/browser/**/*.js", "tests/browser/**/*.mjs", "bench/page.mjs", "bench/computer-page.mjs", "eslint.config.js"],
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
