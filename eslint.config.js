// One lint config for the whole workspace. Besides the usual TypeScript checks it enforces the
// import direction of DESIGN.md: domain ← db ← api → openapi.json → api-client → apps.
import js from "@eslint/js";
import tseslint from "typescript-eslint";
import importX, { createNodeResolver } from "eslint-plugin-import-x";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import { readdirSync, readFileSync } from "node:fs";

const restrict = (files, patterns, message) => ({
  files,
  rules: {
    "no-restricted-imports": ["error", { patterns: patterns.map((group) => ({ group: [group], message })) }],
  },
});

/** The sub-folders of a folder of this repository (modules, features). */
const foldersOf = (dir) =>
  readdirSync(new URL(dir, import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

/**
 * Module seams of the API (DESIGN.md): code outside a module reaches it only through its index.ts,
 * and no module reaches up into the composition root or the app.
 */
const apiModules = foldersOf("./apps/api/src/modules");
/** Everything of apps/api/src that is not a module. */
const apiOutside = readdirSync(new URL("./apps/api/src", import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.name !== "modules")
  .map((entry) => `apps/api/src/${entry.name}`);
const apiSeams = {
  files: ["apps/api/src/**/*.ts"],
  ignores: ["apps/api/src/**/*.test.ts"],
  rules: {
    "import-x/no-restricted-paths": [
      "error",
      {
        basePath: new URL(".", import.meta.url).pathname,
        zones: [
          // One zone per module (the files that may not reach into it), not one per pair of modules:
          // the rule's time grows with the number of zones.
          ...apiModules.map((module) => ({
            target: [
              ...apiModules.filter((other) => other !== module).map((other) => `apps/api/src/modules/${other}`),
              ...apiOutside,
            ],
            from: `apps/api/src/modules/${module}`,
            // The module's published reads (`<module>.queries.ts`) import no other module, so any may;
            // its manifest (`<module>.module.ts`) is read by the module list.
            except: ["./index.ts", `./${module}.queries.ts`, `./${module}.module.ts`],
            message: `Use the ${module} module through apps/api/src/modules/${module}/index.ts (its service) or its ${module}.queries.ts (its published reads), not its internals.`,
          })),
          {
            target: "apps/api/src/modules",
            from: ["apps/api/src/app.ts", "apps/api/src/composition.ts", "apps/api/src/server.ts"],
            message: "Modules receive their dependencies from the composition root; they never import it.",
          },
        ],
      },
    ],
  },
};

/**
 * Features of the three apps (Bulletproof React): a feature never imports another feature, nor the
 * app that composes it; shared pieces live in src/components, @prenup/ui or @prenup/domain.
 */
const featureSeams = ["customer", "attorney", "admin"].map((app) => ({
  files: [`apps/${app}/src/**/*.{ts,tsx}`],
  ignores: [`apps/${app}/src/**/*.test.{ts,tsx}`],
  rules: {
    "import-x/no-restricted-paths": [
      "error",
      {
        basePath: new URL(".", import.meta.url).pathname,
        zones: [
          ...foldersOf(`./apps/${app}/src/features`).flatMap((feature) =>
            readdirSync(new URL(`./apps/${app}/src`, import.meta.url), { withFileTypes: true })
              .filter((entry) => entry.name !== "app" && entry.name !== "features")
              .map((entry) => `apps/${app}/src/${entry.name}`)
              .concat(
                foldersOf(`./apps/${app}/src/features`)
                  .filter((other) => other !== feature)
                  .map((other) => `apps/${app}/src/features/${other}`),
              )
              .map((target) => ({
                target,
                from: `apps/${app}/src/features/${feature}`,
                message: `Only the app's routes compose the ${feature} feature; share code through src/components, @prenup/ui or @prenup/domain.`,
              })),
          ),
          {
            target: `apps/${app}/src/features`,
            from: `apps/${app}/src/app`,
            message: "A feature never imports the app that composes it.",
          },
        ],
      },
    ],
  },
}));

/**
 * Comments say what the code does now: a comment that points at the work that made it (an issue or
 * report number) or promises what is not there is an error.
 */
const HISTORY_NOTE = /\b(?:issues?|REPORT)[ #-]?\d+\b|still to come|not built yet|until payments exist/i;
const local = {
  rules: {
    "no-history-comments": {
      meta: {
        type: "suggestion",
        schema: [],
        messages: { history: "Say what the code does now, not its history or plans ({{found}})." },
      },
      create(context) {
        return {
          Program() {
            for (const comment of context.sourceCode.getAllComments()) {
              const found = HISTORY_NOTE.exec(comment.value);
              if (found) context.report({ loc: comment.loc, messageId: "history", data: { found: found[0] } });
            }
          },
        };
      },
    },
  },
};

/** What no front end imports (a later config for some front-end files must repeat it: a rule's options are replaced, not merged). */
const serverInternals = {
  group: [
    "@prenup/api",
    "@prenup/api/*",
    "@prenup/db",
    "@prenup/db/*",
    "@prenup/content",
    "@prenup/content/*",
    "**/apps/api/**",
    "**/packages/db/**",
    "pg",
    "drizzle-orm",
    "drizzle-orm/*",
    "@electric-sql/*",
    "fastify",
  ],
  message: "Front ends talk to the server only through @prenup/api-client (DESIGN.md: data flows one way).",
};
/** The 51 jurisdictions' abbreviations, from the domain's own list (its one home). */
const STATE_ABBREVIATION_PATTERN = [
  ...readFileSync(new URL("./packages/domain/src/state-law.ts", import.meta.url), "utf8").matchAll(/"([A-Z]{2})"/g),
]
  .map((match) => match[1])
  .join("|");

const frontEnds = [
  "apps/customer/**",
  "apps/attorney/**",
  "apps/admin/**",
  "packages/ui/**",
  "packages/api-client/**",
  "packages/editor-ui/**",
];

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
    plugins: { "import-x": importX, local },
    settings: {
      "import-x/resolver-next": [createNodeResolver({ extensions: [".ts", ".tsx", ".js", ".mjs", ".json"] })],
      "import-x/extensions": [".ts", ".tsx", ".js", ".mjs"],
    },
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": "error",
      // Import cycles are found by `pnpm lint:cycles` (dpdm), which follows type imports too.
      "import-x/no-self-import": "error",
      eqeqeq: ["error", "smart"],
      "local/no-history-comments": "error",
    },
  },
  {
    files: [
      "apps/customer/**/*.tsx",
      "apps/attorney/**/*.tsx",
      "apps/admin/**/*.tsx",
      "packages/ui/**/*.tsx",
      "packages/api-client/**/*.tsx",
      "packages/editor-ui/**/*.{ts,tsx}",
    ],
    plugins: { "react-hooks": reactHooks },
    rules: { "react-hooks/rules-of-hooks": "error", "react-hooks/exhaustive-deps": "warn" },
  },
  apiSeams,
  ...featureSeams,
  // Front ends never reach the server's internals or the database.
  { files: frontEnds, rules: { "no-restricted-imports": ["error", { patterns: [serverInternals] }] } },
  // The notification area loads with a tab's first notification (DESIGN.md, "After start-up"):
  // pages call notify() of @prenup/ui; only tests reach Mantine's store (to clean it).
  {
    files: frontEnds.filter((glob) => glob !== "packages/ui/**"),
    ignores: ["**/*.test.{ts,tsx}"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            serverInternals,
            {
              group: ["@mantine/notifications"],
              message: "Call notify() of @prenup/ui: it loads the notification area with the first notification.",
            },
          ],
        },
      ],
    },
  },
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
  restrict(
    ["apps/api/**", "apps/identity/**", "packages/db/**", "packages/content/**", "packages/emails/**"],
    [
      "react",
      "react-dom",
      "@mantine/*",
      "@prenup/ui",
      "@prenup/api-client",
      "@prenup/customer",
      "@prenup/attorney",
      "@prenup/admin",
    ],
    "Server code never imports React or front-end packages.",
  ),
  // db sits below the API: it never imports it.
  restrict(
    ["packages/db/**", "packages/content/**"],
    ["@prenup/api", "@prenup/api/*", "fastify"],
    "packages/db and packages/content sit below the API.",
  ),
  restrict(
    ["packages/content/**"],
    ["@prenup/db", "@prenup/db/*"],
    "Content is data; the db package reads it, not the reverse.",
  ),
  // The identity provider is a separate system: it shares no code with the API or its database.
  restrict(
    ["apps/identity/**"],
    ["@prenup/api", "@prenup/db", "@prenup/db/*"],
    "The identity provider is replaceable by any OIDC issuer; it must not depend on the API or its database.",
  ),
  // A state's legal facts have one home, the state-law matrix (packages/content/src/data/state-law):
  // no rule, screen or server code names a state by its abbreviation; it reads the fact from the
  // matrix (content's accessors on the server, the API's answers on a screen). The domain's list of
  // the 51 abbreviations and their time zones (geography, not law) are the two exceptions.
  {
    files: [
      "packages/domain/src/**/*.ts",
      "packages/{agreement,ui,api-client,emails}/src/**/*.{ts,tsx}",
      "apps/{api,customer,attorney,admin}/src/**/*.{ts,tsx}",
    ],
    ignores: [
      "**/*.test.{ts,tsx}",
      "**/*.bench.ts",
      "**/*-test-fixtures.ts",
      "**/testing/**",
      "packages/domain/src/state-law.ts",
      "packages/domain/src/time-zones.ts",
    ],
    rules: {
      "no-restricted-syntax": [
        "error",
        {
          selector: `Literal[value=/^(${STATE_ABBREVIATION_PATTERN})$/]`,
          message:
            "A state's facts live in the state-law matrix (packages/content/src/data/state-law): read the fact there, do not test for a state here.",
        },
      ],
    },
  },
);
