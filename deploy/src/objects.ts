import { podSpecOf, type KubeObject, type Manifest } from "./kustomize.ts";

/** Readers of the manifests' untyped objects, shared by the checks. */
export type Dict = Record<string, unknown>;
export const dict = (value: unknown): Dict | undefined =>
  typeof value === "object" && value !== null && !Array.isArray(value) ? (value as Dict) : undefined;
export const list = (value: unknown): Dict[] => (Array.isArray(value) ? value.map((entry) => dict(entry) ?? {}) : []);
export const text = (value: unknown): string | undefined => (typeof value === "string" ? value : undefined);
export const count = (value: unknown): number | undefined => (typeof value === "number" ? value : undefined);

export const describe = ({ file, object }: Manifest): string =>
  `${file}: ${object.kind ?? "?"} ${object.metadata?.name ?? "?"}`;

export const WORKLOAD_KINDS = new Set(["Deployment", "StatefulSet", "DaemonSet", "Job", "CronJob"]);

export function podLabels(object: KubeObject): Record<string, string> {
  const template = dict(dict(object["spec"])?.["template"]);
  return (dict(dict(template?.["metadata"])?.["labels"]) ?? {}) as Record<string, string>;
}

/** A Service's or budget's selector: non-empty, and every label matches. */
export function selects(selector: Dict | undefined, labels: Record<string, string>): boolean {
  const wanted = (dict(selector?.["matchLabels"]) ?? selector ?? {}) as Record<string, unknown>;
  const entries = Object.entries(wanted);
  return entries.length > 0 && entries.every(([key, value]) => labels[key] === value);
}

export function containers(object: KubeObject): Dict[] {
  const podSpec = podSpecOf(object);
  return [...list(podSpec?.["initContainers"]), ...list(podSpec?.["containers"])];
}
