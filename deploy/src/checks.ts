import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { build, podSpecOf, readManifests, splitImage, type Finding, type Manifest } from "./kustomize.ts";
import {
  containers,
  count,
  describe,
  dict,
  list,
  podLabels,
  selects,
  text,
  WORKLOAD_KINDS,
  type Dict,
} from "./objects.ts";
import { schemaErrors } from "./schema.ts";
import { parse } from "yaml";
import {
  API_SETTINGS,
  RELEASE_SETTINGS,
  apiConfig,
  loaderOf,
  productionSettings,
  refusalOfFull,
  type ProductionSettings,
} from "./settings.ts";
import { checkForwardedAddress, checkNetworkPolicies, checkRoles } from "./isolation.ts";

/**
 * The kustomizations of deploy/kubernetes, in the order they are applied: the release step
 * (migrations) first, then the app.
 */
export const KUSTOMIZATIONS = ["release", "app"] as const;
type Stage = (typeof KUSTOMIZATIONS)[number];

/** The API's image (server, worker and release step) and what each of its commands is. */
const API_IMAGE = /(?:^|\/)prenup\/api$/;
const ROLE_OF_ENTRY: Record<string, Role> = {
  "dist/server.js": "server",
  "dist/worker.js": "worker",
  "dist/release.js": "release",
};
type Role = "server" | "worker" | "release";

/** Stand-ins for values the kubelet fills in (downward API): shaped as the real ones. */
const FIELD_REF_VALUES: Record<string, string> = {
  "status.podIP": "10.0.0.10",
  "status.hostIP": "10.0.0.1",
  "metadata.name": "pod-0",
  "metadata.namespace": "prenup",
};

/** Marks every value of an example Secret as one to replace. */
const PLACEHOLDER = "REPLACE_ME";

export type ApiContainer = {
  where: string;
  stage: Stage;
  role: Role;
  env: Record<string, string>;
  /** The Secret each of `env`'s names came from, for those that came from one. */
  secretOf: Record<string, string>;
  /** The command and arguments the container runs. */
  words: string[];
  production: ProductionSettings;
};

export type CheckResult = {
  findings: Finding[];
  /** The objects each kustomization applies. */
  builds: Record<Stage, Manifest[]>;
  /** Every container of the API's image, with the environment it gets and what production requires of it. */
  apiContainers: ApiContainer[];
};

function yamlFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) return yamlFiles(full);
    return /\.ya?ml$/.test(entry.name) ? [full] : [];
  });
}

/** A probe's or Service's port: a number, or the name of one of the container's ports. */
function resolvePort(port: unknown, containerPorts: Dict[]): number | undefined {
  if (typeof port === "number") return port;
  return count(containerPorts.find((entry) => entry["name"] === port)?.["containerPort"]);
}

/** The seconds a preStop hook waits: `sleep N` as a command, or the sleep action. */
function preStopSeconds(container: Dict): number {
  const preStop = dict(dict(container["lifecycle"])?.["preStop"]);
  const sleepAction = count(dict(preStop?.["sleep"])?.["seconds"]);
  if (sleepAction !== undefined) return sleepAction;
  const command = dict(preStop?.["exec"])?.["command"];
  if (Array.isArray(command) && command.length === 2 && /(?:^|\/)sleep$/.test(String(command[0])))
    return Number(command[1]) || 0;
  return 0;
}

/** A container's command and arguments. */
export function commandOf(container: Dict): string[] {
  return [
    ...(Array.isArray(container["command"]) ? container["command"] : []),
    ...(Array.isArray(container["args"]) ? container["args"] : []),
  ].map(String);
}

function roleOf(container: Dict): Role {
  const words = commandOf(container);
  for (const word of words) if (ROLE_OF_ENTRY[word]) return ROLE_OF_ENTRY[word];
  // The image's own command (deploy/docker/api.Dockerfile) starts the server.
  return "server";
}

