// One lint config for the whole workspace. Besides the usual TypeScript checks it enforces the
// import direction of DESIGN.md: domain ← db ← api → openapi.json → api-client → apps.
import js from "@eslint/js";
import tseslint from "typescript-eslint";
import importX, { createNodeResolver } from "eslint-plugin-import-x";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";

const restrict = (files, patterns, message) => ({
  files,
  rules: {
    "no-restricted-imports": ["error", { patterns: patterns.map((group) => ({ group: [group], message })) }],
  },
});

const frontEnds = ["apps/customer/**", "apps/attorney/**", "apps/admin/**", "packages/ui/**", "packages/api-client/**"];

export default tseslint.config(
  {
    ignores: [
      "**/node_modules/**",
      "**/dist/**",
      "**/.turbo/**",
      "**/coverage/**",
      "**/.data/**",
      "**/*.d.ts",
      "packages/db/migrations/**",
      "tooling/e2e/artifacts/**",
      "tooling/e2e/test-results/**",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { "import-x": importX },
    settings: {
      "import-x/resolver-next": [createNodeResolver({ extensions: [".ts", ".tsx", ".js", ".mjs", ".json"] })],
      // Without these, import-x does not parse TypeScript dependencies and no-cycle sees no edges.
      "import-x/extensions": [".ts", ".tsx", ".js", ".mjs"],
      "import-x/parsers": { "@typescript-eslint/parser": [".ts", ".tsx"] },
    },
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": "error",
      "import-x/no-cycle": ["error", { ignoreExternal: true }],
      "import-x/no-self-import": "error",
      eqeqeq: ["error", "smart"],
    },
  },
  {
    files: ["apps/customer/**/*.tsx", "apps/attorney/**/*.tsx", "apps/admin/**/*.tsx", "packages/ui/**/*.tsx", "packages/api-client/**/*.tsx"],
    plugins: { "react-hooks": reactHooks },
    rules: { "react-hooks/rules-of-hooks": "error", "react-hooks/exhaustive-deps": "warn" },
  },
  // Front ends never reach the server's internals or the database.
  restrict(frontEnds, ["@prenup/api", "@prenup/api/*", "@prenup/db", "@prenup/db/*", "@prenup/content", "@prenup/content/*", "**/apps/api/**", "**/packages/db/**", "pg", "drizzle-orm", "drizzle-orm/*", "@electric-sql/*", "fastify"], "Front ends talk to the server only through @prenup/api-client (DESIGN.md: data flows one way)."),
  // The domain package is pure: zod (and the phone-number library, which is pure data) only.
  {
    files: ["packages/domain/src/**"],
    ignores: ["packages/domain/src/**/*.test.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              regex: "^(?!zod$|zod/|libphonenumber-js|\\.{1,2}/).*",
              message: "@prenup/domain imports nothing but zod and libphonenumber-js (DESIGN.md).",
            },
          ],
        },
      ],
    },
  },
  // The server never imports React or a front end.
  restrict(["apps/api/**", "apps/identity/**", "packages/db/**", "packages/content/**"], ["react", "react-dom", "@mantine/*", "@prenup/ui", "@prenup/api-client", "@prenup/customer", "@prenup/attorney", "@prenup/admin"], "Server code never imports React or front-end packages."),
  // db sits below the API: it never imports it.
  restrict(["packages/db/**", "packages/content/**"], ["@prenup/api", "@prenup/api/*", "fastify"], "packages/db and packages/content sit below the API."),
  restrict(["packages/content/**"], ["@prenup/db", "@prenup/db/*"], "Content is data; the db package reads it, not the reverse."),
  // The identity provider is a separate system: it shares no code with the API or its database.
  restrict(["apps/identity/**"], ["@prenup/api", "@prenup/db", "@prenup/db/*"], "The identity provider is replaceable by any OIDC issuer; it must not depend on the API or its database."),
);
