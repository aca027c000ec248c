/**
 * Data ownership (DESIGN.md): a module writes only the tables it owns, reads another module's
 * tables only in its read-model files (`<question>.read-model.ts`, one statement each, each declared
 * with the tables it reads in the module's manifest, `<area>.module.ts`), and types no rule by hand: no status
 * literal and no live-row filter in SQL (the named fragments of `@prenup/db`, rules.ts, hold those),
 * no payment-status or partner comparison in TypeScript (the predicates of `@prenup/domain` hold
 * those). The test scans the module sources, and the rest of `src` for the rules:
 * drizzle `.insert(t)`, `.update(t)`, `.delete(t)` and raw `insert into`, `update … set`,
 * `delete from` for writes; `.from(t)`, joins and raw `from`/`join` for reads. A read of another
 * module's table anywhere but a declared read-model file fails, and so does a read-model file that
 * reads a table it does not declare or runs more than one statement (`statementsIn`).
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import * as schema from "@prenup/db/schema";
import { getTableName, is } from "drizzle-orm";
import { PgTable } from "drizzle-orm/pg-core";
import { describe, expect, it } from "vitest";
import { MODULES } from "../src/module-list.ts";
import type { ModuleManifest } from "../src/modules/manifest.ts";

/**
 * Each module's tables, and the questions its read models answer from the other modules' tables:
 * declared in the module's manifest (`<area>.module.ts`).
 */
const OWNERSHIP: Readonly<Record<string, Pick<ModuleManifest<unknown>, "owns" | "readModels">>> = Object.fromEntries(
  Object.values(MODULES).map((manifest) => [manifest.name, manifest]),
);

/**
 * The modules that may hold read models: the screens that aggregate many modules' rows in one
 * statement. Every other module reads another's rows through the owner's `.queries.ts`.
 */
const AGGREGATING_MODULES = [
  "admin-users",
  "agreement",
  "attorney-portal",
  "attorney-services",
  "evidence-dossier",
  "standing",
  "verification",
];

/** Tables of the platform, written by `src/integrations` (jobs, mail), never by a module. */
const PLATFORM_TABLES = ["background_jobs", "mail_outbox"];

/** Writes to another module's table that DESIGN.md names, each with its reason. */
const SHARED_WRITES: readonly { module: string; table: string; reason: string }[] = [
  {
    module: "answers",
    table: "documents",
    reason: "the answer write's one statement keeps the partner's will-hire flag on the document",
  },
];

/** Payment statuses are the purchase rules' (`purchaseInForce`, `sharedProductPaid`): SQL in a module never names them. */
const RULE_STATUS_LITERAL =
  /'(SUCCESSFUL|PARTIALLY_REFUNDED|FULL_REFUNDED)'|\bpayment_status\s*(=|<>|!=|\bin\b|\bnot\b)/gi;

/**
 * The live-row rule is `live()` of @prenup/db: raw `x.deleted_at is null`, drizzle
 * `isNull(x.deletedAt)` or a column interpolated into SQL (`${x.deletedAt} is null`) type it by hand.
 */
const LIVE_ROW_LITERAL =
  /\bdeleted_at\s+is\s+null\b|\bisNull\(\s*[\w.]*deletedAt\s*\)|\$\{\s*[\w.]*deletedAt\s*\}\s+is\s+null\b/gi;