/**
 * The environment a container gets: envFrom (ConfigMaps of the same build, Secrets from their
 * examples), then env (values, references, downward-API fields), later entries winning as in the
 * kubelet. A reference to nothing is a finding.
 */
function containerEnv(
  container: Dict,
  configMaps: Map<string, Record<string, string>>,
  secrets: Map<string, Record<string, string>>,
  where: string,
  findings: Finding[],
  secretOf: Record<string, string> = {},
): Record<string, string> {
  const env: Record<string, string> = {};
  const source = (
    kind: "ConfigMap" | "Secret",
    name: string | undefined,
    optional: boolean,
  ): Record<string, string> | undefined => {
    const found = name === undefined ? undefined : (kind === "ConfigMap" ? configMaps : secrets).get(name);
    if (!found && !optional) {
      findings.push({
        where,
        message:
          kind === "ConfigMap"
            ? `ConfigMap ${name} is not applied with it`
            : `Secret ${name} has no example (a *.example.yaml listing its keys)`,
      });
    }
    return found;
  };
  for (const entry of list(container["envFrom"])) {
    const prefix = text(entry["prefix"]) ?? "";
    for (const kind of ["ConfigMap", "Secret"] as const) {
      const ref = dict(entry[kind === "ConfigMap" ? "configMapRef" : "secretRef"]);
      if (!ref) continue;
      const values = source(kind, text(ref["name"]), ref["optional"] === true);
      for (const [key, value] of Object.entries(values ?? {})) {
        env[`${prefix}${key}`] = value;
        if (kind === "Secret") secretOf[`${prefix}${key}`] = text(ref["name"]) ?? "";
        else delete secretOf[`${prefix}${key}`];
      }
    }
  }
  for (const entry of list(container["env"])) {
    const name = text(entry["name"]);
    if (!name) continue;
    const from = dict(entry["valueFrom"]);
    delete secretOf[name];
    if (!from) {
      env[name] = text(entry["value"]) ?? "";
      continue;
    }
    const fieldPath = text(dict(from["fieldRef"])?.["fieldPath"]);
    if (fieldPath) {
      env[name] = FIELD_REF_VALUES[fieldPath] ?? fieldPath;
      continue;
    }
    for (const kind of ["ConfigMap", "Secret"] as const) {
      const ref = dict(from[kind === "ConfigMap" ? "configMapKeyRef" : "secretKeyRef"]);
      if (!ref) continue;
      const optional = ref["optional"] === true;
      const values = source(kind, text(ref["name"]), optional);
      const key = text(ref["key"]) ?? "";
      if (values && values[key] === undefined && !optional)
        findings.push({ where, message: `${kind} ${text(ref["name"])} has no key ${key} (for ${name})` });
      if (values?.[key] !== undefined) {
        env[name] = values[key];
        if (kind === "Secret") secretOf[name] = text(ref["name"]) ?? "";
      }
    }
  }
  return env;
}

