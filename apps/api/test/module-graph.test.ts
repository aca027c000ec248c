/**
 * The modules' graph as their manifests declare it (`<area>.module.ts`, DESIGN.md "The modules"):
 * every module folder has one manifest in the module list; each manifest's `needs` are exactly the
 * modules its sources import (their `index.ts` or `.queries.ts`); the graph has no two-way pair and
 * no cycle (a module lower down that must embed a higher one's read names it in `callsBack`, and the
 * owner lends the read in its manifest's `reads`); each module is built after those it needs or
 * uses, and a build reads only what its manifest names; the webhook inbox hands each provider's
 * events to the one module that declares it; DESIGN.md's module table is the manifests' descriptions.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { DESIGN_PATH, moduleTable, withModuleTable } from "../scripts/write-design-table.ts";
import {
  dailyModuleJobs,
  dependencyOrder,
  exportsFor,
  inboxAppliers,
  moduleErasers,
  MODULES,
  type ModuleContexts,
} from "../src/module-list.ts";
import { applyInboxEvent } from "../src/modules/notarizations/apply-inbox-event.ts";
import { notarizationsModule } from "../src/modules/notarizations/notarizations.module.ts";

const modulesDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../src/modules");
const folders = readdirSync(modulesDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

function sourcesOf(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourcesOf(full);
    return entry.name.endsWith(".ts") && !/\.(test|bench)\.ts$/.test(entry.name) ? [full] : [];
  });
}

/** The other modules a module's sources import, by folder name. */
export function importedModules(module: string, files: readonly { file: string; source: string }[]): string[] {
  const found = new Set<string>();
  for (const { file, source } of files) {
    for (const match of source.matchAll(/(?:from|import)\s*\(?\s*["'](\.[^"']+)["']/g)) {
      const target = path.relative(modulesDir, path.resolve(path.dirname(file), match[1]!)).split(path.sep)[0]!;
      if (target !== module && folders.includes(target)) found.add(target);
    }
  }
  return [...found].sort();
}

const declared = Object.values(MODULES);
const needsOf = new Map(declared.map((manifest) => [manifest.name, manifest.needs]));

/** The graph's cycles, each as its modules sorted (Tarjan's strongly connected components of two or more). */
export function cyclesOf(graph: ReadonlyMap<string, readonly string[]>): string[][] {
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  const visit = (node: string): void => {
    index.set(node, counter);
    low.set(node, counter);
    counter += 1;
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (onStack.has(next)) low.set(node, Math.min(low.get(node)!, index.get(next)!));
    }
    if (low.get(node) !== index.get(node)) return;
    const component: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      component.push(member);
    } while (member !== node);
    if (component.length > 1) cycles.push(component.sort());
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return cycles.sort((a, b) => a.join().localeCompare(b.join()));
}

/** The pairs of modules that each import the other. */
export function twoWayPairs(graph: ReadonlyMap<string, readonly string[]>): string[] {
  return [...graph]
    .flatMap(([module, needs]) =>
      needs
        .filter((other) => module < other && graph.get(other)?.includes(module))
        .map((other) => `${module} <-> ${other}`),
    )
    .sort();
}

