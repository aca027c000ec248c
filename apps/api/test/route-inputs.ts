/**
 * Every registered route's inputs, read from the OpenAPI document the routes generate, and a way to
 * send one value at one of them as a caller the route's access rule lets through: the generic input
 * sweeps (text-inputs.test.ts, admin-amounts.test.ts) are built on it.
 */
import { documents } from "@prenup/db";
import { createAdmin, createAttorney, createCouple } from "@prenup/db/testing";
import { eq } from "drizzle-orm";
import type { LightMyRequestResponse } from "fastify";
import { randomUUID } from "node:crypto";
import type { AccessRule } from "../src/access/rules.ts";
import { claimsOf, type TestApi } from "./harness.ts";

export type JsonSchema = {
  $ref?: string;
  type?: string | string[];
  format?: string;
  pattern?: string;
  enum?: unknown[];
  const?: unknown;
  minimum?: number;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  default?: unknown;
};
type Parameter = { in: "path" | "query" | "header"; name: string; required?: boolean; schema: JsonSchema };
type Operation = { parameters?: Parameter[]; requestBody?: { content: Record<string, { schema: JsonSchema }> } };
type OpenApiDocument = {
  paths: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, JsonSchema> };
};

/** One input of a route: its part, the keys to it (array items as 0) and its schema. */
export type InputField = { part: "path" | "query" | "body"; path: (string | number)[]; schema: JsonSchema };
export type RouteOperation = { method: string; path: string; access: AccessRule; operation: Operation };
export type Person = "owner" | "partner" | "attorney" | "admin";
export type Issue = { message: string; path: (string | number)[] };

export const typesOf = (schema: JsonSchema) =>
  Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];

const PDF = Buffer.from("%PDF-1.7\n1 0 obj << >> endobj\n%%EOF\n");

/**
 * The world the requests run in: a paid couple in California whose partner A is represented by an
 * approved attorney, and an admin.
 */
