// CPU time spent while a load runs: this process's (the server under load) and, on Linux with a
// local PostgreSQL, the sum over PostgreSQL's processes (read from /proc; undefined elsewhere).
import { readdirSync, readFileSync } from "node:fs";

const TICKS_PER_SECOND = 100;

/** Milliseconds of CPU used so far by each process named postgres, by pid; undefined when /proc cannot tell. */
export function postgresCpuMs(): Map<string, number> | undefined {
  const byPid = new Map<string, number>();
  let entries: string[];
  try {
    entries = readdirSync("/proc");
  } catch {
    return undefined;
  }
  for (const entry of entries) {
    if (!/^\d+$/.test(entry)) continue;
    let stat: string;
    try {
      stat = readFileSync(`/proc/${entry}/stat`, "utf8");
    } catch {
      continue; // the process ended meanwhile
    }
    const close = stat.lastIndexOf(")");
    const name = stat.slice(stat.indexOf("(") + 1, close);
    if (name !== "postgres") continue;
    const fields = stat.slice(close + 2).split(" ");
    // After the name: state is field 3 of stat(5); utime and stime are fields 14 and 15.
    byPid.set(entry, ((Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND) * 1000);
  }
  return byPid.size > 0 ? byPid : undefined;
}

/** CPU used between two readings by the processes alive at the second (a backend that ended meanwhile is left out). */
export function cpuBetween(before: Map<string, number>, after: Map<string, number>): number {
  let total = 0;
  for (const [pid, ms] of after) total += ms - (before.get(pid) ?? 0);
  return total;
}

/** Starts a CPU meter; `stop()` answers ms of CPU per request for this process and PostgreSQL. */
export function cpuMeter(): { stop(requests: number): { serverCpuMs: number; databaseCpuMs: number | undefined } } {
  const server = process.cpuUsage();
  const database = postgresCpuMs();
  return {
    stop(requests) {
      const used = process.cpuUsage(server);
      const databaseNow = postgresCpuMs();
      const perRequest = (ms: number): number => (requests > 0 ? ms / requests : Number.NaN);
      return {
        serverCpuMs: perRequest((used.user + used.system) / 1000),
        databaseCpuMs:
          database === undefined || databaseNow === undefined
            ? undefined
            : perRequest(cpuBetween(database, databaseNow)),
      };
    },
  };
}
