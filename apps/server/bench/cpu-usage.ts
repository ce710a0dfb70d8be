// CPU time spent while a load runs, from /proc: all processes together, the server processes
// (node running src/main.ts) and PostgreSQL's processes, so a figure says where its cores went.
import { readdirSync, readFileSync } from "node:fs";

const ticksPerSecond = 100;

interface Sample {
  total: number;
  idle: number;
  byKind: Map<string, number>;
}

function kindOf(pid: string): string | null {
  try {
    const cmd = readFileSync(`/proc/${pid}/cmdline`, "latin1");
    if (cmd.startsWith("postgres")) return "postgres";
    if (cmd.includes("src/main.ts")) return "server";
    if (cmd.startsWith("pgbench")) return "pgbench";
    if (Number(pid) === process.pid) return "load";
    return null;
  } catch {
    return null;
  }
}

function processTicks(pid: string): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "latin1");
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return Number(fields[11]) + Number(fields[12]);
  } catch {
    return 0;
  }
}

function sample(): Sample {
  const cpu = readFileSync("/proc/stat", "latin1").split("\n")[0]!.trim().split(/\s+/).slice(1).map(Number);
  const idle = cpu[3]! + cpu[4]!;
  const total = cpu.reduce((a, b) => a + b, 0);
  const byKind = new Map<string, number>();
  for (const pid of readdirSync("/proc")) {
    if (!/^\d+$/.test(pid)) continue;
    const kind = kindOf(pid);
    if (kind) byKind.set(`${kind}:${pid}`, processTicks(pid));
  }
  return { total, idle, byKind };
}

export interface CpuUse {
  /** Busy share of all cores, 0..1. */
  busy: number;
  /** Milliseconds of CPU per process kind. */
  ms: Record<string, number>;
}

export async function cpuDuring<T>(work: () => Promise<T>): Promise<{ result: T; cpu: CpuUse }> {
  const before = sample();
  const result = await work();
  const after = sample();
  const ms: Record<string, number> = {};
  for (const [key, ticks] of after.byKind) {
    const kind = key.split(":")[0]!;
    const start = before.byKind.get(key) ?? 0;
    ms[kind] = (ms[kind] ?? 0) + ((ticks - start) * 1000) / ticksPerSecond;
  }
  const total = after.total - before.total;
  return { result, cpu: { busy: total ? 1 - (after.idle - before.idle) / total : 0, ms } };
}
