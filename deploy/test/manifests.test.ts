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
      expect(container.production.required).toEqual(result.apiContainers[0]?.production.required);
    }
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
  ])("$what", ({ file, edits, finding }) => {
    const found = messages(plant(file, ...edits));
    expect(
      found.some((message) => finding.test(message)),
      found.join("\n"),
    ).toBe(true);
  });
});
