import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { checkDeployment } from "../src/checks.ts";
import { API_SETTINGS } from "../src/settings.ts";

const deployDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const copies: string[] = [];

afterAll(() => {
  for (const copy of copies) rmSync(copy, { recursive: true, force: true });
});

/** A copy of the deployment with one file edited: each `[from, to]` must match exactly once. */
function plant(file: string, ...edits: [from: string | RegExp, to: string][]): string {
  const copy = mkdtempSync(path.join(tmpdir(), "prenup-deploy-"));
  copies.push(copy);
  cpSync(path.join(deployDir, "kubernetes"), path.join(copy, "kubernetes"), { recursive: true });
  cpSync(path.join(deployDir, "docker"), path.join(copy, "docker"), { recursive: true });
  cpSync(path.join(deployDir, "ingress-nginx"), path.join(copy, "ingress-nginx"), { recursive: true });
  const target = path.join(copy, file);
  let source = readFileSync(target, "utf8");
  for (const [from, to] of edits) {
    const matches =
      typeof from === "string" ? source.split(from).length - 1 : (source.match(new RegExp(from, "g")) ?? []).length;
    expect(matches, `${String(from)} in ${file}`).toBe(1);
    source = source.replace(from, to);
  }
  writeFileSync(target, source);
  return copy;
}

const messages = (dir: string) =>
  checkDeployment(dir).findings.map((finding) => `${finding.where}: ${finding.message}`);

describe("the reference deployment (deploy/kubernetes)", () => {
  const result = checkDeployment(deployDir);

  it("passes every check: Kubernetes schemas, production settings, probes, shutdown timing, references, no secret values", () => {
    expect(result.findings).toEqual([]);
  });

  it("gives the server, the worker and the release step every setting production requires, as the API's loader finds them", () => {
    const roles = result.apiContainers.map((container) => `${container.stage}/${container.role}`).sort();
    expect(roles).toEqual(["app/server", "app/worker", "release/release"]);
    for (const container of result.apiContainers) {
      // The list comes from apps/api/src/config.ts's refusals: non-empty, made of its settings, all provided.
      expect(container.production.required.length).toBeGreaterThan(0);
      expect(container.production.required.every((name) => API_SETTINGS.includes(name))).toBe(true);
      expect(container.production.missing).toEqual([]);
      expect(container.production.refusal).toBeNull();
    }
    const [server, worker] = ["server", "worker"].map(
      (role) => result.apiContainers.find((container) => container.role === role)?.production.required,
    );
    expect(worker).toEqual(server);
    // The release step reads its database only: no provider key is asked of it.
    expect(result.apiContainers.find((container) => container.role === "release")?.production.required).toEqual([
      "DATABASE_URL",
    ]);
  });

  it("denies every connection by default and gives the release Job alone the migration role", () => {
    const policies = result.builds.app.filter(({ object }) => object.kind === "NetworkPolicy");
    expect(policies.map(({ object }) => object.metadata?.name).sort()).toEqual([
      "api",
      "api-worker",
      "apps",
      "default-deny",
      "dns",
    ]);
    const user = (role: string) =>
      new URL(result.apiContainers.find((container) => container.role === role)!.env["DATABASE_URL"]!).username;
    expect([user("release"), user("server"), user("worker")]).toEqual(["prenup_migrator", "prenup_app", "prenup_app"]);
  });

  it("applies no Secret: the keys are listed in an example with placeholders", () => {
    const kinds = [...result.builds.release, ...result.builds.app].map(({ object }) => object.kind);
    expect(kinds).not.toContain("Secret");
    expect(kinds).toEqual(
      expect.arrayContaining([
        "Deployment",
        "Job",
        "Service",
        "Ingress",
        "PodDisruptionBudget",
        "HorizontalPodAutoscaler",
        "ConfigMap",
      ]),
    );
  });
});

