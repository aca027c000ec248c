// Benchmarks print figures; they are not timed tests.  pnpm --filter @prenup/bench bench <name>
import { apiCompare } from "./api-compare.ts";
import { apiLoad } from "./api-load.ts";
import { bundleSizes } from "./bundle-size.ts";
import { coldStart } from "./cold-start.ts";

const benches: Record<string, (args: string[]) => void | Promise<void>> = {
  "agreement-pdf": async (args) => (await import("./agreement-pdf.ts")).agreementPdf(args),
  dossier: async (args) => (await import("./dossier.ts")).dossierBench(args),
  generation: async (args) => (await import("./generation.ts")).generationBench(args),
  "api-compare": apiCompare,
  "api-load": apiLoad,
  "bundle-size": bundleSizes,
  checkout: async (args) => (await import("./checkout.ts")).checkout(args),
  "chat-latency": async (args) => (await import("./chat-latency.ts")).chatLatency(args),
  "cold-start": coldStart,
  lighthouse: async (args) => (await import("./frontend/lighthouse.ts")).lighthouseBench(args),
  profile: async (args) => (await import("./frontend/profile.ts")).profileBench(args),
  typing: async (args) => (await import("./frontend/typing.ts")).typingBench(args),
};

const name = process.argv[2];
const bench = name ? benches[name] : undefined;
if (!bench) {
  console.error(`usage: pnpm --filter @prenup/bench bench <${Object.keys(benches).join("|")}>`);
  process.exit(2);
}
await bench(process.argv.slice(3));
