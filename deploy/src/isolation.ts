import type { Finding, Manifest } from "./kustomize.ts";
import { containers, describe, dict, list, podLabels, selects, text, WORKLOAD_KINDS, type Dict } from "./objects.ts";

/**
 * What the cluster lets each pod do, which database role each command of the API's image connects
 * with, and how the client's address reaches the API: the checks that keep the deployment from
 * trusting every pod.
 */

/** A container of the API's image as the check resolved it (checks.ts's ApiContainer). */
type Container = {
  where: string;
  stage: string;
  role: "server" | "worker" | "release";
  env: Record<string, string>;
  secretOf: Record<string, string>;
  words: string[];
};

type Policy = { manifest: Manifest; selector: Dict; types: string[]; ingress: Dict[]; egress: Dict[] };

function policiesOf(objects: Manifest[]): Policy[] {
  return objects
    .filter(({ object }) => object.kind === "NetworkPolicy")
    .map((manifest) => {
      const spec = dict(manifest.object["spec"]) ?? {};
      const egress = list(spec["egress"]);
      const declared = Array.isArray(spec["policyTypes"]) ? spec["policyTypes"].map(String) : undefined;
      return {
        manifest,
        selector: dict(spec["podSelector"]) ?? {},
        types: declared ?? (spec["egress"] !== undefined ? ["Ingress", "Egress"] : ["Ingress"]),
        ingress: list(spec["ingress"]),
        egress,
      };
    });
}

const isEmptySelector = (selector: Dict): boolean =>
  Object.keys(dict(selector["matchLabels"]) ?? {}).length === 0 && list(selector["matchExpressions"]).length === 0;

/** A NetworkPolicy's podSelector: empty selects every pod of the namespace. */
function policySelects(selector: Dict, labels: Record<string, string>): boolean {
  if (list(selector["matchExpressions"]).length > 0) return false;
  return Object.entries(dict(selector["matchLabels"]) ?? {}).every(([key, value]) => labels[key] === value);
}

/** Whether a rule's ports admit a port (its number, and its name for a pod's own port). */
function rulePortsCover(rule: Dict, port: number, name?: string): boolean {
  const ports = list(rule["ports"]);
  if (ports.length === 0) return true;
  return ports.some((entry) => {
    const value = entry["port"];
    if (value === undefined) return true;
    if (typeof value === "string") return value === name;
    const end = typeof entry["endPort"] === "number" ? entry["endPort"] : value;
    return typeof value === "number" && typeof end === "number" && port >= value && port <= end;
  });
}

/** The peers admitted to a pod's port by every policy that selects it. */
function peersTo(policies: Policy[], labels: Record<string, string>, port: number, name?: string): Dict[] {
  return policies
    .filter((policy) => policy.types.includes("Ingress") && policySelects(policy.selector, labels))
    .flatMap((policy) => policy.ingress.filter((rule) => rulePortsCover(rule, port, name)))
    .flatMap((rule) => list(rule["from"]));
}

/** Whether some policy selecting a pod lets it reach a port (the destination aside). */
function reaches(policies: Policy[], labels: Record<string, string>, port: number): boolean {
  return policies
    .filter((policy) => policy.types.includes("Egress") && policySelects(policy.selector, labels))
    .some((policy) => policy.egress.some((rule) => rulePortsCover(rule, port)));
}

const describePeer = (peer: Dict): string => JSON.stringify(peer);

/** The port a URL's server listens on (its own, or its scheme's default). */
function portOf(url: string | undefined, defaults: Record<string, number>): number | undefined {
  if (!url) return undefined;
  try {
    const parsed = new URL(url);
    return parsed.port ? Number(parsed.port) : defaults[parsed.protocol.replace(/:$/, "")];
  } catch {
    return undefined;
  }
}

/**
 * The namespace's NetworkPolicies: a default deny of both directions; rules that name their peers
 * (and, going out, their ports); the API's HTTP port open only to the pods that forward to it, its
 * metrics port only to another namespace (the monitoring one); the Ingress's backends open only to
 * the ingress controller's namespace; and each container of the API's image able to reach DNS, its
 * database, Redis, the mail server and HTTPS (the identity provider's keys, the providers).
 */
