import type { FastifySchemaCompiler } from "fastify";
import type { z } from "zod";
import { RequestValidationError } from "./error-handler.ts";

type Issue = RequestValidationError["issues"][number];

/** zod issues → our issue list (paths as arrays of keys). */
export function toIssues(error: z.ZodError): Issue[] {
  const issues: Issue[] = [];
  for (const issue of error.issues) {
    const path = issue.path.map((key) => (typeof key === "symbol" ? String(key) : key));
    if (issue.code === "unrecognized_keys") {
      // The schema's own message names the fields; point the path at the field when there is one.
      const [only] = issue.keys;
      issues.push({
        message: issue.message,
        path: issue.keys.length === 1 && only !== undefined ? [...path, only] : path,
      });
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