function checkSecurity(manifest: Manifest, findings: Finding[]): void {
  const podSpec = podSpecOf(manifest.object) ?? {};
  const podSecurity = dict(podSpec["securityContext"]) ?? {};
  for (const container of containers(manifest.object)) {
    const where = `${describe(manifest)}, container ${text(container["name"]) ?? "?"}`;
    const security = dict(container["securityContext"]) ?? {};
    const setting = (field: string) => security[field] ?? podSecurity[field];
    if (setting("runAsNonRoot") !== true) findings.push({ where, message: "runAsNonRoot must be true" });
    if (text(dict(setting("seccompProfile"))?.["type"]) !== "RuntimeDefault")
      findings.push({ where, message: "seccompProfile must be RuntimeDefault" });
    if (security["readOnlyRootFilesystem"] !== true)
      findings.push({ where, message: "readOnlyRootFilesystem must be true" });
    if (security["allowPrivilegeEscalation"] !== false)
      findings.push({ where, message: "allowPrivilegeEscalation must be false" });
    const dropped = dict(security["capabilities"])?.["drop"];
    if (!Array.isArray(dropped) || !dropped.includes("ALL"))
      findings.push({ where, message: "capabilities must drop ALL" });
    const resources = dict(container["resources"]);
    const requests = dict(resources?.["requests"]);
    if (requests?.["cpu"] === undefined || requests["memory"] === undefined)
      findings.push({ where, message: "resources.requests must set cpu and memory" });
    if (dict(resources?.["limits"])?.["memory"] === undefined)
      findings.push({ where, message: "resources.limits must set memory" });
    const image = text(container["image"]) ?? "";
    const { suffix } = splitImage(image);
    if (suffix === "" || suffix === ":latest")
      findings.push({ where, message: `image ${image} must name a tag or digest (not latest)` });
    const volumes = new Set(list(podSpec["volumes"]).map((volume) => volume["name"]));
    for (const mount of list(container["volumeMounts"])) {
      if (!volumes.has(mount["name"]))
        findings.push({ where, message: `volumeMount ${String(mount["name"])} names no volume of the pod` });
    }
  }
}

/** The API server's probes, ports and shutdown timing, against its own settings. */
function checkServer(
  manifest: Manifest,
  container: Dict,
  env: Record<string, string>,
  where: string,
  findings: Finding[],
): void {
  const result = apiConfig(env);
  if ("refusal" in result) return;
  const { config } = result;
  const ports = list(container["ports"]);
  if (!ports.some((port) => port["containerPort"] === config.port))
    findings.push({ where, message: `no container port ${config.port} (PORT)` });
  const probe = (field: string, wantedPath: string) => {
    const httpGet = dict(dict(container[field])?.["httpGet"]);
    if (!httpGet) {
      findings.push({ where, message: `${field} must be an HTTP GET of ${wantedPath}` });
      return;
    }
    if (httpGet["path"] !== wantedPath)
      findings.push({ where, message: `${field} must check ${wantedPath}, not ${String(httpGet["path"])}` });
    if (resolvePort(httpGet["port"], ports) !== config.port)
      findings.push({ where, message: `${field} must check the API's port ${config.port}` });
  };
  probe("readinessProbe", "/ready");
  probe("livenessProbe", "/health");
  const drainSeconds = config.drainMs / 1000;
  const timeoutSeconds = config.shutdownTimeoutMs / 1000;
  const readinessPeriod = count(dict(container["readinessProbe"])?.["periodSeconds"]) ?? 10;
  if (drainSeconds > 0 && readinessPeriod >= drainSeconds) {
    findings.push({
      where,
      message: `readinessProbe.periodSeconds (${readinessPeriod}) must be shorter than the drain (SHUTDOWN_DRAIN_SECONDS=${drainSeconds})`,
    });
  }
  const grace = count(podSpecOf(manifest.object)?.["terminationGracePeriodSeconds"]) ?? 30;
  const needed = preStopSeconds(container) + drainSeconds + 2 * timeoutSeconds;
  if (grace < needed) {
    findings.push({
      where,
      message: `terminationGracePeriodSeconds (${grace}) must cover preStop (${preStopSeconds(container)}) + SHUTDOWN_DRAIN_SECONDS (${drainSeconds}) + 2 × SHUTDOWN_TIMEOUT_SECONDS (${timeoutSeconds}) = ${needed}`,
    });
  }
  if (config.metrics) {
    if (!ports.some((port) => port["containerPort"] === config.metrics?.port))
      findings.push({ where, message: `no container port ${config.metrics.port} (METRICS_PORT)` });
    if (/^(?:127\.|localhost$|::1$)/.test(config.metrics.host))
      findings.push({
        where,
        message: `METRICS_HOST ${config.metrics.host} is out of the scraper's reach (use the pod's IP)`,
      });
  }
  if (manifest.object.kind === "Deployment") {
    const replicas = count(dict(manifest.object["spec"])?.["replicas"]) ?? 1;
    if (replicas < 2) findings.push({ where, message: `the API runs at least 2 replicas (has ${replicas})` });
  }
}