export function checkNetworkPolicies(
  stage: string,
  objects: Manifest[],
  apiContainers: Container[],
  findings: Finding[],
): void {
  const policies = policiesOf(objects);
  for (const policy of policies) {
    const where = describe(policy.manifest);
    for (const rule of policy.ingress) {
      if (list(rule["from"]).length === 0)
        findings.push({
          where,
          message: "an ingress rule without `from` admits every pod and address: name the peers",
        });
    }
    for (const rule of policy.egress) {
      if (list(rule["to"]).length === 0)
        findings.push({ where, message: "an egress rule without `to` reaches everything: name the destinations" });
      if (list(rule["ports"]).length === 0)
        findings.push({ where, message: "an egress rule without `ports` reaches every port: name them" });
    }
  }
  const denies = policies.some(
    (policy) =>
      isEmptySelector(policy.selector) &&
      policy.types.includes("Ingress") &&
      policy.types.includes("Egress") &&
      policy.ingress.length === 0 &&
      policy.egress.length === 0,
  );
  if (!denies)
    findings.push({
      where: stage,
      message:
        "no default-deny NetworkPolicy (podSelector {}, policyTypes Ingress and Egress, no rules): any pod reaches these pods, and they reach anything",
    });

  const workloads = objects.filter(({ object }) => WORKLOAD_KINDS.has(object.kind ?? ""));
  const services = objects.filter(({ object }) => object.kind === "Service");
  const backendNames = new Set(
    objects
      .filter(({ object }) => object.kind === "Ingress")
      .flatMap(({ object }) => list(dict(object["spec"])?.["rules"]))
      .flatMap((rule) => list(dict(rule["http"])?.["paths"]))
      .map((entry) => text(dict(dict(entry["backend"])?.["service"])?.["name"])),
  );
  const selectedBy = (service: Manifest) =>
    workloads.filter(({ object }) => selects(dict(dict(service.object["spec"])?.["selector"]), podLabels(object)));
  const fronts = services.filter((service) => backendNames.has(service.object.metadata?.name)).flatMap(selectedBy);
  const isServer = (workload: Manifest) =>
    apiContainers.some((container) => container.role === "server" && container.where.includes(describe(workload)));
  const ingressReachesApi = fronts.some(isServer);

  // The Ingress's backends: from the ingress controller's namespace only.
  for (const front of fronts.filter((workload) => !isServer(workload))) {
    for (const container of containers(front.object)) {
      for (const port of list(container["ports"])) {
        const number = typeof port["containerPort"] === "number" ? port["containerPort"] : 0;
        const peers = peersTo(policies, podLabels(front.object), number, text(port["name"]));
        for (const peer of peers.filter((entry) => !dict(entry["namespaceSelector"]) || dict(entry["ipBlock"])))
          findings.push({
            where: `${stage}: ${describe(front)}`,
            message: `port ${number} admits ${describePeer(peer)}: an Ingress backend is reached from the ingress controller's namespace only (it forwards the client's address)`,
          });
      }
    }
  }

  for (const container of apiContainers.filter((entry) => entry.stage === stage)) {
    const workload = workloads.find((candidate) => container.where.includes(describe(candidate)));
    if (!workload) continue;
    const labels = podLabels(workload.object);
    const pod = containers(workload.object).flatMap((entry) => list(entry["ports"]));
    const nameOf = (number: number) => text(pod.find((port) => port["containerPort"] === number)?.["name"]);
    if (container.role === "server") {
      const port = Number(container.env["PORT"] ?? 4000);
      const peers = peersTo(policies, labels, port, nameOf(port));
      if (peers.length === 0)
        findings.push({
          where: container.where,
          message: `no NetworkPolicy admits anything to the API's port ${port}`,
        });
      for (const peer of peers) {
        const namespaced = dict(peer["namespaceSelector"]);
        const podSelector = dict(peer["podSelector"]);
        const matched = podSelector
          ? workloads.filter(({ object }) => policySelects(podSelector, podLabels(object)))
          : [];
        const fromFronts =
          !namespaced &&
          !peer["ipBlock"] &&
          podSelector !== undefined &&
          matched.length > 0 &&
          matched.every((entry) => fronts.includes(entry));
        const fromController = namespaced !== undefined && ingressReachesApi && !peer["ipBlock"];
        if (!fromFronts && !fromController)
          findings.push({
            where: container.where,
            message: `the API's port ${port} admits ${describePeer(peer)}: only the pods that forward to it (the Ingress's backends, or the ingress controller when an Ingress routes to the API) may reach it, or any pod could name its own X-Forwarded-For`,
          });
      }
      const metricsPort = container.env["METRICS_PORT"] ? Number(container.env["METRICS_PORT"]) : undefined;
      if (metricsPort !== undefined) {
        const scrapers = peersTo(policies, labels, metricsPort, nameOf(metricsPort));
        if (scrapers.length === 0)
          findings.push({
            where: container.where,
            message: `no NetworkPolicy admits the scraper to the metrics port ${metricsPort}`,
          });
        for (const peer of scrapers) {
          const namespaced = dict(peer["namespaceSelector"]);
          if (!namespaced || isEmptySelector(namespaced) || peer["ipBlock"])
            findings.push({
              where: container.where,
              message: `the metrics port ${metricsPort} admits ${describePeer(peer)}: only the monitoring namespace (a namespaceSelector naming it) may scrape it`,
            });
        }
      }
    }
    const needs: [string, number | undefined][] = [
      ["DNS", 53],
      ["PostgreSQL (DATABASE_URL)", portOf(container.env["DATABASE_URL"], { postgres: 5432, postgresql: 5432 })],
    ];
    if (container.role !== "release") {
      needs.push(["Redis (REDIS_URL)", portOf(container.env["REDIS_URL"], { redis: 6379, rediss: 6379 })]);
      needs.push(["the mail server (SMTP_URL)", portOf(container.env["SMTP_URL"], { smtp: 587, smtps: 465 })]);
      needs.push(["HTTPS (the identity provider's keys, the providers)", 443]);
    }
    for (const [what, port] of needs) {
      if (port !== undefined && !reaches(policies, labels, port))
        findings.push({ where: container.where, message: `no NetworkPolicy lets it reach ${what} on port ${port}` });
    }
  }
}

