import { createRequire } from "node:module";
import { isDeepStrictEqual } from "node:util";
import type { FastifySerializerCompiler } from "fastify";
import { ResponseSerializationError } from "fastify-type-provider-zod";
import { z } from "zod";

type Stringify = (data: unknown) => string;
type FastJsonStringify = (schema: Record<string, unknown>) => Stringify;

/**
 * The JSON Schema of a response's zod schema, as fast-json-stringify reads it (OpenAPI 3.0's
 * `nullable` rather than an `anyOf` with null, which it would decide by validating each value), or
 * null for a schema that JSON Schema cannot express (a transform, a date, a bigint…).
 */
export function responseJsonSchema(schema: z.ZodType): Record<string, unknown> | null {
  let jsonSchema: unknown;
  try {
    jsonSchema = z.toJSONSchema(schema, {
      target: "openapi-3.0",
      io: "output",
      unrepresentable: "throw",
      cycles: "ref",
    });
  } catch {
    return null;
  }
  return shapeOnly(jsonSchema) as Record<string, unknown>;
}

// What only checks a value and does not shape its JSON. fast-json-stringify picks an `anyOf` branch by
// validating the value with ajv, where zod picks the first option that parses: with these kept, a
// branch would fail on a property zod strips (`additionalProperties: false`) or on a pattern or format
// written for zod's engine rather than ajv's.
const CHECK_ONLY_KEYWORDS = new Set([
  "pattern",
  "format",
  "minLength",
  "maxLength",
  "minimum",
  "maximum",
  "exclusiveMinimum",
  "exclusiveMaximum",
  "multipleOf",
  "minItems",
  "maxItems",
  "uniqueItems",
  "minProperties",
  "maxProperties",
  "description",
  "title",
  "examples",
  "default",
]);

function shapeOnly(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(shapeOnly);
  if (!node || typeof node !== "object") return node;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(node)) {
    if (CHECK_ONLY_KEYWORDS.has(key)) continue;
    if (key === "additionalProperties" && value === false) continue;
    // Property names and definitions are names, not keywords: only their schemas are walked.
    out[key] =
      key === "properties" || key === "definitions" || key === "$defs" || key === "patternProperties"
        ? Object.fromEntries(
            Object.entries(value as Record<string, unknown>).map(([name, schema]) => [name, shapeOnly(schema)]),
          )
        : shapeOnly(value);
  }
  // ajv reads `nullable` as adding null to the types, not to an enum: a null would match no branch.
  if (out["nullable"] === true && Array.isArray(out["enum"]) && !out["enum"].includes(null))
    out["enum"] = [...out["enum"], null];
  return out;
}

// fast-json-stringify (and the ajv it brings) loads with the first response that needs it, not at
// start-up: a process that answers only /ready never loads it.
let fastJson: FastJsonStringify | undefined;
function loadFastJson(): FastJsonStringify {
  fastJson ??= createRequire(import.meta.url)("fast-json-stringify") as FastJsonStringify;
  return fastJson;
}

/** A route's response schema: the zod schema itself, or Fastify's `{ properties: zodSchema }` form. */
function zodSchemaOf(schema: unknown): z.ZodType {
  if (schema instanceof z.ZodType) return schema;
  if (schema && typeof schema === "object" && "properties" in schema && schema.properties instanceof z.ZodType)
    return schema.properties;
  throw new Error(`A route's response schema is not a zod schema: ${JSON.stringify(schema)}`);
}

/** The response as zod checks and encodes it, then JSON.stringify: the reference every compiled serializer is held to. */
export function zodStringify(schema: z.ZodType, method: string, url: string): Stringify {
  return (data) => {
    const result = z.safeEncode(schema, data);
    if (!result.success) throw new ResponseSerializationError(method, url, { cause: result.error });
    return JSON.stringify(result.data);
  };
}

/** Compiles the response schema with fast-json-stringify, or null when JSON Schema cannot express it. */
export function compiledStringify(schema: z.ZodType): Stringify | null {
  const jsonSchema = responseJsonSchema(schema);
  return jsonSchema ? loadFastJson()(jsonSchema) : null;
}

/** A compiled serializer's output that differs from zod's: a conversion the schema's JSON Schema gets wrong. */
export class SerializerMismatchError extends Error {
  constructor(method: string, url: string, compiled: string, expected: string) {
    let at = 0;
    while (at < expected.length && compiled[at] === expected[at]) at += 1;
    const around = (text: string) => text.slice(Math.max(0, at - 80), at + 80);
    super(
      `The compiled response serializer of ${method} ${url} differs from zod's at character ${at}: …${around(compiled)}… where zod wrote …${around(expected)}…`,
    );
    this.name = "SerializerMismatchError";
  }
}

export type ResponseSerializerCompiler = FastifySerializerCompiler<z.ZodType> & {
  /** Every route's responses ("GET /path 200"): compiled, or left to zod (a schema JSON Schema cannot express). */
  responses(): { compiled: string[]; leftToZod: string[] };
};

/**
 * Fastify's serializer compiler for the routes' zod response schemas. Each route's schema is compiled
 * once, with its first response, into a fast-json-stringify function (about a fifth of the cost of
 * checking and encoding with zod on a large response such as a questionnaire section); a schema that
 * JSON Schema cannot express keeps zod. With `check` (everywhere but production: development, the
 * test suites) every response is also checked and encoded by zod, and a response that zod refuses,
 * or that the compiled function writes as other JSON, is an error: the whole API suite is the proof
 * that the two agree.
 */
export function createResponseSerializerCompiler(options: {
  check: boolean;
  /** How a schema is compiled (tests put a faulty compiler here). */
  compile?: (schema: z.ZodType) => Stringify | null;
}): ResponseSerializerCompiler {
  const compile = options.compile ?? compiledStringify;
  const seen: { name: string; schema: z.ZodType }[] = [];
  const compiler: FastifySerializerCompiler<z.ZodType> = ({ schema: routeSchema, method, url, httpStatus }) => {
    const schema = zodSchemaOf(routeSchema);
    seen.push({ name: `${method} ${url} ${httpStatus}`, schema });
    const reference = zodStringify(schema, method, url);
    let compiled: Stringify | null | undefined;
    return (data: unknown) => {
      if (compiled === undefined) compiled = compile(schema);
      if (compiled === null) return reference(data);
      if (!options.check) return compiled(data);
      const expected = reference(data);
      const written = compiled(data);
      // fast-json-stringify writes an object's required properties before its optional ones: the
      // same JSON, in another order.
      if (written !== expected && !isDeepStrictEqual(JSON.parse(written), JSON.parse(expected))) {
        throw new SerializerMismatchError(method, url, written, expected);
      }
      return written;
    };
  };
  return Object.assign(compiler, {
    responses: () => {
      const compiled: string[] = [];
      const leftToZod: string[] = [];
      for (const { name, schema } of seen) (responseJsonSchema(schema) === null ? leftToZod : compiled).push(name);
      return { compiled, leftToZod };
    },
  });
}