function checkWorker(
  manifest: Manifest,
  container: Dict,
  env: Record<string, string>,
  where: string,
  findings: Finding[],
): void {
  const result = apiConfig(env);
  if ("refusal" in result) return;
  const timeoutSeconds = result.config.shutdownTimeoutMs / 1000;
  const grace = count(podSpecOf(manifest.object)?.["terminationGracePeriodSeconds"]) ?? 30;
  const needed = preStopSeconds(container) + 2 * timeoutSeconds;
  if (grace < needed)
    findings.push({
      where,
      message: `terminationGracePeriodSeconds (${grace}) must cover preStop + 2 × SHUTDOWN_TIMEOUT_SECONDS = ${needed}`,
    });
}

/** Services select pods and name their ports; PDBs, HPAs and the Ingress name what exists. */
function checkReferences(objects: Manifest[], findings: Finding[]): void {
  const workloads = objects.filter(({ object }) => WORKLOAD_KINDS.has(object.kind ?? ""));
  const services = objects.filter(({ object }) => object.kind === "Service");
  for (const service of services) {
    const spec = dict(service.object["spec"]);
    const selected = workloads.filter(({ object }) => selects(dict(spec?.["selector"]), podLabels(object)));
    if (selected.length === 0) {
      findings.push({ where: describe(service), message: "its selector matches no pod of these manifests" });
      continue;
    }
    const ports = selected.flatMap(({ object }) => containers(object).flatMap((container) => list(container["ports"])));
    for (const port of list(spec?.["ports"])) {
      const target = port["targetPort"] ?? port["port"];
      if (resolvePort(target, ports) === undefined)
        findings.push({
          where: describe(service),
          message: `targetPort ${String(target)} is no port of the pods it selects`,
        });
    }
  }
  for (const budget of objects.filter(({ object }) => object.kind === "PodDisruptionBudget")) {
    const spec = dict(budget.object["spec"]);
    const selected = workloads.filter(({ object }) => selects(dict(spec?.["selector"]), podLabels(object)));
    if (selected.length === 0)
      findings.push({ where: describe(budget), message: "its selector matches no pod of these manifests" });
    const minAvailable = count(spec?.["minAvailable"]);
    for (const workload of selected) {
      const replicas = count(dict(workload.object["spec"])?.["replicas"]) ?? 1;
      if (minAvailable !== undefined && minAvailable >= replicas) {
        findings.push({
          where: describe(budget),
          message: `minAvailable ${minAvailable} leaves no pod of ${describe(workload)} (${replicas} replicas) to evict: node drains would stall`,
        });
      }
    }
  }
  for (const autoscaler of objects.filter(({ object }) => object.kind === "HorizontalPodAutoscaler")) {
    const spec = dict(autoscaler.object["spec"]);
    const target = dict(spec?.["scaleTargetRef"]);
    const workload = workloads.find(
      ({ object }) => object.kind === target?.["kind"] && object.metadata?.name === target?.["name"],
    );
    if (!workload)
      findings.push({
        where: describe(autoscaler),
        message: `scaleTargetRef ${String(target?.["kind"])} ${String(target?.["name"])} is not in these manifests`,
      });
    if ((count(spec?.["minReplicas"]) ?? 1) < 2)
      findings.push({ where: describe(autoscaler), message: "minReplicas must be at least 2" });
    const usesCpu = list(spec?.["metrics"]).some((metric) => dict(metric["resource"])?.["name"] === "cpu");
    if (
      workload &&
      usesCpu &&
      containers(workload.object).some(
        (container) => dict(dict(container["resources"])?.["requests"])?.["cpu"] === undefined,
      )
    ) {
      findings.push({
        where: describe(autoscaler),
        message: "CPU utilisation needs a CPU request on every container of its target",
      });
    }
  }
  for (const ingress of objects.filter(({ object }) => object.kind === "Ingress")) {
    for (const rule of list(dict(ingress.object["spec"])?.["rules"])) {
      for (const entry of list(dict(rule["http"])?.["paths"])) {
        const backend = dict(dict(entry["backend"])?.["service"]);
        const service = services.find(({ object }) => object.metadata?.name === backend?.["name"]);
        const port = dict(backend?.["port"]);
        const servicePorts = list(dict(service?.object["spec"])?.["ports"]);
        if (!service)
          findings.push({
            where: describe(ingress),
            message: `backend Service ${String(backend?.["name"])} is not in these manifests`,
          });
        else if (
          !servicePorts.some((candidate) =>
            port?.["name"] !== undefined ? candidate["name"] === port["name"] : candidate["port"] === port?.["number"],
          )
        ) {
          findings.push({
            where: describe(ingress),
            message: `Service ${String(backend?.["name"])} has no port ${String(port?.["name"] ?? port?.["number"])}`,
          });
        }
      }
    }
  }
}

