// @ts-check
import js from "@eslint/js";
import tseslint from "typescript-eslint";
import globals from "globals";

export default tseslint.config(
  { ignores: ["dist/**", "node_modules/**", "test-output/**", "coverage/**"] },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": "error",
      "no-restricted-syntax": [
        "error",
        { selector: "MemberExpression[object.name='Math'][property.name='random']", message: "Inject dice instead of calling Math.random()." },
      ],
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
);
