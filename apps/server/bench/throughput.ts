// Bookings per second through the public HTTP API of two server processes, on one hot departure
// and spread over 10,000, each next to the same transaction run directly with pgbench just before.
import { availableParallelism } from "node:os";
import pg from "pg";
import { pgbenchBookings } from "./booking-pgbench";
import { createDeparture, type BookingStage } from "./bookings-setup";
import { Connection, jsonPost } from "./load";
import { cpuDuring, type CpuUse } from "./cpu-usage";

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const httpClients = Number(process.env.BENCH_HTTP_CLIENTS ?? 16);
const pgbenchClients = 8;
const cores = availableParallelism();

async function prepare(databaseUrl: string, hotEventIds: string[]) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ tenant_id: string; project_id: string; experience_id: string }>(
      "select tenant_id, project_id, experience_id from events where id = $1",
      [hotEventIds[0]],
    );
    const ids = rows[0]!;
    await client.query("update events set capacity = 100000000 where id = any($1::uuid[])", [hotEventIds]);
    // 10,000 more departures of the same experience, half an hour apart, with room for the whole run.
    await client.query(
      `insert into events (tenant_id, project_id, experience_id, start_at, end_at, capacity, price_overrides)
       select tenant_id, project_id, experience_id, start_at + g * interval '30 minutes', end_at + g * interval '30 minutes',
         100000, '{}'::jsonb
       from events, generate_series(1, 10000) g where id = $1`,
      [hotEventIds[0]],
    );
    await client.query(
      "create table bench_events (n int primary key, id uuid not null, experience_id uuid not null)",
    );
    await client.query("analyze");
    const spread = await client.query<{ id: string }>(
      // Only the departures made here: the oversell run's departures of the same experience are full.
      "select id from events where experience_id = $1 and capacity = 100000 order by start_at",
      [ids.experience_id],
    );
    return { ids, spread: spread.rows.map((r) => r.id) };
  } finally {
    await client.end();
  }
}

async function useEvents(databaseUrl: string, eventIds: string[], experienceId: string) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query("truncate bench_events");
    await client.query(
      "insert into bench_events select n, id, $2 from unnest($1::uuid[]) with ordinality as u(id, n)",
      [eventIds, experienceId],
    );
  } finally {
    await client.end();
  }
}

async function httpBookings(
  stage: BookingStage,
  eventIds: string[],
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

export async function benchThroughput(stage: BookingStage, databaseUrl: string): Promise<void> {
  // A departure's holds are counted under its lock, so each hot run gets a departure of its own:
  // the second would otherwise count the first one's thousands of holds.
  const hotDirect = await createDeparture(stage, 20, 2);
  const hotHttp = await createDeparture(stage, 20, 2);
  const { ids, spread } = await prepare(databaseUrl, [hotDirect, hotHttp]);
  for (const [label, directEvents, httpEvents] of [
    ["one hot departure", [hotDirect], [hotHttp]],
    ["spread over 10,000 departures", spread, spread],
  ] as const) {
    await useEvents(databaseUrl, [...directEvents], ids.experience_id);
    const target = {
      tenantId: ids.tenant_id,
      projectId: ids.project_id,
      categoryId: stage.categoryId,
      events: directEvents.length,
      // On the hot departure the server keeps the sale context after the first booking.
      readsSaleContext: directEvents.length > 1,
    };
    const direct = await cpuDuring(() => pgbenchBookings(databaseUrl, target, pgbenchClients, seconds));
    const http = await cpuDuring(() => httpBookings(stage, [...httpEvents]));
    const refused = Object.entries(http.result.refused)
      .map(([status, count]) => `${count} × ${status}`)
      .join(", ");
    console.log(
      `  ${label.padEnd(30)} direct (pgbench, ${pgbenchClients} connections) ${direct.result.toFixed(0)} bookings/s; ` +
        `HTTP (${httpClients} clients, 2 processes) ${http.result.rate.toFixed(0)} bookings/s` +
        `${refused ? ` (refused: ${refused})` : ""}; ratio ${(http.result.rate / direct.result).toFixed(2)}`,
    );
    console.log(cpuLine({ cpu: direct.cpu, rate: direct.result }, { cpu: http.cpu, rate: http.result.rate }));
  }
}
