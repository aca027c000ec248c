import { createRequire } from "node:module";
import type { KubeObject } from "./kustomize.ts";

const require = createRequire(import.meta.url);

type ModelClass = new (data: unknown) => { validate(): void };

/**
 * The model class of an apiVersion and kind in `kubernetes-models`: the Kubernetes API's OpenAPI
 * schemas, compiled by ajv into one validator per type (`kubernetes-models/<group>/<version>/<Kind>`,
 * `kubernetes-models/v1/<Kind>` for the core group). Null for a type the package does not know.
 */
function modelOf(apiVersion: string, kind: string): ModelClass | null {
  if (!/^[A-Za-z0-9.]+(?:\/[A-Za-z0-9]+)?$/.test(apiVersion) || !/^[A-Za-z0-9]+$/.test(kind)) return null;
  try {
    const module = require(`kubernetes-models/${apiVersion}/${kind}`) as Record<string, unknown>;
    const model = module[kind];
    return typeof model === "function" ? (model as ModelClass) : null;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "MODULE_NOT_FOUND") return null;
    throw error;
  }
}

/**
 * The schema errors of one object (empty when it is valid), e.g.
 * "data/spec/replicas must be integer". The schemas accept fields they do not define, as the API
 * server does; the checks of checks.ts read the fields the deployment depends on by name.
 */
export function schemaErrors(object: KubeObject): string[] {
  const { apiVersion, kind } = object;
  if (typeof apiVersion !== "string" || typeof kind !== "string") return ["apiVersion and kind are required"];
  const Model = modelOf(apiVersion, kind);
  if (!Model) return [`no Kubernetes schema for ${apiVersion} ${kind}`];
  try {
    new Model(object).validate();
    return [];
  } catch (error) {
    return [error instanceof Error ? error.message : String(error)];
  }
}