const userOf = (url: string | undefined): string | undefined => {
  if (!url) return undefined;
  try {
    return decodeURIComponent(new URL(url).username) || undefined;
  } catch {
    return undefined;
  }
};

/**
 * The database roles: the release Job alone has the migration role's Secret; the servers and the
 * worker connect with another role, the one the Job's grants step (psql --set=data_role=…
 * --file=grants.sql) gives the rows of the tables and nothing more.
 */
export function checkRoles(release: Manifest[], apiContainers: Container[], findings: Finding[]): void {
  const migrators = apiContainers.filter((container) => container.role === "release");
  const serving = apiContainers.filter((container) => container.stage === "app" && container.role !== "release");
  const migrationRoles = new Set(migrators.map((container) => userOf(container.env["DATABASE_URL"])));
  const migrationSecrets = new Set(migrators.flatMap((container) => Object.values(container.secretOf)));
  const dataRoles = new Set(
    release
      .flatMap(({ object }) => containers(object))
      .flatMap((container) => [
        ...(Array.isArray(container["command"]) ? container["command"] : []),
        ...(Array.isArray(container["args"]) ? container["args"] : []),
      ])
      .map((word) => /^--set=data_role=(.+)$/.exec(String(word))?.[1])
      .filter((role): role is string => role !== undefined),
  );
  if (dataRoles.size === 0)
    findings.push({
      where: "release",
      message:
        "the release Job gives no data-only role its privileges (a step running psql --set=data_role=<role> --file=grants.sql)",
    });
  for (const container of serving) {
    const user = userOf(container.env["DATABASE_URL"]);
    if (user !== undefined && migrationRoles.has(user))
      findings.push({
        where: container.where,
        message: `connects to the database as ${user}, the role the release Job migrates with: the servers and the worker use the data-only role`,
      });
    else if (user !== undefined && dataRoles.size > 0 && !dataRoles.has(user))
      findings.push({
        where: container.where,
        message: `connects to the database as ${user}, but the release Job grants ${[...dataRoles].join(", ")}`,
      });
    for (const secret of new Set(Object.values(container.secretOf))) {
      if (migrationSecrets.has(secret))
        findings.push({
          where: container.where,
          message: `reads Secret ${secret}, which the release Job reads: the migration role's credentials belong to the release Job only`,
        });
    }
  }
}