describe("module graph", () => {
  it("has one manifest per module folder, named as its folder", () => {
    expect(declared.map((manifest) => manifest.name).sort()).toEqual([...folders].sort());
    for (const [key, manifest] of Object.entries(MODULES)) expect(manifest.name).toBe(key);
  });

  it("declares as needs exactly the modules each module's sources import", () => {
    const mismatches = declared.flatMap((manifest) => {
      const files = sourcesOf(path.join(modulesDir, manifest.name)).map((file) => ({
        file,
        source: readFileSync(file, "utf8"),
      }));
      const imported = importedModules(manifest.name, files);
      const needs = [...manifest.needs].sort();
      return JSON.stringify(imported) === JSON.stringify(needs)
        ? []
        : [`${manifest.name}: imports [${imported.join(", ")}], declares [${needs.join(", ")}]`];
    });
    expect(mismatches).toEqual([]);
  });

  it("reads an import of another module, and ignores its own files and the platform's", () => {
    const file = path.join(modulesDir, "carts", "checkout.ts");
    const source = [
      'import { x } from "../purchase-items/index.ts";',
      'import { y } from "../discounts/discounts.queries.ts";',
      'import { z } from "./carts.repository.ts";',
      'import { w } from "../../integrations/clock.ts";',
    ].join("\n");
    expect(importedModules("carts", [{ file, source }])).toEqual(["discounts", "purchase-items"]);
  });

  it("has no two-way pair and no cycle: every arrow points down", () => {
    expect(twoWayPairs(needsOf)).toEqual([]);
    expect(cyclesOf(needsOf)).toEqual([]);
  });

  it("builds each module after those it needs or uses, and calls back only modules built after it", () => {
    const order: string[] = dependencyOrder();
    const problems = declared.flatMap((manifest) => {
      const at = order.indexOf(manifest.name);
      return [
        ...(manifest.uses ?? [])
          .filter((used) => manifest.needs.includes(used) || !(used in MODULES))
          .map((used) => `${manifest.name} uses ${used}, which it needs already or is no module`),
        ...(manifest.callsBack ?? [])
          .filter((called) => !(order.indexOf(called) > at))
          .map((called) => `${manifest.name} calls back ${called}, which is built before it (a need or a use)`),
        ...[...manifest.needs, ...(manifest.uses ?? [])]
          .filter((before) => !(order.indexOf(before) < at))
          .map((before) => `${manifest.name} is built before ${before}`),
      ];
    });
    expect(problems).toEqual([]);
    expect(dependencyOrder({ a: { needs: ["b"] }, b: { needs: [], uses: ["c"] }, c: { needs: [] } })).toEqual([
      "c",
      "b",
      "a",
    ]);
    expect(() => dependencyOrder({ a: { needs: ["b"] }, b: { needs: [], uses: ["a"] } })).toThrow(
      "modules build on each other: a → b → a",
    );
    expect(() => dependencyOrder({ a: { needs: ["missing"] } })).toThrow("a names missing, which is no module");
  });

  it("lets a module's build read only what its manifest names, and another's exports once built", () => {
    const built = new Map<string, unknown>([["users", { id: "users" }]]);
    const lenders = { carts: { reads: { cartPaymentOf: "fragment" } }, audit: {} };
    const view = exportsFor(
      { name: "purchase-items", needs: ["users", "audit"], callsBack: ["carts"] },
      built,
      lenders,
    ) as unknown as Record<string, unknown> & { reads: Record<string, unknown> };
    expect(view.users).toEqual({ id: "users" });
    expect(() => view.documents).toThrow(
      "purchase-items reads the exports of documents, which its manifest does not name",
    );
    expect(() => view.carts).toThrow("purchase-items reads the exports of carts before carts is built");
    expect(view.reads.carts).toEqual({ cartPaymentOf: "fragment" });
    expect(() => view.reads.audit).toThrow("audit lends no SQL reads");
    expect(() => view.reads.documents).toThrow("which its manifest does not name");
  });

  it("finds a cycle of two and of three, and none in a layered graph", () => {
    const graph = (edges: Record<string, string[]>) => new Map(Object.entries(edges));
    expect(cyclesOf(graph({ a: ["b"], b: ["a"], c: ["a"] }))).toEqual([["a", "b"]]);
    expect(cyclesOf(graph({ a: ["b"], b: ["c"], c: ["a"] }))).toEqual([["a", "b", "c"]]);
    expect(cyclesOf(graph({ a: ["b", "c"], b: ["c"], c: [] }))).toEqual([]);
    expect(twoWayPairs(graph({ a: ["b"], b: ["a", "c"], c: ["a"] }))).toEqual(["a <-> b"]);
  });

  it("hands each provider's stored events to the one module that declares it: the notary's to the notarizations' use case", () => {
    const handlers = declared.flatMap((manifest) => (manifest.inbox ? [[manifest.inbox.provider, manifest.name]] : []));
    expect(Object.fromEntries(handlers)).toEqual({
      payments: "carts",
      notary: "notarizations",
      scheduling: "scheduling",
    });
    expect(handlers).toHaveLength(3);
    expect(notarizationsModule.inbox?.apply).toBe(applyInboxEvent);
    const contexts = Object.fromEntries(
      Object.keys(MODULES).map((name) => [name, undefined]),
    ) as unknown as ModuleContexts;
    expect(Object.keys(inboxAppliers(contexts)).sort()).toEqual(["notary", "payments", "scheduling"]);
  });

  it("writes DESIGN.md's module table from the manifests (pnpm --filter @prenup/api design:write)", () => {
    const design = readFileSync(DESIGN_PATH, "utf8");
    expect(withModuleTable(design, moduleTable())).toBe(design);
    const table = moduleTable((module) => module === "carts");
    expect(table).toContain(
      "| carts | carts, promo codes, checkout, the payment provider's events ([README](../apps/api/src/modules/carts/README.md)) |",
    );
    expect(table).toContain(
      "| products | what can be bought, with the admin's edits of names, prices and sale (audited) |",
    );
  });

  it("names as daily only jobs the module defines", () => {
    const strays = declared.flatMap((manifest) => {
      const names = (manifest.jobs?.({} as never) ?? []).map((job) => job.name);
      return (manifest.daily ?? []).filter((name) => !names.includes(name)).map((name) => `${manifest.name}: ${name}`);
    });
    expect(strays).toEqual([]);
    expect(dailyModuleJobs().sort()).toEqual([
      "aftercare-reminders",
      "purge-data-export-files",
      "run-account-deletions",
      "signing-reminders",
    ]);
  });

  it("erases an account's rows module by module, the modules that need others first and the account last", () => {
    const contexts = Object.fromEntries(
      Object.keys(MODULES).map((name) => [name, undefined]),
    ) as unknown as ModuleContexts;
    const order = moduleErasers(contexts).map((eraser) => eraser.module);
    expect(order.at(-1)).toBe("users");
    expect(order.indexOf("agreement")).toBeLessThan(order.indexOf("documents"));
    expect(order.indexOf("agreement")).toBeLessThan(order.indexOf("document-files"));
    expect(order.indexOf("questionnaire")).toBeLessThan(order.indexOf("answers"));
    expect([...order].sort()).toEqual(
      declared
        .filter((manifest) => manifest.erase)
        .map((manifest) => manifest.name)
        .sort(),
    );
  });
});
