// The database side of the throughput runs: the departures they book, the table pgbench picks
// its departure from, and the settling before each run.
import { withPgClient as withClient } from "../test/support/with-pg-client";

/** Departures made for the servers' warm-up, between the measured ones. */
export const warmUpDepartures = 1000;
/** How many departures each spread run books in turn. */
export const spreadDepartures = 10000;

export interface PreparedDepartures {
  ids: { tenant_id: string; project_id: string; experience_id: string };
  /** 10,000 departures for each round's spread run, and the warm-up's. */
  spread: string[][];
  warmUp: string[];
}

/**
 * Gives the hot departures room for any run, and makes, of the same experience, half an hour
 * apart, 10,000 departures for each round's spread run and 1,000 for the warm-up. Each set is
 * told apart by its capacity: the oversell run's departures of the same experience are full.
 */
export async function prepareDepartures(
  databaseUrl: string,
  hotEventIds: string[],
  rounds: number,
): Promise<PreparedDepartures> {
  return withClient(databaseUrl, async (client) => {
    const { rows } = await client.query<PreparedDepartures["ids"]>(
      "select tenant_id, project_id, experience_id from events where id = $1",
      [hotEventIds[0]],
    );
    const ids = rows[0]!;
    await client.query("update events set capacity = 100000000 where id = any($1::uuid[])", [hotEventIds]);
    const sets: [count: number, capacity: number][] = [
      [warmUpDepartures, 100001],
      ...Array.from({ length: rounds }, (_, round): [number, number] => [spreadDepartures, 100010 + round]),
    ];
    for (const [count, capacity] of sets)
      await client.query(
        `insert into events (tenant_id, project_id, experience_id, start_at, end_at, capacity, price_overrides)
         select tenant_id, project_id, experience_id, start_at + g * interval '30 minutes',
           end_at + g * interval '30 minutes', $2, '{}'::jsonb
         from events, generate_series(1, $3::int) g where id = $1`,
        [hotEventIds[0], capacity, count],
      );
    await client.query(
      "create table bench_events (n int primary key, id uuid not null, experience_id uuid not null)",
    );
    const departures = async (capacity: number) =>
      (
        await client.query<{ id: string }>(
          "select id from events where experience_id = $1 and capacity = $2 order by start_at",
          [ids.experience_id, capacity],
        )
      ).rows.map((r) => r.id);
    const spread: string[][] = [];
    for (let round = 0; round < rounds; round++) spread.push(await departures(100010 + round));
    return { ids, spread, warmUp: await departures(100001) };
  });
}

/**
 * Settles the database before a run, so neither side pays for what came before it:
 * - `ANALYZE`, as autovacuum would run it on a server that has it on (this machine's does not).
 *   Plans the servers' connections keep from when the tables were small (a sequential scan of
 *   bookings, say) are then made afresh, as pgbench's new connections make theirs.
 * - `CHECKPOINT`: the bench's earlier parts write a great deal (a million bookings for the
 *   availability figure), and a checkpoint that fell inside one run and not the other would give
 *   that run the disk writes and the full page images written after it.
 */
export async function settle(databaseUrl: string): Promise<void> {
  await withClient(databaseUrl, async (client) => {
    await client.query("analyze");
    await client.query("checkpoint");
  });
}

/** The departures pgbench books, one at random per transaction. */
export async function useEvents(
  databaseUrl: string,
  eventIds: string[],
  experienceId: string,
): Promise<void> {
  await withClient(databaseUrl, async (client) => {
    await client.query("truncate bench_events");
    await client.query(
      "insert into bench_events select n, id, $2 from unnest($1::uuid[]) with ordinality as u(id, n)",
      [eventIds, experienceId],
    );
  });
}
