import { readFileSync, existsSync, statSync } from "node:fs";
import path from "node:path";
import { parseAllDocuments } from "yaml";

/** A Kubernetes object as written in a manifest. */
export type KubeObject = {
  apiVersion?: string;
  kind?: string;
  metadata?: {
    name?: string;
    namespace?: string;
    labels?: Record<string, string>;
    annotations?: Record<string, string>;
  };
  [field: string]: unknown;
};

/** An object and the file it came from (relative to the folder checked). */
export type Manifest = { file: string; object: KubeObject };

export type Finding = { where: string; message: string };

/**
 * The part of kustomize these manifests use, and nothing more: `resources` (files and folders with
 * a kustomization.yaml), `namespace`, `labels` (added to every object's own labels), `images`
 * (a container image's name replaced by newName and/or tagged newTag or digest) and
 * `configMapGenerator` with `files` and `options.disableNameSuffixHash: true` (a ConfigMap whose
 * keys are the files' names, under the name written: the check does not follow renamed references).
 * Any other field is reported, so a kustomization never means more than the check understood.
 */
const KNOWN_FIELDS = new Set([
  "apiVersion",
  "kind",
  "namespace",
  "resources",
  "labels",
  "images",
  "configMapGenerator",
]);

/** The kinds these manifests use that belong to no namespace. */
const CLUSTER_SCOPED = new Set(["Namespace"]);

type Kustomization = {
  namespace?: string;
  resources?: string[];
  labels?: { pairs?: Record<string, string>; includeSelectors?: boolean; includeTemplates?: boolean }[];
  images?: { name: string; newName?: string; newTag?: string; digest?: string }[];
  configMapGenerator?: {
    name?: string;
    files?: string[];
    options?: { disableNameSuffixHash?: boolean };
    [field: string]: unknown;
  }[];
};

/** Every YAML document of a file, or the parse errors as findings. */
export function readManifests(root: string, file: string, findings: Finding[]): Manifest[] {
  const relative = path.relative(root, file);
  const documents = parseAllDocuments(readFileSync(file, "utf8"));
  const manifests: Manifest[] = [];
  for (const document of Array.isArray(documents) ? documents : [documents]) {
    if (document.errors.length > 0) {
      for (const error of document.errors)
        findings.push({ where: relative, message: `not valid YAML: ${error.message}` });
      continue;
    }
    const value: unknown = document.toJS();
    if (value === null || value === undefined) continue;
    if (typeof value !== "object" || Array.isArray(value)) {
      findings.push({ where: relative, message: "a document that is not an object" });
      continue;
    }
    manifests.push({ file: relative, object: value as KubeObject });
  }
  return manifests;
}

/** The image reference split into its name and what follows it (":tag", "@digest" or ""). */
export function splitImage(image: string): { name: string; suffix: string } {
  const at = image.indexOf("@");
  if (at >= 0) return { name: image.slice(0, at), suffix: image.slice(at) };
  const colon = image.lastIndexOf(":");
  // A colon before the last slash belongs to a registry's port, not to a tag.
  if (colon > image.lastIndexOf("/")) return { name: image.slice(0, colon), suffix: image.slice(colon) };
  return { name: image, suffix: "" };
}

/** The pod spec of a workload (Deployment, Job…), if it has one. */
export function podSpecOf(object: KubeObject): Record<string, unknown> | undefined {
  const spec = object["spec"] as Record<string, unknown> | undefined;
  const template = (
    object.kind === "CronJob" ? (spec?.["jobTemplate"] as Record<string, unknown> | undefined)?.["spec"] : spec
  ) as Record<string, unknown> | undefined;
  const podSpec = (template?.["template"] as Record<string, unknown> | undefined)?.["spec"];
  return typeof podSpec === "object" && podSpec !== null ? (podSpec as Record<string, unknown>) : undefined;
}

function containersOf(object: KubeObject): Record<string, unknown>[] {
  const podSpec = podSpecOf(object);
  if (!podSpec) return [];
  return ["initContainers", "containers"].flatMap((field) =>
    Array.isArray(podSpec[field]) ? (podSpec[field] as Record<string, unknown>[]) : [],
  );
}

