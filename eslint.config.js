// @ts-check
import js from "@eslint/js";
import tseslint from "typescript-eslint";
import globals from "globals";
import { readdirSync } from "node:fs";

/**
 * Ruleset ids whose engines live in `src/rules/<id>/`: the ones planned, and any folder there
 * besides the shared ones, so a new ruleset is covered the day its folder appears.
 */
const SHARED_RULES_FOLDERS = new Set(["dice"]);
const RULESET_IDS = [
  ...new Set([
    "ic",
    "rollkeep",
    "degrees",
    ...readdirSync(new URL("./src/rules", import.meta.url), { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && !SHARED_RULES_FOLDERS.has(entry.name))
      .map((entry) => entry.name),
  ]),
];

/** A module path into a ruleset's engine: `rules/<id>` itself or anything under it, however relative. */
const RULESET_INTERNALS = `(^|/)rules/(${RULESET_IDS.join("|")})(/|$)`;
const PORT_MESSAGE =
  "A ruleset's internals are reached only through the port: import RULESETS / RulesetTypesOf from src/rules/registry (or the port types from src/rules/ruleset), never from src/rules/<ruleset>/.";

const NO_MATH_RANDOM = { selector: "MemberExpression[object.name='Math'][property.name='random']", message: "Inject dice instead of calling Math.random()." };

/**
 * The port rule for module paths matching `internals`: imports, `import()` calls and `import("…")` types alike.
 * @param {string} internals
 */
const portRules = (internals) => ({
  "@typescript-eslint/no-restricted-imports": ["error", { patterns: [{ regex: internals, message: PORT_MESSAGE }] }],
  // The same door for what no-restricted-imports does not see: import("…") calls and types.
  "no-restricted-syntax": [
    "error",
    NO_MATH_RANDOM,
    { selector: `ImportExpression[source.value=/${internals.replaceAll("/", "\\/")}/]`, message: PORT_MESSAGE },
    { selector: `TSImportType[source.value=/${internals.replaceAll("/", "\\/")}/]`, message: PORT_MESSAGE },
  ],
});

export default tseslint.config(
  { ignores: ["dist/**", "node_modules/**", "test-output/**", "coverage/**"] },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": "error",
      "no-restricted-syntax": ["error", NO_MATH_RANDOM],
    },
  },
  {
    // Tests index into fixtures they just built; `!` there states a fact, not a hope.
    files: ["tests/**/*.ts", "**/*.test.ts"],
    rules: { "@typescript-eslint/no-non-null-assertion": "off" },
  },
  {
    // The rules layer is pure: no Foundry globals may leak into it.
    files: ["src/rules/**/*.ts"],
    rules: {
      "no-restricted-globals": ["error", "game", "CONFIG", "foundry", "Hooks", "ui", "canvas"],
    },
  },
  {
    // THE PORT is the only door into a ruleset. Everything outside the engines (src/rules), the
    // simulator (src/sim), the build-level rule tests (tests/build) and the engine benchmark
    // (bench) must go through it, Foundry-layer tests included.
    files: ["**/*.{ts,mts,cts,js,mjs,cjs}"],
    ignores: ["src/rules/**", "src/sim/**", "tests/build/**", "bench/**"],
    rules: portRules(RULESET_INTERNALS),
  },
);
