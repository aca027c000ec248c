// `pnpm --filter @prenup/deploy check [deploy folder]`: the checks of checks.ts on the reference
// deployment (or on a copy of it being adapted), printed one finding a line; exit 1 when any.
import path from "node:path";
import { fileURLToPath } from "node:url";
import { checkDeployment } from "./checks.ts";

const deployDir = path.resolve(process.argv[2] ?? path.join(path.dirname(fileURLToPath(import.meta.url)), ".."));
const { findings, apiContainers } = checkDeployment(deployDir);
for (const container of apiContainers) {
  console.log(
    `${container.where} (${container.role}): production requires ${container.production.required.join(", ")}`,
  );
}
for (const finding of findings) console.error(`✗ ${finding.where}: ${finding.message}`);
console.log(findings.length === 0 ? `${deployDir}: no findings` : `${deployDir}: ${findings.length} finding(s)`);
process.exit(findings.length === 0 ? 0 : 1);