function applyImages(object: KubeObject, images: NonNullable<Kustomization["images"]>): void {
  for (const container of containersOf(object)) {
    if (typeof container["image"] !== "string") continue;
    const { name, suffix } = splitImage(container["image"]);
    const rule = images.find((entry) => entry.name === name);
    if (!rule) continue;
    const tag = rule.digest ? `@${rule.digest}` : rule.newTag ? `:${rule.newTag}` : suffix;
    container["image"] = `${rule.newName ?? name}${tag}`;
  }
}

/**
 * What `kustomize build <folder>` makes of a folder, for the fields above: its objects with their
 * source files, and findings for what could not be read or is not understood.
 */
export function build(root: string, folder: string, findings: Finding[], visiting: string[] = []): Manifest[] {
  const where = path.relative(root, path.join(folder, "kustomization.yaml")) || "kustomization.yaml";
  if (visiting.includes(folder)) {
    findings.push({ where, message: "kustomizations include each other in a cycle" });
    return [];
  }
  const file = path.join(folder, "kustomization.yaml");
  if (!existsSync(file)) {
    findings.push({ where, message: "no kustomization.yaml in this folder" });
    return [];
  }
  const [document] = readManifests(root, file, findings);
  if (!document) return [];
  const kustomization = document.object as Kustomization & KubeObject;
  for (const field of Object.keys(kustomization)) {
    if (!KNOWN_FIELDS.has(field))
      findings.push({
        where,
        message: `the field "${field}" is not one the deploy check understands (${[...KNOWN_FIELDS].join(", ")})`,
      });
  }
  const manifests: Manifest[] = [];
  for (const resource of kustomization.resources ?? []) {
    const target = path.resolve(folder, resource);
    if (!existsSync(target)) {
      findings.push({ where, message: `resource ${resource} does not exist` });
    } else if (statSync(target).isDirectory()) {
      manifests.push(...build(root, target, findings, [...visiting, folder]));
    } else {
      if (target.endsWith(".example.yaml"))
        findings.push({ where, message: `${resource} is an example and must not be applied` });
      manifests.push(...readManifests(root, target, findings));
    }
  }
  for (const generator of kustomization.configMapGenerator ?? []) {
    const unknown = Object.keys(generator).filter((field) => !["name", "files", "options"].includes(field));
    if (unknown.length > 0 || generator.options?.disableNameSuffixHash !== true) {
      findings.push({
        where,
        message: `configMapGenerator ${generator.name ?? "?"}: the deploy check understands files with options.disableNameSuffixHash: true only`,
      });
      continue;
    }
    const data: Record<string, string> = {};
    for (const entry of generator.files ?? []) {
      const [key, source] = entry.includes("=")
        ? (entry.split("=", 2) as [string, string])
        : [path.basename(entry), entry];
      const target = path.resolve(folder, source);
      if (!existsSync(target))
        findings.push({ where, message: `configMapGenerator ${generator.name}: ${source} does not exist` });
      else data[key] = readFileSync(target, "utf8");
    }
    manifests.push({
      file: path.relative(root, file),
      object: { apiVersion: "v1", kind: "ConfigMap", metadata: { name: generator.name ?? "" }, data },
    });
  }
  for (const { object } of manifests) {
    if (kustomization.namespace && !CLUSTER_SCOPED.has(object.kind ?? ""))
      object.metadata = { ...object.metadata, namespace: kustomization.namespace };
    for (const labels of kustomization.labels ?? []) {
      if (labels.includeSelectors || labels.includeTemplates) {
        findings.push({
          where,
          message: "labels with includeSelectors or includeTemplates are not understood by the deploy check",
        });
        continue;
      }
      object.metadata = { ...object.metadata, labels: { ...object.metadata?.labels, ...labels.pairs } };
    }
    if (kustomization.images) applyImages(object, kustomization.images);
  }
  return manifests;
}