/** The apps' public addresses the API is told (CORS, links in e-mails) are the hosts the Ingress serves. */
function checkIngressHosts(objects: Manifest[], servers: ApiContainer[], findings: Finding[]): void {
  const hosts = new Set(
    objects
      .filter(({ object }) => object.kind === "Ingress")
      .flatMap(({ object }) => list(dict(object["spec"])?.["rules"]).map((rule) => text(rule["host"]))),
  );
  for (const server of servers) {
    const result = apiConfig(server.env);
    if ("refusal" in result) continue;
    const addresses = [...result.config.appOrigins, result.config.customerAppUrl, result.config.attorneyAppUrl];
    for (const address of new Set(addresses)) {
      const host = new URL(address).hostname;
      if (!hosts.has(host))
        findings.push({
          where: server.where,
          message: `${address} (APP_ORIGINS / *_APP_URL) is not a host of the Ingress`,
        });
    }
  }
}

/** The apps' nginx forwards /api/ to `upstream api { server <name>:<port>; }`: that Service and port must exist. */
function checkNginxUpstream(nginxConf: string, objects: Manifest[], findings: Finding[]): void {
  if (!existsSync(nginxConf)) return;
  const upstream = /upstream\s+api\s*\{[^}]*?server\s+([a-z0-9.-]+):(\d+)/.exec(readFileSync(nginxConf, "utf8"));
  if (!upstream) {
    findings.push({ where: nginxConf, message: "no `upstream api { server <service>:<port>; }`" });
    return;
  }
  const [, name, port] = upstream;
  const service = objects.find(({ object }) => object.kind === "Service" && object.metadata?.name === name);
  if (!service || !list(dict(service.object["spec"])?.["ports"]).some((entry) => entry["port"] === Number(port))) {
    findings.push({
      where: "app",
      message: `the apps' nginx forwards /api/ to ${name}:${port}, which no Service of these manifests provides`,
    });
  }
}

/** The ingress controller's Helm values (deploy/ingress-nginx/values.yaml), or undefined with a finding. */
function readIngressControllerValues(file: string, findings: Finding[]): Dict | undefined {
  if (!existsSync(file)) {
    findings.push({
      where: "ingress-nginx/values.yaml",
      message: "missing: how the ingress controller writes X-Forwarded-For, which TRUST_PROXY relies on, is not pinned",
    });
    return undefined;
  }
  return dict(parse(readFileSync(file, "utf8"))) ?? {};
}

