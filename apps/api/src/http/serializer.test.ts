import Fastify from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { compiledStringify, createResponseSerializerCompiler, responseJsonSchema } from "./serializer.ts";

// A response with what the API's schemas use: nullable fields and objects, enums (nullable too),
// optional fields, arrays of objects, records, a union of objects and a discriminated union.
const profile = z.object({ id: z.uuid(), email: z.email(), firstName: z.string().nullable() });
const schema = z.object({
  user: z.union([
    profile.extend({ gender: z.enum(["MALE", "FEMALE"]).nullable(), createdAt: z.iso.datetime() }),
    profile,
  ]),
  status: z.enum(["NOT_STARTED", "COMPLETED"]),
  note: z.string().max(10).optional(),
  count: z.number().int().min(0),
  ratio: z.number().nullable(),
  items: z.array(z.object({ key: z.string().regex(/^[a-z_]+$/), depth: z.number(), done: z.boolean() })),
  byKey: z.record(z.string(), z.array(z.string())),
  attorney: z.object({ id: z.uuid(), stage: z.enum(["APPROVED", "UNDER_REVIEW"]) }).nullable(),
  event: z.discriminatedUnion("kind", [
    z.object({ kind: z.literal("paid"), amount: z.number() }),
    z.object({ kind: z.literal("refunded"), reason: z.string() }),
  ]),
});

const id = "3f0c2b1e-8a4d-4c6b-9e7f-0a1b2c3d4e5f";
const values: unknown[] = [
  {
    user: { id, email: "alex@example.com", firstName: "Alex", gender: null, createdAt: "2026-11-25T10:00:00.000Z" },
    status: "COMPLETED",
    count: 3,
    ratio: 0.25,
    items: [
      { key: "pets", depth: 0, done: true },
      { key: "home_value", depth: 1, done: false },
    ],
    byKey: { pets: ["dog", "cat"], home: [] },
    attorney: { id, stage: "APPROVED" },
    event: { kind: "refunded", reason: 'Changed our minds "quoted" \u2028 and \\ escaped' },
  },
  {
    // The partner's view: the public profile only; zod strips what the schema does not name.
    user: { id, email: "jordan@example.com", firstName: null, internalNote: "never sent" },
    status: "NOT_STARTED",
    note: "short",
    count: 0,
    ratio: null,
    items: [],
    byKey: {},
    attorney: null,
    event: { kind: "paid", amount: 1299.5, extra: true },
    secret: "not in the schema",
  },
];

describe("the compiled response serializer", () => {
  it("writes the JSON that zod's check and encode then JSON.stringify write", () => {
    const compiled = compiledStringify(schema);
    expect(compiled).not.toBeNull();
    for (const value of values) {
      const written = compiled!(value);
      expect(JSON.parse(written)).toStrictEqual(JSON.parse(JSON.stringify(z.encode(schema, value as never))));
      // The same characters, but for the order of the properties.
      expect([...written].sort().join("")).toBe([...JSON.stringify(z.encode(schema, value as never))].sort().join(""));
    }
    expect(compiled!(values[1])).not.toContain("never sent");
    expect(compiled!(values[1])).not.toContain("secret");
  });

  it("leaves a schema that JSON Schema cannot express to zod", () => {
    expect(responseJsonSchema(z.object({ at: z.date() }))).toBeNull();
    expect(compiledStringify(z.object({ total: z.bigint() }))).toBeNull();
    expect(compiledStringify(z.string().transform((text) => text.length))).toBeNull();
  });

  async function appWith(options: Parameters<typeof createResponseSerializerCompiler>[0], reply: unknown) {
    const app = Fastify().withTypeProvider<ZodTypeProvider>();
    app.setSerializerCompiler(createResponseSerializerCompiler(options));
    app.get("/thing", { schema: { response: { 200: schema } } }, async () => reply as never);
    await app.ready();
    return app;
  }

  it("refuses a response zod refuses while checking, and not when checking is off (production)", async () => {
    const wrong = { ...(values[0] as object), count: -1 };
    const checked = await appWith({ check: true }, wrong);
    expect((await checked.inject({ url: "/thing" })).statusCode).toBe(500);
    const unchecked = await appWith({ check: false }, wrong);
    const response = await unchecked.inject({ url: "/thing" });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ count: -1 });
  });

  it("fails a response whose compiled output differs from zod's while checking", async () => {
    const faulty = await appWith({ check: true, compile: () => () => '{"status":"COMPLETED"}' }, values[0]);
    const response = await faulty.inject({ url: "/thing" });
    expect(response.statusCode).toBe(500);
    const fine = await appWith({ check: true }, values[0]);
    expect((await fine.inject({ url: "/thing" })).json()).toEqual(z.encode(schema, values[0] as never));
  });
});