/** A payment status compared in TypeScript: `isFullyRefunded`, `isPurchaseActive` of @prenup/domain say it. */
const STATUS_COMPARISON =
  /[!=]==?\s*["'](?:SUCCESSFUL|PARTIALLY_REFUNDED|FULL_REFUNDED)["']|["'](?:SUCCESSFUL|PARTIALLY_REFUNDED|FULL_REFUNDED)["']\s*[!=]==?/g;

/**
 * A user compared with a document's `userAId`/`userBId` (a null check aside): the couple rules of
 * @prenup/domain (`sideOf`, `isDocumentParty`, `partnerIdOf`) say who is a party, on which side.
 */
const PARTNER_COMPARISON =
  /\buser[AB]Id\s*[!=]==?\s*(?!null\b|undefined\b)[\w.?!]|(?<!\bnull|\bundefined)\s[!=]==?\s*[\w.?!]*\buser[AB]Id\b/g;

const HAND_TYPED_RULES: readonly { pattern: RegExp; instead: string }[] = [
  { pattern: RULE_STATUS_LITERAL, instead: "a named fragment of @prenup/db" },
  { pattern: LIVE_ROW_LITERAL, instead: "live() of @prenup/db" },
  { pattern: STATUS_COMPARISON, instead: "a payment predicate of @prenup/domain (isFullyRefunded)" },
  { pattern: PARTNER_COMPARISON, instead: "a couple rule of @prenup/domain (sideOf, isDocumentParty, partnerIdOf)" },
];

const TABLE_OF_VARIABLE = new Map<string, string>(
  Object.entries(schema).flatMap(([name, value]) =>
    is(value, PgTable) ? [[name, getTableName(value)] as [string, string]] : [],
  ),
);
const TABLES = new Set(TABLE_OF_VARIABLE.values());
const TABLE_NAMES = [...TABLES].sort((a, b) => b.length - a.length).join("|");

type Access = { kind: "write" | "read"; table: string; line: number };
type Violation = { module: string; file: string; line: number; problem: string };

/** Comments blanked (line numbers kept), so prose never counts as SQL. */
function withoutComments(source: string): string {
  return source
    .replace(/\/\*[\s\S]*?\*\//g, (block) => block.replace(/[^\n]/g, " "))
    .replace(/(^|[^:"'`\\])\/\/[^\n]*/g, (_match, lead: string) => lead);
}

const lineAt = (source: string, index: number) => source.slice(0, index).split("\n").length;

/** Every table a source writes or reads, by drizzle table variable (and its `alias(...)`, `aliasedTable(...)`) or by name in raw SQL. */
function accessesIn(source: string): Access[] {
  const code = withoutComments(source);
  const variables = new Map(TABLE_OF_VARIABLE);
  for (const match of code.matchAll(/\b(?:const|let)\s+(\w+)\s*=\s*(?:alias|aliasedTable)\(\s*(\w+)\s*,/g)) {
    const table = variables.get(match[2]!);
    if (table) variables.set(match[1]!, table);
  }
  const found: Access[] = [];
  const add = (kind: Access["kind"], table: string | undefined, index: number) => {
    if (table) found.push({ kind, table: table.toLowerCase(), line: lineAt(code, index) });
  };
  const patterns: [Access["kind"], RegExp, (match: RegExpMatchArray) => string | undefined][] = [
    ["write", /\.(?:insert|update|delete)\(\s*(\w+)\s*\)/g, (m) => variables.get(m[1]!)],
    // @prenup/db's store of Idempotency-Keys writes the table it is given.
    ["write", /\bwriteKeyStore\(\s*(\w+)\s*\)/g, (m) => variables.get(m[1]!)],
    [
      "read",
      /\.(?:from|innerJoin|leftJoin|rightJoin|fullJoin|crossJoin)\(\s*(\w+)\s*[,)]/g,
      (m) => variables.get(m[1]!),
    ],
    ["write", /\b(?:into|update)\s+\$\{\s*(\w+)\s*\}/gi, (m) => variables.get(m[1]!)],
    ["read", /\b(?:from|join)\s+\$\{\s*(\w+)\s*\}/gi, (m) => variables.get(m[1]!)],
    ["write", new RegExp(`\\b(?:insert\\s+into|delete\\s+from)\\s+"?(${TABLE_NAMES})"?(?![\\w-])`, "gi"), (m) => m[1]],
    ["write", new RegExp(`\\bupdate\\s+"?(${TABLE_NAMES})"?(?:\\s+(?:as\\s+)?\\w+)?\\s+set\\b`, "gi"), (m) => m[1]],
    ["read", new RegExp(`\\b(?:from|join)\\s+"?(${TABLE_NAMES})"?(?![\\w-])`, "gi"), (m) => m[1]],
  ];
  for (const [kind, pattern, tableOf] of patterns) {
    for (const match of code.matchAll(pattern)) add(kind, tableOf(match), match.index!);
  }
  return found;
}

/** The question a read-model file answers (`client-document.read-model.ts`: "client-document"); null for any other file. */
function readModelOf(file: string): string | null {
  return /^(.+)\.read-model\.ts$/.exec(path.basename(file))?.[1] ?? null;
}

/**
 * How many statements a source runs, by a simple count of statement starts: drizzle `.select(` and
 * `.selectDistinct(`, `execute(` (typed or not), and raw SQL opening with `select` or `with` after
 * any leading `${fragment}` (a `sql` template that is not `execute(`'s argument). A drizzle select
 * bound to a name that the file uses again (`const sub = db.select(…)`, then `${sub}` or
 * `inArray(column, sub)`) is a subquery of the statement and does not count; nor do fragments such
 * as `sql\`count(*)\`` or a parenthesised subquery `sql\`(select …)\``. A file that holds only a
 * fragment (no statement) counts zero.
 */
function statementsIn(source: string): number {
  const code = withoutComments(source);
  const starts = [
    ...code.matchAll(
      /\.select(?:Distinct)?\(|\bexecute(?:<[^>(]*>)?\(|(?<!\bexecute(?:<[^>(]*>)?\(\s*)\bsql(?:<[^>`]*>)?`(?:\s*\$\{[^}`]*\})*\s*(?:select|with)\b/gi,
    ),
  ].length;
  const subqueries = [...code.matchAll(/\b(?:const|let)\s+(\w+)\s*=\s*[\w.]+\s*\.select(?:Distinct)?\(/g)].filter(
    (match) => (code.match(new RegExp(`\\b${match[1]}\\b`, "g")) ?? []).length > 1,
  ).length;
  return starts - subqueries;
}

/** The rule breaks in one module source. */
function violationsIn(module: string, file: string, source: string): Violation[] {
  const ownership = OWNERSHIP[module];
  if (!ownership) return [{ module, file, line: 1, problem: `module ${module} has no entry in OWNERSHIP` }];
  const allowedWrites = new Set([
    ...ownership.owns,
    ...SHARED_WRITES.filter((entry) => entry.module === module).map((entry) => entry.table),
  ]);
  const readModel = readModelOf(file);
  const declared = readModel === null ? undefined : ownership.readModels?.[readModel];
  const allowedReads = new Set([...allowedWrites, ...(readModel === null ? [] : (declared ?? []))]);
  const violations: Violation[] = [];
  if (readModel !== null && declared === undefined) {
    violations.push({ module, file, line: 1, problem: `read model ${readModel} is not declared in OWNERSHIP` });
  }
  if (readModel !== null && statementsIn(source) > 1) {
    violations.push({
      module,
      file,
      line: 1,
      problem: `read model ${readModel} runs ${statementsIn(source)} statements (one allowed)`,
    });
  }
  for (const access of accessesIn(source)) {
    if (access.kind === "write" && !allowedWrites.has(access.table)) {
      violations.push({
        module,
        file,
        line: access.line,
        problem: `writes ${access.table}, which ${ownerOf(access.table)} owns`,
      });
    }
    if (access.kind === "read" && !allowedReads.has(access.table)) {
      violations.push({
        module,
        file,
        line: access.line,
        problem:
          readModel === null
            ? `reads ${access.table} (owned by ${ownerOf(access.table)}) outside a read-model file`
            : `reads ${access.table} (owned by ${ownerOf(access.table)}), which read model ${readModel} does not declare`,
      });
    }
  }
  if (/\.queries\.ts$/.test(file)) {
    const code = withoutComments(source);
    for (const match of code.matchAll(/\bsql(?:<[^`]*>)?`\s*\(\s*select\b/g)) {
      violations.push({
        module,
        file,
        line: lineAt(code, match.index!),
        problem:
          "writes a published subquery as sql`(select …)`: subquery`select …` of @prenup/db keeps its columns qualified in a single-table select",
      });
    }
    for (const match of code.matchAll(/\bfrom\s+"(\.\.\/(?!\.\.\/)[^"]*)"/g)) {
      violations.push({
        module,
        file,
        line: lineAt(code, match.index!),
        problem: `published reads import ${match[1]}: a .queries.ts file imports no other module`,
      });
    }
  }
  for (const typed of handTypedRulesIn(source)) violations.push({ module, file, ...typed });
  return violations;
}

/**
 * The SQL fragments a source outside the read models embeds from a read-model file of its module
 * (`import { CARD_SELECT } from "./attorney-card-columns.read-model.ts"` in a repository): the
 * statement that embeds one reads that read model's tables without being one. `readModelSource`
 * gives a read-model file's source by its path relative to the importer. Type imports and
 * functions that run their statement are fine.
 */
function embeddedFragmentsIn(
  file: string,
  source: string,
  readModelSource: (specifier: string) => string | null,
): { line: number; problem: string }[] {
  if (readModelOf(file) !== null) return [];
  const code = withoutComments(source);
  const found: { line: number; problem: string }[] = [];
  for (const match of code.matchAll(/import\s+(type\s+)?\{([^}]*)\}\s+from\s+"(\.[^"]*\.read-model\.ts)"/g)) {
    if (match[1]) continue;
    const imported = readModelSource(match[3]!);
    if (imported === null) continue;
    const names = match[2]!
      .split(",")
      .map((part) => part.trim())
      .filter((part) => part !== "" && !part.startsWith("type "))
      .map((part) => part.split(/\s+as\s+/)[0]!.trim());
    for (const name of names) {
      if (
        new RegExp(`export\\s+const\\s+${name}\\s*=\\s*(?:\\([^)]*\\)\\s*=>\\s*)?sql\\b`).test(
          withoutComments(imported),
        )
      )
        found.push({
          line: lineAt(code, match.index!),
          problem: `embeds ${name}, an SQL fragment of read model ${readModelOf(match[3]!)}, in a statement outside a read-model file`,
        });
    }
  }
  return found;
}

/** The rules a source types by hand rather than naming them. */
function handTypedRulesIn(source: string): { line: number; problem: string }[] {
  const code = withoutComments(source);
  return HAND_TYPED_RULES.flatMap(({ pattern, instead }) =>
    [...code.matchAll(pattern)].map((match) => ({
      line: lineAt(code, match.index!),
      problem: `types the rule literal ${match[0].trim()} instead of ${instead}`,
    })),
  );
}

function ownerOf(table: string): string {
  if (PLATFORM_TABLES.includes(table)) return "the platform";
  return Object.entries(OWNERSHIP).find(([, ownership]) => ownership.owns.includes(table))?.[0] ?? "no module";
}

const srcDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../src");
const modulesDir = path.join(srcDir, "modules");

function sourcesOf(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourcesOf(full);
    return entry.name.endsWith(".ts") && !entry.name.endsWith(".test.ts") ? [full] : [];
  });
}

const modules = readdirSync(modulesDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => ({ module: entry.name, files: sourcesOf(path.join(modulesDir, entry.name)) }));

describe("table ownership", () => {
  it("gives every table exactly one owner, and names only tables that exist", () => {
    const owners = new Map<string, string[]>();
    for (const [module, ownership] of Object.entries(OWNERSHIP)) {
      for (const table of ownership.owns) owners.set(table, [...(owners.get(table) ?? []), module]);
    }
    for (const table of PLATFORM_TABLES) owners.set(table, [...(owners.get(table) ?? []), "the platform"]);
    const named = [
      ...owners.keys(),
      ...Object.values(OWNERSHIP).flatMap((ownership) => Object.values(ownership.readModels ?? {}).flat()),
    ];
    expect(
      named.filter((table) => !TABLES.has(table)),
      "tables that do not exist",
    ).toEqual([]);
    expect(
      [...TABLES]
        .filter((table) => (owners.get(table) ?? []).length !== 1)
        .map((table) => `${table}: ${(owners.get(table) ?? ["nobody"]).join(", ")}`),
    ).toEqual([]);
  });

  it("maps every module, and no module that does not exist", () => {
    expect(Object.keys(OWNERSHIP).sort()).toEqual(modules.map((entry) => entry.module).sort());
  });

  it("finds no write to another module's table, no cross-module read outside a declared read model and no rule literal in the modules", () => {
    const violations = modules.flatMap(({ module, files }) =>
      files.flatMap((file) => violationsIn(module, path.relative(modulesDir, file), readFileSync(file, "utf8"))),
    );
    expect(violations.map((v) => `${v.file}:${v.line} ${v.problem}`)).toEqual([]);
  });

  it("embeds no read model's SQL fragment in a statement outside the read models", () => {
    const embedded = modules.flatMap(({ files }) =>
      files.flatMap((file) =>
        embeddedFragmentsIn(file, readFileSync(file, "utf8"), (specifier) => {
          const target = path.resolve(path.dirname(file), specifier);
          return existsSync(target) ? readFileSync(target, "utf8") : null;
        }).map((found) => `${path.relative(modulesDir, file)}:${found.line} ${found.problem}`),
      ),
    );
    expect(embedded).toEqual([]);
  });

  it("types no rule by hand in the sources outside the modules", () => {
    const outside = sourcesOf(srcDir).filter((file) => !file.startsWith(modulesDir + path.sep));
    expect(outside.length).toBeGreaterThan(0);
    const typed = outside.flatMap((file) =>
      handTypedRulesIn(readFileSync(file, "utf8")).map(
        (rule) => `${path.relative(srcDir, file)}:${rule.line} ${rule.problem}`,
      ),
    );
    expect(typed).toEqual([]);
  });

  it("keeps read models to the aggregating screens", () => {
    const holding = Object.entries(OWNERSHIP)
      .filter(([, ownership]) => Object.keys(ownership.readModels ?? {}).length > 0)
      .map(([module]) => module)
      .sort();
    expect(holding.filter((module) => !AGGREGATING_MODULES.includes(module))).toEqual([]);
    // The list names no module that has none (a module that stops holding read models leaves it).
    expect(AGGREGATING_MODULES.filter((module) => !holding.includes(module))).toEqual([]);
  });

  it("declares no read model, read or cross-write that no source makes any more", () => {
    const stale: string[] = [];
    for (const { module, files } of modules) {
      const accesses = files.flatMap((file) => accessesIn(readFileSync(file, "utf8")));
      const owned = new Set(OWNERSHIP[module]!.owns);
      for (const [readModel, tables] of Object.entries(OWNERSHIP[module]!.readModels ?? {})) {
        const file = files.find((candidate) => readModelOf(candidate) === readModel);
        if (!file) {
          stale.push(`${module} declares read model ${readModel}, which has no file`);
          continue;
        }
        const read = accessesIn(readFileSync(file, "utf8"));
        for (const table of tables) {
          if (!read.some((access) => access.table === table)) stale.push(`${module}/${readModel} declares ${table}`);
        }
      }
      for (const entry of SHARED_WRITES.filter((candidate) => candidate.module === module)) {
        if (
          !owned.has(entry.table) &&
          !accesses.some((access) => access.kind === "write" && access.table === entry.table)
        ) {
          stale.push(`${module} is listed as writing ${entry.table}`);
        }
      }
    }
    expect(stale).toEqual([]);
  });

  describe("fails on a planted violation", () => {
    const problems = (module: string, source: string, file = "planted.ts") =>
      violationsIn(module, file, source).map((v) => v.problem);

    it("a read model's SQL fragment embedded in a repository's statement", () => {
      const fragment =
        'import { sql } from "drizzle-orm";\nexport const CARD_SELECT = sql`select a.id from attorneys a`;\nexport const cards = (filter: SQL) => sql`select 1 ${filter}`;\nexport async function cardsOf(db: Executor) { return db.execute(sql`select 1`); }';
      const sources = (specifier: string) => (specifier === "./card-columns.read-model.ts" ? fragment : null);
      const importing = (names: string) =>
        embeddedFragmentsIn(
          "attorney-services/attorney-services.repository.ts",
          `import { ${names} } from "./card-columns.read-model.ts";`,
          sources,
        ).map((found) => found.problem);
      expect(importing("CARD_SELECT, cards as cardsFragment")).toEqual([
        "embeds CARD_SELECT, an SQL fragment of read model card-columns, in a statement outside a read-model file",
        "embeds cards, an SQL fragment of read model card-columns, in a statement outside a read-model file",
      ]);
      // A function that runs its own statement, a type, or a read model importing the fragment pass.
      expect(importing("cardsOf, type CardRow")).toEqual([]);
      expect(
        embeddedFragmentsIn(
          "attorney-services/attorney-cards.read-model.ts",
          'import { CARD_SELECT } from "./card-columns.read-model.ts";',
          sources,
        ),
      ).toEqual([]);
    });

    it("a drizzle write to another module's table", () => {
      expect(problems("chats", "await tx.insert(auditLog).values(row);")).toEqual([
        "writes audit_log, which audit owns",
      ]);
      expect(problems("chats", "await tx.update(purchaseItems).set({ bookingStatus: 'BOOKED' });")).toEqual([
        "writes purchase_items, which purchase-items owns",
      ]);
      expect(problems("chats", "const keys = writeKeyStore(profileWriteKeys);")).toEqual([
        "writes profile_write_keys, which users owns",
      ]);
    });

    it("a raw SQL write to another module's table", () => {
      expect(problems("chats", "await db.execute(sql`insert into audit_log (action) values (${action})`);")).toEqual([
        "writes audit_log, which audit owns",
      ]);
      expect(
        problems("chats", "await db.execute(sql`update documents d set status = 'FINAL' where d.id = ${id}`);"),
      ).toContain("writes documents, which documents owns");
      expect(problems("chats", "await db.execute(sql`delete from events where id = ${id}`);")).toContain(
        "writes events, which scheduling owns",
      );
    });

    it("an undeclared read, raw or through drizzle", () => {
      expect(problems("chats", "await db.execute(sql`select * from refunds r where r.id = ${id}`);")).toEqual([
        "reads refunds (owned by purchase-items) outside a read-model file",
      ]);
      expect(
        problems("chats", "await db.select().from(payouts).leftJoin(refunds, eq(refunds.id, payouts.id));"),
      ).toEqual([
        "reads payouts (owned by purchase-items) outside a read-model file",
        "reads refunds (owned by purchase-items) outside a read-model file",
      ]);
      expect(
        problems(
          "chats",
          'const actor = aliasedTable(users, "actor");\ndb.select().from(chatMessages).innerJoin(actor, eq(actor.id, chatMessages.fromUserId));',
        ),
      ).toEqual(["reads users (owned by users) outside a read-model file"]);
    });

    it("a payment-status literal instead of the named fragment", () => {
      expect(
        problems("notarizations", "sql`select 1 from purchase_items pi where pi.payment_status <> 'FULL_REFUNDED'`"),
      ).toEqual([
        "reads purchase_items (owned by purchase-items) outside a read-model file",
        "types the rule literal payment_status <> instead of a named fragment of @prenup/db",
        "types the rule literal 'FULL_REFUNDED' instead of a named fragment of @prenup/db",
      ]);
    });

    it("a live-row filter typed in SQL or drizzle instead of live()", () => {
      expect(problems("chats", "sql`select 1 from chat_messages m where m.deleted_at is null`")).toEqual([
        "types the rule literal deleted_at is null instead of live() of @prenup/db",
      ]);
      expect(problems("chats", "sql`update chat_messages set is_read = true where deleted_at  is  null`")).toEqual([
        "types the rule literal deleted_at  is  null instead of live() of @prenup/db",
      ]);
      expect(problems("chats", "sql`select 1 from ${chatMessages} where ${chatMessages.deletedAt} is null`")).toEqual([
        "types the rule literal ${chatMessages.deletedAt} is null instead of live() of @prenup/db",
      ]);
      expect(problems("chats", "db.select().from(chatMessages).where(isNull(chatMessages.deletedAt));")).toEqual([
        "types the rule literal isNull(chatMessages.deletedAt) instead of live() of @prenup/db",
      ]);
      expect(
        problems("chats", 'sql`select 1 from chat_messages m where ${live("m")} and m.deleted_at is not null`'),
      ).toEqual([]);
    });

    it("a payment status compared in TypeScript instead of a domain predicate", () => {
      expect(problems("chats", 'if (item.paymentStatus === "FULL_REFUNDED") throw refused;')).toEqual([
        'types the rule literal === "FULL_REFUNDED" instead of a payment predicate of @prenup/domain (isFullyRefunded)',
      ]);
      expect(problems("chats", 'const kept = "SUCCESSFUL" !== status;')).toEqual([
        'types the rule literal "SUCCESSFUL" !== instead of a payment predicate of @prenup/domain (isFullyRefunded)',
      ]);
      expect(problems("chats", 'const statuses = ["SUCCESSFUL", "FULL_REFUNDED"];')).toEqual([]);
    });

    it("a partner check typed by hand instead of the couple rules", () => {
      const instead = "instead of a couple rule of @prenup/domain (sideOf, isDocumentParty, partnerIdOf)";
      expect(problems("chats", "if (doc.userAId === userId || doc.userBId === userId) return doc;")).toEqual([
        `types the rule literal userAId === u ${instead}`,
        `types the rule literal userBId === u ${instead}`,
      ]);
      expect(problems("chats", "const partner = actorId === facts.userAId ? facts.userBId : facts.userAId;")).toEqual([
        `types the rule literal === facts.userAId ${instead}`,
      ]);
      expect(problems("chats", "const joined = doc.userBId !== null && doc.userBId !== undefined;")).toEqual([]);
    });

    it("published reads (.queries.ts) that read another module's table or import another module", () => {
      expect(
        problems(
          "users",
          "export const x = (id: SQL) => subquery`select 1 from ${attorneys} where ${attorneys.userId} = ${id}`;",
          "users/users.queries.ts",
        ),
      ).toEqual(["reads attorneys (owned by attorney-portal) outside a read-model file"]);
      expect(
        problems("users", 'import { stateOf } from "../states/states.queries.ts";', "users/users.queries.ts"),
      ).toEqual(["published reads import ../states/states.queries.ts: a .queries.ts file imports no other module"]);
      expect(
        problems(
          "users",
          "export const emailOf = (id: SQL) => sql<string>`(select ${users.email} from ${users} where ${users.id} = ${id})`;",
          "users/users.queries.ts",
        ),
      ).toEqual([
        "writes a published subquery as sql`(select …)`: subquery`select …` of @prenup/db keeps its columns qualified in a single-table select",
      ]);
      // Its own table, a type of the request pipeline, and another module embedding the fragment, pass.
      expect(
        problems(
          "users",
          'import type { PersonFields } from "../../access/current-user.ts";',
          "users/users.queries.ts",
        ),
      ).toEqual([]);
      expect(
        problems(
          "users",
          "export const personOf = (id: SQL) => subquery`select ${users.email} from ${users} where ${users.id} = ${id}`;",
          "users/users.queries.ts",
        ),
      ).toEqual([]);
      expect(
        problems(
          "audit",
          'import { personOf } from "../users/users.queries.ts";\ndb.select({ actor: personOf(auditLog.actorUserId) }).from(auditLog);',
          "audit/user-trail.ts",
        ),
      ).toEqual([]);
    });

    it("a cross-module read outside a read-model file, even of a table a read model declares", () => {
      const read = "const rows = await db.execute(sql`select d.user_a_id from documents d where d.id = ${id}`);";
      expect(problems("attorney-portal", read, "attorney-portal/attorney-portal.repository.ts")).toEqual([
        "reads documents (owned by documents) outside a read-model file",
      ]);
      expect(problems("attorney-portal", read, "attorney-portal/client-document.read-model.ts")).toEqual([]);
    });

    it("a read-model file that reads a table it does not declare, or that is not declared", () => {
      expect(
        problems(
          "attorney-portal",
          "export const rows = (db) => db.select().from(documents).innerJoin(refunds, eq(refunds.id, documents.id));",
          "attorney-portal/client-document.read-model.ts",
        ),
      ).toEqual(["reads refunds (owned by purchase-items), which read model client-document does not declare"]);
      expect(problems("attorney-portal", "export const x = 1;", "attorney-portal/client-gossip.read-model.ts")).toEqual(
        ["read model client-gossip is not declared in OWNERSHIP"],
      );
    });

    it("a read-model file that runs two statements", () => {
      expect(
        problems(
          "attorney-portal",
          "const parties = await db.execute(sql`select 1 from documents d`);\nconst notes = await db.select().from(internalNotes);",
          "attorney-portal/client-document.read-model.ts",
        ),
      ).toEqual(["read model client-document runs 2 statements (one allowed)"]);
      expect(
        problems(
          "attorney-portal",
          "const a = preparedQuery('a', () => sql`select 1 from documents d`);\nconst b = preparedQuery('b', () => sql`\n  with x as (select 1) select * from x`);",
          "attorney-portal/client-document.read-model.ts",
        ),
      ).toEqual(["read model client-document runs 2 statements (one allowed)"]);
    });

    it("while one statement with its subquery and fragments counts once", () => {
      expect(
        statementsIn(
          "const n = db.select({ n: count() }).from(carts);\nreturn db.select({ n: sql`(${n})` }).from(coupons);",
        ),
      ).toBe(1);
      expect(statementsIn("return db.execute(sql`select ${sql`count(*)`} from documents d where ${qaPairs}`);")).toBe(
        1,
      );
      expect(statementsIn("return selectRows(db, sql`${clientsCte(id)}\n  select * from c`);")).toBe(1);
    });

    it("while its own tables, declared reads in a read model and comments pass", () => {
      expect(
        problems(
          "attorney-portal",
          "await tx.insert(internalNotes).values(row);\n// reads from refunds in prose\nsql`select 1 from users u join states s on s.id = u.state_id`",
          "attorney-portal/client-page.read-model.ts",
        ),
      ).toEqual([]);
    });
  });
});