export async function routeInputs(api: TestApi) {
  const couple = await createCouple(api.db, { state: "CA", paid: true });
  const attorney = await createAttorney(api.db, { stage: "APPROVED", states: ["CA"] });
  await api.db.update(documents).set({ attorneyAId: attorney.attorney.id }).where(eq(documents.id, couple.document.id));
  const admin = await createAdmin(api.db);
  const people: Record<Person, { id: string; externalId: string; email: string }> = {
    owner: couple.userA,
    partner: couple.userB,
    attorney: attorney.user,
    admin,
  };
  const apps: Record<Person, "customer" | "attorney" | "admin"> = {
    owner: "customer",
    partner: "customer",
    attorney: "attorney",
    admin: "admin",
  };
  const documentId = couple.document.id;
  const document = (await api.inject({ method: "GET", url: "/openapi.json" })).json<OpenApiDocument>();

  function resolve(schemaOrRef: JsonSchema | undefined): JsonSchema | undefined {
    let current = schemaOrRef;
    while (current?.$ref) current = document.components?.schemas?.[current.$ref.split("/").pop()!];
    return current;
  }

  /** The leaves of a schema that `accept` picks, with their paths (every branch of a union). */
  function leaves(
    schemaOrRef: JsonSchema | undefined,
    path: (string | number)[],
    accept: (schema: JsonSchema) => boolean,
    into: { path: (string | number)[]; schema: JsonSchema }[],
  ): void {
    const schema = resolve(schemaOrRef);
    if (!schema) return;
    for (const branch of [...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])])
      leaves(branch, path, accept, into);
    if (schema.properties)
      for (const [key, child] of Object.entries(schema.properties)) leaves(child, [...path, key], accept, into);
    if (typeof schema.additionalProperties === "object")
      leaves(schema.additionalProperties, [...path, "key"], accept, into);
    if (typesOf(schema).includes("array") && schema.items) leaves(schema.items, [...path, 0], accept, into);
    if (accept(schema) && !into.some((leaf) => leaf.path.join(".") === path.join("."))) into.push({ path, schema });
  }

  /** A value that passes a schema as far as simple samples go: its required properties filled in. */
  function sampleValue(schemaOrRef: JsonSchema | undefined): unknown {
    const schema = resolve(schemaOrRef) ?? {};
    const options = schema.anyOf ?? schema.oneOf;
    if (options)
      return sampleValue(options.find((option) => !typesOf(resolve(option) ?? {}).includes("null")) ?? options[0]);
    if (schema.allOf) return Object.assign({}, ...schema.allOf.map((part) => sampleValue(part) as object));
    if (schema.const !== undefined) return schema.const;
    if (schema.enum?.length) return schema.enum[0];
    if (schema.default !== undefined) return schema.default;
    const types = typesOf(schema);
    if (types.includes("object") || schema.properties) {
      return Object.fromEntries((schema.required ?? []).map((key) => [key, sampleValue(schema.properties?.[key])]));
    }
    if (types.includes("array")) return [];
    if (types.includes("string")) {
      if (schema.format === "uuid") return randomUUID();
      if (schema.format === "date") return "2026-01-01";
      if (schema.format === "date-time") return "2026-11-21T12:00:00.000Z";
      if (schema.format === "email") return "sample@example.test";
      if (schema.format === "uri") return "https://example.test/";
      return "Sample text";
    }
    if (types.includes("integer") || types.includes("number")) return Math.max(1, schema.minimum ?? 1);
    if (types.includes("boolean")) return true;
    return null;
  }

  /** True when the schema (one of its branches) has a property at `path`. */
  function hasPath(schemaOrRef: JsonSchema | undefined, path: (string | number)[]): boolean {
    const schema = resolve(schemaOrRef);
    if (!schema) return false;
    if (path.length === 0) return true;
    if (
      [...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])].some((branch) =>
        hasPath(branch, path),
      )
    )
      return true;
    const [head, ...rest] = path;
    if (typeof head === "number") return hasPath(schema.items, rest);
    const child =
      schema.properties?.[head!] ??
      (typeof schema.additionalProperties === "object" ? schema.additionalProperties : undefined);
    return child !== undefined && hasPath(child, rest);
  }

  /** A body with `value` at `path`, in the branch of the schema that has it, its other required fields sampled. */
  function bodyWith(schemaOrRef: JsonSchema | undefined, path: (string | number)[], value: unknown): unknown {
    if (path.length === 0) return value;
    const schema = resolve(schemaOrRef) ?? {};
    const branch = [...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])].find((option) =>
      hasPath(option, path),
    );
    if (branch) return bodyWith(branch, path, value);
    const [head, ...rest] = path;
    if (typeof head === "number") return [bodyWith(schema.items, rest, value)];
    const child =
      schema.properties?.[head!] ??
      (typeof schema.additionalProperties === "object" ? schema.additionalProperties : undefined);
    return { ...(sampleValue(schema) as object), [head!]: bodyWith(child, rest, value) };
  }

  /** The people who may pass a rule, each with the path parameters that make them pass it. */
  function callersFor(rule: AccessRule): { person: Person; params: Record<string, string> }[] {
    const owner = people.owner.id;
    switch (rule.kind) {
      case "anonymous":
      case "authenticated":
      case "customer":
        return [{ person: "owner", params: {} }];
      case "admin":
        return [{ person: "admin", params: {} }];
      case "approvedAttorney":
        return [{ person: "attorney", params: {} }];
      case "self":
        return (["owner", "attorney", "admin"] as const).map((person) => ({
          person,
          params: { [rule.param]: people[person].id },
        }));
      case "documentParty":
        return [{ person: "owner", params: { [rule.param]: documentId } }];
      case "partner":
        return [{ person: "partner", params: { [rule.param]: owner } }];
      case "assignedAttorney":
        return [{ person: "attorney", params: { [rule.param]: rule.resource === "user" ? owner : documentId } }];
      // The attorney here is assigned, not bought for Q&A: nobody of these people passes this way.
      case "qaAttorney":
        return [];
      case "anyOf":
        return rule.rules.flatMap(callersFor);
      case "allOf": {
        let combined = callersFor(rule.rules[0]!);
        for (const next of rule.rules.slice(1)) {
          combined = combined.flatMap((left) =>
            callersFor(next)
              .filter(
                (right) =>
                  right.person === left.person &&
                  Object.entries(right.params).every(([key, value]) => (left.params[key] ?? value) === value),
              )
              .map((right) => ({ person: left.person, params: { ...left.params, ...right.params } })),
          );
        }
        return combined;
      }
    }
  }

  /** The access rule refused the request (401, or a denial the access check logged), so its input was never read. */
  function refusedByAccess(response: LightMyRequestResponse): boolean {
    if (response.statusCode === 401) return true;
    const id = String(response.headers["x-request-id"]);
    return api.logs.some((line) => line.includes(`"reqId":"${id}"`) && line.includes('"msg":"access denied"'));
  }

  const operations: RouteOperation[] = [];
  for (const [path, methods] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(methods)) {
      const route = api.app.registeredRoutes.find(
        (candidate) => candidate.path === path && candidate.method === method.toUpperCase(),
      );
      if (route) operations.push({ method: method.toUpperCase(), path, access: route.access as AccessRule, operation });
    }
  }

  return {
    people,
    operations,

    /** Who may call the route (the people its access rule names). */
    callers: (operation: RouteOperation) => callersFor(operation.access),

    /** The inputs of a route (path, query, JSON body) whose schema `accept` picks. */
    fields(operation: RouteOperation, accept: (schema: JsonSchema) => boolean): InputField[] {
      const found: InputField[] = [];
      for (const parameter of operation.operation.parameters ?? []) {
        if (parameter.in !== "path" && parameter.in !== "query") continue;
        const into: { path: (string | number)[]; schema: JsonSchema }[] = [];
        leaves(parameter.schema, [parameter.name], accept, into);
        found.push(...into.map((leaf) => ({ part: parameter.in as "path" | "query", ...leaf })));
      }
      const [contentType, body] = Object.entries(operation.operation.requestBody?.content ?? {})[0] ?? [];
      if (contentType === "application/json" && body) {
        const into: { path: (string | number)[]; schema: JsonSchema }[] = [];
        leaves(body.schema, [], accept, into);
        found.push(...into.map((leaf) => ({ part: "body" as const, ...leaf })));
      }
      return found;
    },

    /**
     * Sends `value` at `field` (everything else sampled) as the first of `people` (default: all)
     * the route's rule lets through; null when the rule refused every one of them.
     */
    async send(
      operation: RouteOperation,
      field: InputField,
      value: unknown,
      only?: readonly Person[],
    ): Promise<LightMyRequestResponse | null> {
      const parameters = operation.operation.parameters ?? [];
      const [contentType, body] = Object.entries(operation.operation.requestBody?.content ?? {})[0] ?? [];
      for (const caller of callersFor(operation.access).filter(
        (candidate) => !only || only.includes(candidate.person),
      )) {
        const values: Record<string, string> = {};
        for (const parameter of parameters.filter((candidate) => candidate.in === "path")) {
          values[parameter.name] =
            field.part === "path" && field.path[0] === parameter.name
              ? String(value)
              : (caller.params[parameter.name] ?? String(sampleValue(parameter.schema)));
        }
        // An attorney's own routes name them twice (`/users/{id}/attorneys/{aid}`).
        if ("aid" in values && caller.params["id"]) values["aid"] = caller.params["id"];
        const url = operation.path.replace(/\{([^}]+)\}/g, (_, key: string) => encodeURIComponent(values[key]!));
        const query = new URLSearchParams();
        for (const parameter of parameters.filter((candidate) => candidate.in === "query")) {
          if (field.part === "query" && field.path[0] === parameter.name) query.set(parameter.name, String(value));
          else if (parameter.required) query.set(parameter.name, String(sampleValue(parameter.schema)));
        }
        const response = await api.inject({
          method: operation.method as "GET",
          url: `${url}${query.size > 0 ? `?${query}` : ""}`,
          ...(contentType === "application/json"
            ? {
                payload: (field.part === "body"
                  ? bodyWith(body!.schema, field.path, value)
                  : sampleValue(body!.schema)) as object,
              }
            : contentType
              ? { headers: { "content-type": contentType }, payload: PDF }
              : {}),
          as: operation.access.kind === "anonymous" ? null : claimsOf(people[caller.person], apps[caller.person]),
        });
        if (!refusedByAccess(response)) return response;
      }
      return null;
    },

    /** The validation issues of a 400 answer that name `field`. */
    issuesAt(response: LightMyRequestResponse, field: InputField): Issue[] {
      if (response.statusCode !== 400) return [];
      const issues = response.json<{ error?: { issues?: Issue[] } }>().error?.issues ?? [];
      const expected = (field.part === "body" ? field.path : field.path.slice(0, 1)).join(".");
      return issues.filter((issue) => issue.path.join(".") === expected);
    },
  };
}
