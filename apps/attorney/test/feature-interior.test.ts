/**
 * Every feature folder has the same interior (.github/DESIGN.md, "The apps"). At its root: the route
 * screens `*-page.tsx`, the texts `*-texts.ts` and an optional `index.ts`. `components/` holds the
 * pieces of its pages, `hooks/` its React hooks (`use-*.ts`, `use-*.tsx`), `utils/` its plain
 * functions, which import no React. A test sits beside the file it tests: `x.test.tsx` or
 * `x.<aspect>.test.tsx` next to `x.tsx` or `x.ts`. Nothing else, and no deeper folders.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

/** A folder as read: a file's name maps to its text, a sub-folder's name to its own entries. */
interface Folder {
  [name: string]: string | Folder;
}

const ROOT_FILE = /^([a-z0-9-]+-page\.tsx|[a-z0-9-]+-texts\.ts|index\.ts)$/;
const SUB_FOLDERS: Record<string, { file: RegExp; what: string }> = {
  components: { file: /^[a-z0-9-]+\.tsx$/, what: "a component (*.tsx)" },
  hooks: { file: /^use-[a-z0-9-]+\.tsx?$/, what: "a hook (use-*.ts or use-*.tsx)" },
  utils: { file: /^[a-z0-9-]+\.ts$/, what: "a plain function module (*.ts)" },
};
const TEST_FILE = /^([a-z0-9-]+)(\.[a-z0-9-]+)?\.test\.tsx?$/;
const REACT_IMPORT = /from\s+"(react|react-dom|@mantine\/[^"]+|[^"]+\.tsx)"/;

/** What in one feature folder is outside the shared interior, as "<path>: <why>" lines. */
function interiorProblems(feature: Folder): string[] {
  const problems: string[] = [];
  const besideItsCode = (folder: Folder, name: string): boolean => {
    const stem = TEST_FILE.exec(name)?.[1];
    return (
      stem !== undefined && (typeof folder[`${stem}.ts`] === "string" || typeof folder[`${stem}.tsx`] === "string")
    );
  };
  for (const [name, entry] of Object.entries(feature)) {
    if (typeof entry !== "string") {
      const rule = SUB_FOLDERS[name];
      if (!rule) {
        problems.push(`${name}/: a feature has only components/, hooks/ and utils/ as sub-folders`);
        continue;
      }
      for (const [inner, content] of Object.entries(entry)) {
        const where = `${name}/${inner}`;
        if (typeof content !== "string") problems.push(`${where}/: no folders inside ${name}/`);
        else if (TEST_FILE.test(inner)) {
          if (!besideItsCode(entry, inner)) problems.push(`${where}: a test sits beside the file it tests`);
        } else if (!rule.file.test(inner)) problems.push(`${where}: ${name}/ holds ${rule.what} only`);
        else if (name === "utils" && REACT_IMPORT.test(content)) problems.push(`${where}: utils/ imports no React`);
      }
      continue;
    }
    if (TEST_FILE.test(name)) {
      if (!besideItsCode(feature, name)) problems.push(`${name}: a test sits beside the file it tests`);
    } else if (!ROOT_FILE.test(name)) {
      problems.push(
        `${name}: the root holds *-page.tsx, *-texts.ts and index.ts only (pieces go to components/, hooks/ or utils/)`,
      );
    }
  }
  return problems;
}

function readFolder(dir: string): Folder {
  const folder: Folder = {};
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    folder[entry.name] = entry.isDirectory() ? readFolder(full) : readFileSync(full, "utf8");
  }
  return folder;
}

const featuresDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../src/features");

describe("feature folders", () => {
  it("all have the shared interior", () => {
    const features = readFolder(featuresDir);
    expect(Object.keys(features).length).toBeGreaterThan(0);
    const problems = Object.entries(features).flatMap(([name, feature]) =>
      typeof feature === "string"
        ? [`${name}: src/features holds feature folders only`]
        : interiorProblems(feature).map((problem) => `${name}/${problem}`),
    );
    expect(problems).toEqual([]);
  });

  it("accept a feature that keeps to the interior", () => {
    const feature: Folder = {
      "orders-page.tsx": "",
      "orders-page.test.tsx": "",
      "orders-page.mobile.test.tsx": "",
      "orders-texts.ts": "",
      "index.ts": "",
      components: { "order-card.tsx": "", "order-card.test.tsx": "" },
      hooks: { "use-orders.ts": 'import { useState } from "react";', "use-orders.test.tsx": "" },
      utils: { "totals.ts": 'import { z } from "zod";', "totals.test.ts": "" },
    };
    expect(interiorProblems(feature)).toEqual([]);
  });

  it("refuse a planted file or folder outside it", () => {
    const feature: Folder = {
      "orders-page.tsx": "",
      "order-card.tsx": "",
      "totals.ts": "",
      "totals.test.ts": "",
      "stripe-flow.test.tsx": "",
      lib: { "money.ts": "" },
      components: { "use-cart.ts": "", parts: { "row.tsx": "" } },
      hooks: { "cart.ts": "" },
      utils: { "format.ts": 'import { Text } from "@mantine/core";', "card.tsx": "" },
    };
    expect(interiorProblems(feature).map((problem) => problem.split(":")[0])).toEqual([
      "order-card.tsx",
      "totals.ts",
      "stripe-flow.test.tsx",
      "lib/",
      "components/use-cart.ts",
      "components/parts/",
      "hooks/cart.ts",
      "utils/format.ts",
      "utils/card.tsx",
    ]);
  });
});
