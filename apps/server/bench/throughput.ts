// Bookings per second through the public HTTP API of two server processes, on one hot departure
// and spread over 10,000, each next to the same transaction run directly with pgbench just before.
import pg from "pg";
import { pgbenchBookings } from "./booking-pgbench";
import { createDeparture, type BookingStage } from "./bookings-setup";
import { Connection, jsonPost } from "./load";

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const httpClients = Number(process.env.BENCH_HTTP_CLIENTS ?? 16);
const pgbenchClients = 8;

async function prepare(databaseUrl: string, stage: BookingStage, hotEventId: string) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ tenant_id: string; project_id: string; experience_id: string }>(
      "select tenant_id, project_id, experience_id from events where id = $1",
      [hotEventId],
    );
    const ids = rows[0]!;
    await client.query("update events set capacity = 100000000 where id = $1", [hotEventId]);
    // 10,000 more departures of the same experience, half an hour apart, with room for the whole run.
    await client.query(
      `insert into events (tenant_id, project_id, experience_id, start_at, end_at, capacity, price_overrides)
       select tenant_id, project_id, experience_id, start_at + g * interval '30 minutes', end_at + g * interval '30 minutes',
         100000, '{}'::jsonb
       from events, generate_series(1, 10000) g where id = $1`,
      [hotEventId],
    );
    await client.query(
      "create table bench_events (n int primary key, id uuid not null, experience_id uuid not null)",
    );
    await client.query("analyze");
    const spread = await client.query<{ id: string }>(
      "select id from events where experience_id = $1 and id <> $2 order by start_at",
      [ids.experience_id, hotEventId],
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
): Promise<{ rate: number; failed: number }> {
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
  let booked = 0;
  let failed = 0;
  const started = performance.now();
  try {
    await Promise.all(
      connections.map(async (connection, client) => {
        while (performance.now() < deadline) {
          const request = requests[Math.floor(Math.random() * requests.length)]![client % 2]!;
          if ((await connection.send(request)) === 201) booked += 1;
          else failed += 1;
        }
      }),
    );
  } finally {
    for (const connection of connections) connection.close();
  }
  return { rate: booked / ((performance.now() - started) / 1000), failed };
}

export async function benchThroughput(stage: BookingStage, databaseUrl: string): Promise<void> {
  const hot = await createDeparture(stage, 20, 2);
  const { ids, spread } = await prepare(databaseUrl, stage, hot);
  for (const [label, eventIds] of [
    ["one hot departure", [hot]],
    ["spread over 10,000 departures", spread],
  ] as const) {
    await useEvents(databaseUrl, [...eventIds], ids.experience_id);
    const direct = await pgbenchBookings(
      databaseUrl,
      {
        tenantId: ids.tenant_id,
        projectId: ids.project_id,
        categoryId: stage.categoryId,
        events: eventIds.length,
      },
      pgbenchClients,
      seconds,
    );
    const http = await httpBookings(stage, [...eventIds]);
    console.log(
      `  ${label.padEnd(30)} direct (pgbench, ${pgbenchClients} connections) ${direct.toFixed(0)} bookings/s; ` +
        `HTTP (${httpClients} clients, 2 processes) ${http.rate.toFixed(0)} bookings/s` +
        `${http.failed ? ` (${http.failed} refused)` : ""}; ratio ${(http.rate / direct).toFixed(2)}`,
    );
  }
}
