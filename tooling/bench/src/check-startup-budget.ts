// `pnpm --filter @prenup/bench run budget`: prints each app's start-up figures and exits 1 when a
// budget is passed or a lazy-only library reaches start-up (a step of tooling/scripts/test-all.mjs).
import { checkStartupBudgets } from "./startup-budget.ts";

process.exit(checkStartupBudgets() === 0 ? 0 : 1);