/**
 * Checks deploy/kubernetes (and the apps' nginx.conf beside it in deploy/docker): every manifest
 * against the Kubernetes API's schemas, every setting production requires of the API
 * (apps/api/src/config.ts) provided to each of its containers, the probes and shutdown timing
 * against the API's settings, the references between objects, and that no secret value is
 * committed. Returns the findings (none: the deployment passes).
 */
export function checkDeployment(deployDir: string): CheckResult {
  const kubernetesDir = path.join(deployDir, "kubernetes");
  const findings: Finding[] = [];
  const files = yamlFiles(kubernetesDir);

  // Examples: Secrets whose keys the pods read, with placeholder values only.
  const secrets = new Map<string, Record<string, string>>();
  for (const file of files.filter((name) => name.endsWith(".example.yaml"))) {
    for (const manifest of readManifests(kubernetesDir, file, findings)) {
      for (const message of schemaErrors(manifest.object)) findings.push({ where: describe(manifest), message });
      if (manifest.object.kind !== "Secret") continue;
      const values: Record<string, string> = {
        ...((dict(manifest.object["stringData"]) ?? {}) as Record<string, string>),
      };
      for (const [key, value] of Object.entries(dict(manifest.object["data"]) ?? {}))
        values[key] = Buffer.from(String(value), "base64").toString("utf8");
      for (const [key, value] of Object.entries(values)) {
        if (!String(value).includes(PLACEHOLDER))
          findings.push({
            where: describe(manifest),
            message: `${key} holds a value, not a placeholder (${PLACEHOLDER})`,
          });
      }
      secrets.set(manifest.object.metadata?.name ?? "", values);
    }
  }

  const builds = {} as Record<Stage, Manifest[]>;
  for (const stage of KUSTOMIZATIONS) builds[stage] = build(kubernetesDir, path.join(kubernetesDir, stage), findings);

  // Every manifest is applied by a kustomization (or is an example).
  const applied = new Set(Object.values(builds).flatMap((manifests) => manifests.map(({ file }) => file)));
  for (const file of files) {
    const relative = path.relative(kubernetesDir, file);
    if (path.basename(file) === "kustomization.yaml" || file.endsWith(".example.yaml")) continue;
    if (!applied.has(relative))
      findings.push({
        where: relative,
        message: `applied by none of the kustomizations (${KUSTOMIZATIONS.join(", ")})`,
      });
  }

  const validated = new Set<string>();
  const apiContainers: ApiContainer[] = [];
  for (const stage of KUSTOMIZATIONS) {
    const objects = builds[stage];
    for (const manifest of objects) {
      const key = `${manifest.file}#${manifest.object.kind}/${manifest.object.metadata?.name}`;
      if (!validated.has(key)) {
        validated.add(key);
        for (const message of schemaErrors(manifest.object)) findings.push({ where: describe(manifest), message });
      }
      if (
        manifest.object.kind === "Secret" &&
        (manifest.object["data"] !== undefined || manifest.object["stringData"] !== undefined)
      ) {
        findings.push({
          where: describe(manifest),
          message: "a Secret with values is applied: secret values are never committed (use a *.example.yaml)",
        });
      }
    }
    const configMaps = new Map(
      objects
        .filter(({ object }) => object.kind === "ConfigMap")
        .map(({ object }) => [object.metadata?.name ?? "", (dict(object["data"]) ?? {}) as Record<string, string>]),
    );
    for (const manifest of objects.filter(({ object }) => WORKLOAD_KINDS.has(object.kind ?? ""))) {
      if (!validated.has(`security#${manifest.file}`)) {
        validated.add(`security#${manifest.file}`);
        checkSecurity(manifest, findings);
      }
      for (const container of containers(manifest.object)) {
        const where = `${stage}: ${describe(manifest)}, container ${text(container["name"]) ?? "?"}`;
        const secretOf: Record<string, string> = {};
        const env = containerEnv(container, configMaps, secrets, where, findings, secretOf);
        if (!API_IMAGE.test(splitImage(text(container["image"]) ?? "").name)) continue;
        const role = roleOf(container);
        for (const name of Object.keys(env)) {
          if (!API_SETTINGS.includes(name))
            findings.push({ where, message: `${name} is not a setting of the API (apps/api/src/config.ts)` });
          else if (role === "release" && secretOf[name] && !RELEASE_SETTINGS.includes(name))
            findings.push({
              where,
              message: `${name} (Secret ${secretOf[name]}) reaches the release step, which does not read it: a key belongs only in the Secrets of the workloads that use it`,
            });
        }
        const production = productionSettings(env, loaderOf(role));
        for (const name of production.missing)
          findings.push({ where, message: `production requires ${name}, which this container does not get` });
        if (production.refusal !== null)
          findings.push({ where, message: `the API refuses this environment: ${production.refusal}` });
        if (env["NODE_ENV"] !== "production") findings.push({ where, message: "NODE_ENV must be production" });
        if (/^(?:1|true)$/.test(env["DEMO_MODE"] ?? ""))
          findings.push({ where, message: "DEMO_MODE starts production on stand-ins: a demo, not a deployment" });
        const fullRefusal = refusalOfFull(env, loaderOf(role));
        if (fullRefusal !== null && production.refusal === null)
          findings.push({ where, message: `the API refuses this environment: ${fullRefusal}` });
        apiContainers.push({ where, stage, role, env, secretOf, words: commandOf(container), production });
        if (role === "server") checkServer(manifest, container, env, where, findings);
        if (role === "worker") checkWorker(manifest, container, env, where, findings);
        if (role === "release" && manifest.object.kind !== "Job")
          findings.push({ where, message: "the release step runs as a Job" });
        if (role === "release" && stage !== "release")
          findings.push({
            where,
            message: "the release step is applied before the rollout, by the release kustomization only",
          });
      }
    }
    checkReferences(objects, findings);
  }
  const nginxConf = path.join(deployDir, "docker", "apps", "nginx.conf");
  const nginxForwardsApi = existsSync(nginxConf) && /upstream\s+api\s*\{/.test(readFileSync(nginxConf, "utf8"));
  for (const stage of KUSTOMIZATIONS) checkNetworkPolicies(stage, builds[stage], apiContainers, findings);

  const servers = apiContainers.filter((container) => container.stage === "app" && container.role === "server");
  const workers = apiContainers.filter((container) => container.stage === "app" && container.role === "worker");
  if (servers.length === 0) findings.push({ where: "app", message: "no API server (node dist/server.js)" });
  if (!apiContainers.some((container) => container.stage === "release" && container.role === "release"))
    findings.push({ where: "release", message: "no release Job (node dist/release.js)" });
  if (workers.length > 0) {
    for (const server of servers) {
      const result = apiConfig(server.env);
      if ("config" in result && result.config.jobs.work)
        findings.push({
          where: server.where,
          message: "the api-worker works the job queue: set JOBS_WORKER=0 on the servers",
        });
    }
  }
  const apiImages = new Set(
    KUSTOMIZATIONS.flatMap((stage) =>
      builds[stage].flatMap(({ object }) => containers(object).map((container) => text(container["image"]) ?? "")),
    ).filter((image) => API_IMAGE.test(splitImage(image).name)),
  );
  if (apiImages.size > 1)
    findings.push({
      where: "release, app",
      message: `the release step and the app must run the same API image (${[...apiImages].join(", ")})`,
    });
  checkIngressHosts(builds.app, servers, findings);
  checkRoles(builds.release, apiContainers, findings);
  checkForwardedAddress(
    builds.app,
    servers,
    nginxForwardsApi,
    readIngressControllerValues(path.join(deployDir, "ingress-nginx", "values.yaml"), findings),
    findings,
  );
  checkNginxUpstream(path.join(deployDir, "docker", "apps", "nginx.conf"), builds.app, findings);
  return { findings, builds, apiContainers };
}
