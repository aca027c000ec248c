import Fastify, { type FastifyInstance, type RouteOptions } from "fastify";
import { createJsonSchemaTransform, createJsonSchemaTransformObject } from "fastify-type-provider-zod";
import { apiSchemaRegistry } from "./schemas.ts";

export const OPENAPI_TAGS = [
  { name: "health", description: "Liveness and readiness" },
  { name: "users", description: "Accounts and profiles" },
  { name: "reference", description: "States, terms, products, law firms and help videos" },
  { name: "documents", description: "A couple's agreements" },
  {
    name: "agreement",
    description: "Generation, regeneration status, approvals, history and the enforceability record",
  },
  { name: "templates", description: "Agreement templates, for the attorney editor and admins" },
  { name: "purchases", description: "What a user has bought" },
  { name: "questionnaire", description: "Sections, groups and questions, with the user's progress" },
  { name: "answers", description: "A user's answers and the attorney rules they trigger" },
  { name: "standing", description: "A customer's standing in their agreement: paid, gates, progress, notarization" },
  { name: "alignment", description: "Disputes between the partners' answers and their resolutions" },
  { name: "partners", description: "Inviting the partner, accepting an invitation, reminders" },
  { name: "admin", description: "Staff operations" },
];

/** What the document is generated from: every route as registered, and the server's URL. */
type OpenApiSource = { routes: RouteOptions[]; serverUrl: string };
const sources = new WeakMap<FastifyInstance, OpenApiSource>();

/**
 * Records every route (with its zod schemas) as it is registered, so that the OpenAPI 3.1 document
 * can be generated from them later (`openApiDocument(app)`). Call before the routes are registered.
 *
 * @fastify/swagger (and the YAML library it loads) is not loaded here: only the first request for
 * the document loads it, into an instance of its own that registers the recorded routes again (it
 * never listens). Start-up does not pay for a document that most processes never serve.
 */
export async function installOpenApi(app: FastifyInstance, options: { serverUrl: string }): Promise<void> {
  const source: OpenApiSource = { routes: [], serverUrl: options.serverUrl };
  sources.set(app, source);
  app.addHook("onRoute", (route) => {
    source.routes.push(route);
  });
}

/** The raw document of @fastify/swagger for the routes recorded on `app`. */
async function swaggerDocument(app: FastifyInstance): Promise<unknown> {
  const source = sources.get(app);
  if (!source) throw new Error("installOpenApi(app) was not called before the routes were registered");
  const { default: swagger } = await import("@fastify/swagger");
  const documenter = Fastify({ exposeHeadRoutes: false, routerOptions: { ignoreTrailingSlash: true } });
  // Nothing is validated or serialized here: the schemas are only read by the transform below.
  documenter.setValidatorCompiler(() => () => true);
  documenter.setSerializerCompiler(() => (data) => JSON.stringify(data));
  await documenter.register(swagger, {
    openapi: {
      openapi: "3.1.0",
      info: {
        title: "Prenup API",
        version: "1.0.0",
        description:
          "The prenup platform's HTTP API. Send `Authorization: Bearer <access token>` from the identity " +
          "provider. Failures are `{ error: { issues: [{ message, path }] } }` for validation and " +
          "`{ error, code }` otherwise.",
      },
      servers: [{ url: source.serverUrl }],
      tags: OPENAPI_TAGS,
      components: {
        securitySchemes: {
          bearerAuth: { type: "http", scheme: "bearer", bearerFormat: "JWT" },
        },
      },
    },
    transform: createJsonSchemaTransform({ schemaRegistry: apiSchemaRegistry }),
    transformObject: createJsonSchemaTransformObject({ schemaRegistry: apiSchemaRegistry }),
  });
  for (const route of source.routes) {
    documenter.route({
      method: route.method,
      url: route.url,
      ...(route.schema ? { schema: route.schema } : {}),
      ...(route.config ? { config: route.config } : {}),
      handler: async () => null,
    });
  }
  try {
    await documenter.ready();
    return documenter.swagger();
  } finally {
    await documenter.close();
  }
}

const RESPONSE_DESCRIPTIONS: Record<string, string> = {
  // eslint-disable-next-line no-restricted-syntax -- HTTP's reason phrase, not Oklahoma
  "200": "OK",
  "201": "Created",
  "204": "No content",
  "400": "The request is invalid: validation issues, or a malformed body",
  "401": "Not signed in, or the access token is invalid (UNAUTHENTICATED) or expired (TOKEN_EXPIRED)",
  "403": "Signed in but not allowed (FORBIDDEN)",
  "404": "Not found, or not yours to see",
  "409": "Conflicts with the current state",
  "413": "The request body is too large",
  "415": "The body is not application/json",
  "422": "Understood but cannot be processed",
  "429": "Too many requests; see Retry-After",
  "500": "Unexpected failure on the server",
  "503": "A dependency is unavailable",
};

/** fastify-swagger labels every response "Default Response"; say what each status means instead. */
function describeResponses(document: {
  paths?: Record<string, Record<string, { responses?: Record<string, { description?: string }> }>>;
}): void {
  for (const methods of Object.values(document.paths ?? {})) {
    for (const operation of Object.values(methods)) {
      for (const [status, response] of Object.entries(operation.responses ?? {})) {
        if (response.description === "Default Response")
          response.description = RESPONSE_DESCRIPTIONS[status] ?? "Response";
      }
    }
  }
}

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** Objects with their keys sorted (arrays keep their order), so the file is stable across runs. */
export function sortKeys(value: Json): Json {
  if (Array.isArray(value)) return value.map(sortKeys);
  if (value !== null && typeof value === "object") {
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((key) => [key, sortKeys(value[key] as Json)]),
    );
  }
  return value;
}

function collectRefs(value: unknown, into: Set<string>): void {
  if (Array.isArray(value)) {
    for (const item of value) collectRefs(item, into);
  } else if (value !== null && typeof value === "object") {
    for (const [key, child] of Object.entries(value)) {
      if (key === "$ref" && typeof child === "string") into.add(child.replace("#/components/schemas/", ""));
      else collectRefs(child, into);
    }
  }
}

/**
 * The generated document, normalised: component schemas nobody references are dropped (the zod
 * provider emits an input and an output copy of each registered schema) and keys are sorted.
 */
export async function openApiDocument(app: FastifyInstance): Promise<Json> {
  const document = JSON.parse(JSON.stringify(await swaggerDocument(app))) as {
    components?: { schemas?: Record<string, unknown> };
    paths?: Record<string, Record<string, { responses?: Record<string, { description?: string }> }>>;
    [key: string]: unknown;
  };
  describeResponses(document);
  const schemas = document.components?.schemas ?? {};
  let used = new Set<string>();
  // Components can reference each other: widen the used set until it stops growing.
  for (;;) {
    const next = new Set<string>();
    collectRefs({ ...document, components: { ...document.components, schemas: {} } }, next);
    for (const name of used) collectRefs(schemas[name], next);
    if (next.size === used.size) break;
    used = next;
  }
  if (document.components?.schemas) {
    document.components.schemas = Object.fromEntries(Object.entries(schemas).filter(([name]) => used.has(name)));
  }
  return sortKeys(document as Json);
}

/** The file form: 2-space JSON with a trailing newline. */
export function serializeOpenApiDocument(document: Json): string {
  return `${JSON.stringify(document, null, 2)}\n`;
}
