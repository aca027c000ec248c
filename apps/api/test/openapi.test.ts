import { readFileSync } from "node:fs";
import { beforeAll, describe, expect, it } from "vitest";
import { generateOpenApiText, OPENAPI_PATH } from "../scripts/write-openapi.ts";

type Operation = {
  operationId?: string;
  tags?: string[];
  security?: unknown[];
  responses: Record<string, unknown>;
};

let generated = "";
// Generating builds the whole app (every route's validators and serializers) on an embedded
// database: about 15 s of CPU, and several times that in CI beside the other lanes.
beforeAll(async () => {
  generated = await generateOpenApiText();
}, 180_000);

describe("the OpenAPI document", () => {
  it("is committed exactly as the code generates it (run `pnpm --filter @prenup/api openapi:write`)", () => {
    expect(readFileSync(OPENAPI_PATH, "utf8")).toBe(generated);
  });

  it("is OpenAPI 3.1 with an operationId, a tag and the error responses on every operation", () => {
    const document = JSON.parse(generated) as {
      openapi: string;
      servers: { url: string }[];
      paths: Record<string, Record<string, Operation>>;
      components: { schemas: Record<string, unknown> };
    };
    expect(document.openapi).toBe("3.1.0");
    expect(document.servers).toEqual([{ url: "http://localhost:4000" }]);
    expect(Object.keys(document.components.schemas)).toEqual(
      expect.arrayContaining(["ErrorResponse", "ValidationErrorResponse"]),
    );
    const operationIds = new Set<string>();
    for (const [path, methods] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(methods)) {
        const label = `${method.toUpperCase()} ${path}`;
        expect(operation.operationId, label).toMatch(/^[a-z]+[A-Za-z]*$/);
        expect(operationIds.has(operation.operationId!), `${label} repeats an operationId`).toBe(false);
        operationIds.add(operation.operationId!);
        expect(operation.tags?.length, label).toBeGreaterThan(0);
        expect(Object.keys(operation.responses), label).toEqual(expect.arrayContaining(["400", "429", "500"]));
        expect(
          Object.keys(operation.responses).some((status) => /^2\d\d$/.test(status)),
          `${label} has no success response`,
        ).toBe(true);
        if (operation.security)
          expect(Object.keys(operation.responses), label).toEqual(expect.arrayContaining(["401", "403"]));
      }
    }
    expect(operationIds.size).toBeGreaterThanOrEqual(12);
  });
});