describe("a planted violation is found", () => {
  it.each([
    {
      what: "a setting production requires is missing from the Secret",
      file: "kubernetes/base/api-secrets.example.yaml",
      edits: [[/ {2}# Signs partner-invitation links.*\n {2}INVITE_SECRET: .*\n/, ""]] as [RegExp, string][],
      finding: /production requires INVITE_SECRET, which this container does not get/,
    },
    {
      what: "production pointed at a local issuer",
      file: "kubernetes/base/api-config.yaml",
      edits: [["OIDC_ISSUER: https://id.example.com", "OIDC_ISSUER: http://localhost:4100"]] as [string, string][],
      finding: /refuses this environment: .*identity: the issuer http:\/\/localhost:4100 is local/s,
    },
    {
      what: "Stripe test keys in production",
      file: "kubernetes/base/api-secrets.example.yaml",
      edits: [["sk_live_REPLACE_ME", "sk_test_REPLACE_ME"]] as [string, string][],
      finding: /Stripe test-mode keys/,
    },
    {
      what: "a misspelt setting",
      file: "kubernetes/base/api-config.yaml",
      edits: [['SHUTDOWN_DRAIN_SECONDS: "5"', 'SHUTDOWN_DRAIN_SECOND: "5"']] as [string, string][],
      finding: /SHUTDOWN_DRAIN_SECOND is not a setting of the API/,
    },
    {
      what: "a field of the wrong type (Kubernetes schema)",
      file: "kubernetes/app/api-deployment.yaml",
      edits: [["replicas: 2", 'replicas: "2"']] as [string, string][],
      finding: /Deployment api: data\/spec\/replicas must be integer/,
    },
    {
      what: "a grace period shorter than the API's drain and shutdown",
      file: "kubernetes/app/api-deployment.yaml",
      edits: [["terminationGracePeriodSeconds: 40", "terminationGracePeriodSeconds: 15"]] as [string, string][],
      finding:
        /terminationGracePeriodSeconds \(15\) must cover preStop \(5\) \+ SHUTDOWN_DRAIN_SECONDS \(5\) \+ 2 × SHUTDOWN_TIMEOUT_SECONDS \(10\) = 30/,
    },
    {
      what: "readiness on the liveness endpoint",
      file: "kubernetes/app/api-deployment.yaml",
      edits: [[/readinessProbe:\n( +)httpGet:\n( +)path: \/ready/, "readinessProbe:\n$1httpGet:\n$2path: /health"]] as [
        RegExp,
        string,
      ][],
      finding: /readinessProbe must check \/ready, not \/health/,
    },
    {
      what: "a writable root filesystem",
      file: "kubernetes/app/api-worker-deployment.yaml",
      edits: [["readOnlyRootFilesystem: true", "readOnlyRootFilesystem: false"]] as [string, string][],
      finding: /Deployment api-worker, container worker: readOnlyRootFilesystem must be true/,
    },
    {
      what: "a real value in the example Secret",
      file: "kubernetes/base/api-secrets.example.yaml",
      edits: [["S3_SECRET_ACCESS_KEY: REPLACE_ME", "S3_SECRET_ACCESS_KEY: wJalrXUtnFEMI/K7MDENG"]] as [
        string,
        string,
      ][],
      finding: /S3_SECRET_ACCESS_KEY holds a value, not a placeholder/,
    },
    {
      what: "the example Secret applied",
      file: "kubernetes/base/kustomization.yaml",
      edits: [["  - api-config.yaml\n", "  - api-config.yaml\n  - api-secrets.example.yaml\n"]] as [string, string][],
      finding: /api-secrets.example.yaml is an example and must not be applied/,
    },
    {
      what: "the migrations run with the rollout instead of before it",
      file: "kubernetes/app/kustomization.yaml",
      edits: [["  - ingress.yaml\n", "  - ingress.yaml\n  - ../release/api-release-job.yaml\n"]] as [string, string][],
      finding: /the release step is applied before the rollout/,
    },
    {
      what: "the release step on another API image than the rollout",
      file: "kubernetes/release/kustomization.yaml",
      edits: [['newTag: "0.0.0"', 'newTag: "0.0.1"']] as [string, string][],
      finding: /must run the same API image/,
    },
    {
      what: "an app origin the Ingress does not serve",
      file: "kubernetes/base/api-config.yaml",
      edits: [["CUSTOMER_APP_URL: https://app.example.com", "CUSTOMER_APP_URL: https://www.example.com"]] as [
        string,
        string,
      ][],
      finding: /https:\/\/www.example.com \(APP_ORIGINS \/ \*_APP_URL\) is not a host of the Ingress/,
    },
    {
      what: "a Service port the pods do not have",
      file: "kubernetes/app/apps-service.yaml",
      edits: [["targetPort: admin", "targetPort: admins"]] as [string, string][],
      finding: /Service apps: targetPort admins is no port of the pods it selects/,
    },
    {
      what: "the apps' nginx forwarding /api/ to a Service that does not exist",
      file: "docker/apps/nginx.conf",
      edits: [["server api:4000;", "server prenup-api:4000;"]] as [string, string][],
      finding: /forwards \/api\/ to prenup-api:4000, which no Service/,
    },
    {
      what: "no default-deny NetworkPolicy",
      file: "kubernetes/base/network-policies.yaml",
      edits: [
        [
          /apiVersion: networking.k8s.io\/v1\nkind: NetworkPolicy\nmetadata:\n {2}name: default-deny\n[\s\S]*?---\n/,
          "",
        ],
      ] as [RegExp, string][],
      finding: /^release: no default-deny NetworkPolicy/,
    },
    {
      what: "the servers' Secret carrying the migration role",
      file: "kubernetes/base/api-secrets.example.yaml",
      edits: [["postgres://prenup_app:", "postgres://prenup_migrator:"]] as [string, string][],
      finding:
        /Deployment api, container api: connects to the database as prenup_migrator, the role the release Job migrates with/,
    },
    {
      what: "the servers reading the release Job's Secret",
      file: "kubernetes/app/api-deployment.yaml",
      edits: [["name: api-secrets", "name: api-release-secrets"]] as [string, string][],
      finding: /Deployment api, container api: reads Secret api-release-secrets, which the release Job reads/,
    },
    {
      what: "a provider key in the release Job's Secret",
      file: "kubernetes/release/api-release-secrets.example.yaml",
      edits: [["  DATABASE_URL:", "  STRIPE_SECRET_KEY: sk_live_REPLACE_ME\n  DATABASE_URL:"]] as [string, string][],
      finding: /STRIPE_SECRET_KEY \(Secret api-release-secrets\) reaches the release step, which does not read it/,
    },
    {
      what: "a release Job that grants no data-only role",
      file: "kubernetes/release/api-release-job.yaml",
      edits: [["            - --set=data_role=prenup_app\n", ""]] as [string, string][],
      finding: /the release Job gives no data-only role its privileges/,
    },
    {
      what: "TRUST_PROXY=true",
      file: "kubernetes/base/api-config.yaml",
      edits: [['TRUST_PROXY: "2"', 'TRUST_PROXY: "true"']] as [string, string][],
      finding:
        /TRUST_PROXY=true: name the number of proxies in front of the API \(2: the ingress controller and the apps' nginx\)/,
    },
    {
      what: "a TRUST_PROXY hop count that is not the proxies in front of the API",
      file: "kubernetes/base/api-config.yaml",
      edits: [['TRUST_PROXY: "2"', 'TRUST_PROXY: "3"']] as [string, string][],
      finding: /TRUST_PROXY=3, but 2 proxies stand in front of the API/,
    },
    {
      what: "an ingress controller that takes X-Forwarded-For from the client",
      file: "ingress-nginx/values.yaml",
      edits: [['use-forwarded-headers: "false"', 'use-forwarded-headers: "true"']] as [string, string][],
      finding: /controller.config.use-forwarded-headers must be "false"/,
    },
    {
      what: "the API's port open to every pod of the namespace",
      file: "kubernetes/app/network-policies.yaml",
      edits: [
        [
          "              app.kubernetes.io/name: apps\n      ports:\n        - port: http",
          "              app.kubernetes.io/name: api-worker\n      ports:\n        - port: http",
        ],
      ] as [string, string][],
      finding:
        /the API's port 4000 admits \{"podSelector":\{"matchLabels":\{"app.kubernetes.io\/name":"api-worker"\}\}\}/,
    },
    {
      what: "the metrics port open to the namespace's pods",
      file: "kubernetes/app/network-policies.yaml",
      edits: [
        [
          / {8}- namespaceSelector:\n {12}matchLabels:\n {14}kubernetes.io\/metadata.name: monitoring/,
          "        - podSelector: {}",
        ],
      ] as [RegExp, string][],
      finding: /the metrics port 9464 admits \{"podSelector":\{\}\}: only the monitoring namespace/,
    },
    {
      what: "the apps' nginx open to every pod (it forwards the client's address)",
      file: "kubernetes/app/network-policies.yaml",
      edits: [
        [
          / {8}- namespaceSelector:\n {12}matchLabels:\n {14}kubernetes.io\/metadata.name: ingress-nginx/,
          "        - podSelector: {}",
        ],
      ] as [RegExp, string][],
      finding:
        /Deployment apps: port 8081 admits \{"podSelector":\{\}\}: an Ingress backend is reached from the ingress controller's namespace only/,
    },
    {
      what: "an egress rule to every port",
      file: "kubernetes/release/network-policies.yaml",
      edits: [[/ {6}ports:\n {8}- protocol: TCP\n {10}port: 5432\n/, ""]] as [RegExp, string][],
      finding: /NetworkPolicy api-release: an egress rule without `ports` reaches every port/,
    },
    {
      what: "the worker unable to reach the mail server",
      file: "kubernetes/base/api-secrets.example.yaml",
      edits: [["smtp.example.com:465", "smtp.example.com:2525"]] as [string, string][],
      finding:
        /Deployment api-worker, container worker: no NetworkPolicy lets it reach the mail server \(SMTP_URL\) on port 2525/,
    },
  ])("$what", ({ file, edits, finding }) => {
    const found = messages(plant(file, ...edits));
    expect(
      found.some((message) => finding.test(message)),
      found.join("\n"),
    ).toBe(true);
  });
});
