import type { FastifySchemaCompiler } from "fastify";
import type { z } from "zod";
import { RequestValidationError } from "./error-handler.ts";

type Issue = RequestValidationError["issues"][number];

/** zod issues → our issue list; an unknown key becomes one issue per key, naming it. */
export function toIssues(error: z.ZodError): Issue[] {
  const issues: Issue[] = [];
  for (const issue of error.issues) {
    const path = issue.path.map((key) => (typeof key === "symbol" ? String(key) : key));
    if (issue.code === "unrecognized_keys") {
      for (const key of issue.keys) {
        issues.push({ message: `'${key}' is not a field you can set here`, path: [...path, key] });
      }
      continue;
    }
    issues.push({ message: issue.message, path });
  }
  return issues;
}

/**
 * Validates params, query and body with the route's zod schema; failures become a 400 with
 * `{ error: { issues } }` through the central error handler.
 */
export const zodValidatorCompiler: FastifySchemaCompiler<z.ZodType> =
  ({ schema }) =>
  (data) => {
    const result = schema.safeParse(data);
    if (result.success) return { value: result.data };
    return { error: new RequestValidationError(toIssues(result.error)) };
  };