/**
 * The client's address: the ingress controller writes X-Forwarded-For from the connection it
 * accepted (deploy/ingress-nginx/values.yaml), and TRUST_PROXY on the servers names exactly the
 * proxies on the way (the controller, plus the apps' nginx when the Ingress reaches the API through it).
 */
export function checkForwardedAddress(
  app: Manifest[],
  servers: Container[],
  nginxForwardsApi: boolean,
  values: Dict | undefined,
  findings: Finding[],
): void {
  const where = "ingress-nginx/values.yaml";
  if (values) {
    const controller = dict(values["controller"]);
    const config = dict(controller?.["config"]) ?? {};
    const pins: [string, unknown, string][] = [
      [
        "use-forwarded-headers",
        config["use-forwarded-headers"],
        "the controller would take X-Forwarded-For from the client, who could name any address",
      ],
      [
        "compute-full-forwarded-for",
        config["compute-full-forwarded-for"],
        "the controller would append to the client's own X-Forwarded-For",
      ],
    ];
    for (const [key, value, why] of pins) {
      if (value !== "false")
        findings.push({
          where,
          message: `controller.config.${key} must be "false" (is ${JSON.stringify(value)}): ${why}`,
        });
    }
    const header = config["forwarded-for-header"];
    if (header !== undefined && String(header).toLowerCase() !== "x-forwarded-for")
      findings.push({
        where,
        message: `controller.config.forwarded-for-header is ${String(header)}: the API reads X-Forwarded-For`,
      });
    if (dict(controller?.["service"])?.["externalTrafficPolicy"] !== "Local")
      findings.push({
        where,
        message:
          "controller.service.externalTrafficPolicy must be Local: otherwise the controller sees a node's address, not the client's",
      });
  }
  const workloads = app.filter(({ object }) => WORKLOAD_KINDS.has(object.kind ?? ""));
  const backends = new Set(
    app
      .filter(({ object }) => object.kind === "Ingress")
      .flatMap(({ object }) => list(dict(object["spec"])?.["rules"]))
      .flatMap((rule) => list(dict(rule["http"])?.["paths"]))
      .map((entry) => text(dict(dict(entry["backend"])?.["service"])?.["name"])),
  );
  const hops = new Set<number>();
  for (const service of app.filter(({ object }) => object.kind === "Service" && backends.has(object.metadata?.name))) {
    const selected = workloads.filter(({ object }) =>
      selects(dict(dict(service.object["spec"])?.["selector"]), podLabels(object)),
    );
    const toServers = selected.some((workload) => servers.some((server) => server.where.includes(describe(workload))));
    if (toServers) hops.add(1);
    else if (nginxForwardsApi && selected.length > 0) hops.add(2);
  }
  for (const server of servers) {
    const raw = (server.env["TRUST_PROXY"] ?? "").trim();
    const expected = hops.size === 1 ? [...hops][0] : undefined;
    if (hops.size > 1) {
      findings.push({
        where: server.where,
        message:
          "the Ingress reaches the API both directly (1 proxy) and through the apps' nginx (2): one TRUST_PROXY cannot name both",
      });
    } else if (!/^[0-9]+$/.test(raw) || raw === "0") {
      findings.push({
        where: server.where,
        message: `TRUST_PROXY=${raw || "(unset)"}: name the number of proxies in front of the API${expected ? ` (${expected}: the ingress controller${expected === 2 ? " and the apps' nginx" : ""})` : ""}, so a client cannot choose its own address`,
      });
    } else if (expected !== undefined && Number(raw) !== expected) {
      findings.push({
        where: server.where,
        message: `TRUST_PROXY=${raw}, but ${expected} proxies stand in front of the API (the ingress controller${expected === 2 ? " and the apps' nginx" : ""})`,
      });
    }
  }
}
