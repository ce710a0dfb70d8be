// Bookings per second through the public HTTP API of two server processes, on one hot departure
// and spread over 10,000, each next to the same transaction run directly with pgbench just before.
// Each figure is measured in rounds (BENCH_ROUNDS, 2), on departures of their own, the two cases
// taking turns; the headline is the mean of the rounds.
import { availableParallelism } from "node:os";
import { pgbenchBookings } from "./booking-pgbench";
import { createDeparture, serverPoolSize, type BookingStage } from "./bookings-setup";
import { Connection, jsonPost } from "./load";
import { cpuDuring, type CpuUse } from "./cpu-usage";
import { prepareDepartures, settle, spreadDepartures, useEvents } from "./throughput-setup";

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const rounds = Number(process.env.BENCH_ROUNDS ?? 2);
const httpClients = Number(process.env.BENCH_HTTP_CLIENTS ?? 16);
// The same number of connections as the two server processes have.
const pgbenchClients = 2 * serverPoolSize;
const cores = availableParallelism();
const warmUpSeconds = 3;

async function httpBookings(
  stage: BookingStage,
  eventIds: string[],
  seconds: number,
): Promise<{ rate: number; refused: Record<string, number> }> {
  // Prepared request bytes on plain keep-alive sockets: the measuring process, which shares the
  // two cores with the servers and PostgreSQL, spends as little as it can (pgbench is C).
  const requests = eventIds.map((eventId) =>
    stage.servers.map((server) => {
      const url = new URL(server.url);
      const body = JSON.stringify({
        items: [{ eventId, ticketCategoryId: stage.categoryId, quantity: 1 }],
        customer: { name: "Guest", email: "guest@example.com" },
        acceptTerms: true,
      });
      return jsonPost(url, `/${stage.tenant}/api/public/bookings`, body);
    }),
  );
  const connections = Array.from(
    { length: httpClients },
    (_, client) => new Connection(new URL(stage.servers[client % 2]!.url), requests[0]![client % 2]!),
  );
  const deadline = performance.now() + seconds * 1000;
  // Departures in turn: each booking of the spread run is the first of its departure (as long as
  // the run books fewer than there are), so the server reads every one's sale context, as
  // pgbench does.
  let next = 0;
  let booked = 0;
  const refused: Record<string, number> = {};
  const started = performance.now();
  try {
    await Promise.all(
      connections.map(async (connection, client) => {
        while (performance.now() < deadline) {
          const request = requests[next++ % requests.length]![client % 2]!;
          const status = await connection.send(request);
          if (status === 201) booked += 1;
          else refused[status] = (refused[status] ?? 0) + 1;
        }
      }),
    );
  } finally {
    for (const connection of connections) connection.close();
  }
  return { rate: booked / ((performance.now() - started) / 1000), refused };
}

const ms = (value: number) => value.toFixed(2);

/** CPU time per booking: all cores together, and for the HTTP run its server processes and PostgreSQL. */
function cpuLine(direct: { cpu: CpuUse; rate: number }, http: { cpu: CpuUse; rate: number }): string {
  const perBooking = (spent: number, rate: number) => spent / (rate * seconds);
  const all = (cpu: CpuUse) => cpu.busy * cores * seconds * 1000;
  return (
    `    CPU per booking: direct ${ms(perBooking(all(direct.cpu), direct.rate))} ms ` +
    `(cores ${(direct.cpu.busy * 100).toFixed(0)}% busy); HTTP ${ms(perBooking(all(http.cpu), http.rate))} ms ` +
    `(cores ${(http.cpu.busy * 100).toFixed(0)}% busy): server processes ${ms(perBooking(http.cpu.ms.server ?? 0, http.rate))} ms, ` +
    `PostgreSQL ${ms(perBooking(http.cpu.ms.postgres ?? 0, http.rate))} ms, load ${ms(perBooking(http.cpu.ms.load ?? 0, http.rate))} ms`
  );
}

interface Figures {
  direct: number;
  http: number;
}

const ratioOf = (f: Figures) => (f.http / f.direct).toFixed(2);

