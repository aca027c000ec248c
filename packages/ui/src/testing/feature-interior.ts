/**
 * The interior every feature folder of the three apps keeps (.github/DESIGN.md, "The apps"). At its root: the route
 * screens `*-page.tsx`, the texts `*-texts.ts` and an optional `index.ts`. `components/` holds the
 * pieces of its pages, `hooks/` its React hooks (`use-*.ts`, `use-*.tsx`), `utils/` its plain
 * functions, which import no React. A test sits beside the file it tests: `x.test.tsx` or
 * `x.<aspect>.test.tsx` next to `x.tsx` or `x.ts`. Nothing else, and no deeper folders.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

/** A folder as read: a file's name maps to its text, a sub-folder's name to its own entries. */
export interface Folder {
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
export function interiorProblems(feature: Folder): string[] {
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

export function readFolder(dir: string): Folder {
  const folder: Folder = {};
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    folder[entry.name] = entry.isDirectory() ? readFolder(full) : readFileSync(full, "utf8");
  }
  return folder;
}

/** What in an app's `src/features` is outside the shared interior, as "<feature>/<path>: <why>" lines. */
export function featureInteriorProblems(featuresDir: string): string[] {
  const features = readFolder(featuresDir);
  if (Object.keys(features).length === 0) return [`${featuresDir}: no feature folders`];
  return Object.entries(features).flatMap(([name, feature]) =>
    typeof feature === "string"
      ? [`${name}: src/features holds feature folders only`]
      : interiorProblems(feature).map((problem) => `${name}/${problem}`),
  );
}
