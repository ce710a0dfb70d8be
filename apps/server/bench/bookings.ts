// The booking engine on PostgreSQL with two server processes: zero oversell under contention, and
// throughput next to the same transaction run directly.
import { bookingStage } from "./bookings-setup";
import { benchCrashSafety } from "./crash-safety";
import { benchOversell } from "./oversell";
import { benchThroughput } from "./throughput";

export async function benchBookings(databaseUrl: string): Promise<void> {
  console.log("\nPostgreSQL: bookings through the HTTP API of two server processes");
  const stage = await bookingStage(databaseUrl);
  try {
    const probe = await stage.staff[1].send("GET", `/${stage.tenant}/api/${stage.project}/experiences`);
    if (!probe.ok) throw new Error(`staff session on the second process: ${probe.status}`);
    if (process.env.BENCH_OVERSELL !== "0") await benchOversell(stage, databaseUrl);
    if (process.env.BENCH_THROUGHPUT !== "0") await benchThroughput(stage, databaseUrl);
    if (process.env.BENCH_CRASH !== "0") await benchCrashSafety(stage, databaseUrl);
  } finally {
    await stage.stop();
  }
}