/** One round of a case: pgbench on its departures, then the servers on theirs. */
async function measureRound(
  stage: BookingStage,
  databaseUrl: string,
  label: string,
  ids: { tenant_id: string; project_id: string; experience_id: string },
  directEvents: string[],
  httpEvents: string[],
): Promise<Figures> {
  await useEvents(databaseUrl, directEvents, ids.experience_id);
  const target = {
    tenantId: ids.tenant_id,
    projectId: ids.project_id,
    categoryId: stage.categoryId,
    events: directEvents.length,
    // On the hot departure the server keeps the sale context after the first booking.
    readsSaleContext: directEvents.length > 1,
  };
  await settle(databaseUrl);
  const direct = await cpuDuring(() => pgbenchBookings(databaseUrl, target, pgbenchClients, seconds));
  await settle(databaseUrl);
  const http = await cpuDuring(() => httpBookings(stage, httpEvents, seconds));
  const refused = Object.entries(http.result.refused)
    .map(([status, count]) => `${count} × ${status}`)
    .join(", ");
  const figures = { direct: direct.result, http: http.result.rate };
  console.log(
    `  ${label.padEnd(42)} direct ${figures.direct.toFixed(0)} bookings/s; HTTP ${figures.http.toFixed(0)} bookings/s` +
      `${refused ? ` (refused: ${refused})` : ""}; ratio ${ratioOf(figures)}`,
  );
  console.log(cpuLine({ cpu: direct.cpu, rate: figures.direct }, { cpu: http.cpu, rate: figures.http }));
  return figures;
}

export async function benchThroughput(stage: BookingStage, databaseUrl: string): Promise<void> {
  // A departure's holds are counted under its lock, so each hot run gets a departure of its own:
  // a later one would otherwise count an earlier one's thousands of holds.
  const hot: [string, string][] = [];
  for (let round = 0; round < rounds; round++)
    hot.push([await createDeparture(stage, 20, 2), await createDeparture(stage, 20, 2)]);
  const hotWarmUp = await createDeparture(stage, 20, 2);
  const { ids, spread, warmUp } = await prepareDepartures(databaseUrl, [...hot.flat(), hotWarmUp], rounds);
  // The servers run JavaScript that is compiled while it runs: the first seconds of bookings
  // compile the booking's code paths, which would count against the HTTP figure (pgbench and
  // PostgreSQL are compiled ahead). Both paths (a kept sale context and one read afresh) are
  // booked first on departures of their own, so the measured departures start empty.
  let warmed = 0;
  for (const events of [[hotWarmUp], warmUp])
    warmed += (await httpBookings(stage, events, warmUpSeconds)).rate;
  console.log(
    `  servers warmed up: ${(warmed * warmUpSeconds).toFixed(0)} bookings in ${2 * warmUpSeconds} s, not counted`,
  );
  console.log(
    `  pgbench with ${pgbenchClients} connections; HTTP from ${httpClients} clients to 2 processes ` +
      `of ${serverPoolSize} connections each; ${seconds} s a run`,
  );
  const cases = [
    { label: "one hot departure", runs: [] as Figures[] },
    { label: `spread over ${spreadDepartures.toLocaleString("en")} departures`, runs: [] as Figures[] },
  ];
  for (let round = 0; round < rounds; round++) {
    const [hotDirect, hotHttp] = hot[round]!;
    const [hotCase, spreadCase] = cases;
    const name = (label: string) => `${label}, round ${round + 1}`;
    hotCase!.runs.push(
      await measureRound(stage, databaseUrl, name(hotCase!.label), ids, [hotDirect], [hotHttp]),
    );
    spreadCase!.runs.push(
      await measureRound(stage, databaseUrl, name(spreadCase!.label), ids, spread[round]!, spread[round]!),
    );
  }
  for (const { label, runs } of cases) {
    const mean = (pick: (f: Figures) => number) => runs.reduce((sum, f) => sum + pick(f), 0) / runs.length;
    const figures = { direct: mean((f) => f.direct), http: mean((f) => f.http) };
    console.log(
      `  ${`${label}, mean of ${runs.length}`.padEnd(42)} direct ${figures.direct.toFixed(0)} bookings/s; ` +
        `HTTP ${figures.http.toFixed(0)} bookings/s; ratio ${ratioOf(figures)}`,
    );
  }
}
