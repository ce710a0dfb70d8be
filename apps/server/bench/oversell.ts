// Zero oversell: hundreds of simultaneous attempts at the last seats of one departure, through
// the HTTP API of two server processes, must take exactly the seats there are.
import pg from "pg";
import type { BookingStage } from "./bookings-setup";
import { createDeparture } from "./bookings-setup";

interface Tally {
  created: number;
  refused: number;
  other: Map<number, number>;
}

function attemptBody(stage: BookingStage, eventId: string, index: number) {
  return {
    items: [{ eventId, ticketCategoryId: stage.categoryId, quantity: 1 }],
    customer: { name: `Guest ${index}`, email: `guest${index}@example.com` },
  };
}

/** One attempt: half through the storefront's public API, or (when `desk`) the quick booking call. */
async function attempt(stage: BookingStage, eventId: string, index: number, desk: boolean): Promise<number> {
  const server = stage.servers[index % 2]!;
  if (desk) {
    const response = await stage.staff[index % 2]!.send(
      "POST",
      `/${stage.tenant}/api/${stage.project}/bookings`,
      {
        ...attemptBody(stage, eventId, index),
        paymentMethod: "Cash",
      },
    );
    const text = await response.text();
    if (response.status !== 201 && process.env.BENCH_DEBUG) console.log(text);
    return response.status;
  }
  const response = await fetch(`${server.url}/${stage.tenant}/api/public/bookings`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ ...attemptBody(stage, eventId, index), acceptTerms: true }),
  });
  await response.arrayBuffer();
  return response.status;
}

async function seatsTaken(databaseUrl: string, eventId: string): Promise<{ held: number; sold: number }> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const result = await client.query<{ held: number; sold: number }>(
      `select
         coalesce(sum(seats) filter (where status = 'Pending' and expires_at > now()), 0)::int as held,
         (select seats_sold from events where id = $1) as sold
       from bookings where event_id = $1`,
      [eventId],
    );
    return result.rows[0]!;
  } finally {
    await client.end();
  }
}

export async function benchOversell(stage: BookingStage, databaseUrl: string): Promise<void> {
  for (const mix of ["storefront", "storefront and quick booking"] as const) {
    const eventId = await createDeparture(stage, 20, mix === "storefront" ? 4 : 5);
    const tally: Tally = { created: 0, refused: 0, other: new Map() };
    const started = performance.now();
    // Half the attempts at the desk, issued a little ahead: the desk's sign-in checks make its
    // requests reach the seats later than the storefront's, so both sides really compete.
    const desk = (index: number) => mix !== "storefront" && index < 250;
    const codes = await Promise.all(
      Array.from({ length: 500 }, (_, index) => attempt(stage, eventId, index, desk(index))),
    );
    const deskBooked = codes.filter((code, index) => code === 201 && desk(index)).length;
    const ms = performance.now() - started;
    for (const code of codes) {
      if (code === 201) tally.created += 1;
      else if (code === 409) tally.refused += 1;
      else tally.other.set(code, (tally.other.get(code) ?? 0) + 1);
    }
    const taken = await seatsTaken(databaseUrl, eventId);
    const others = [...tally.other].map(([code, n]) => `${n}×${code}`).join(", ") || "none";
    const verdict =
      tally.created === 20 && taken.held + taken.sold === 20 && tally.other.size === 0 ? "OK" : "FAILED";
    console.log(
      `  500 attempts (${mix}) at 20 seats over 2 processes: ${tally.created} booked (${deskBooked} at the desk), ${tally.refused} refused (409), other answers: ${others}; ` +
        `seats held ${taken.held} + sold ${taken.sold} = ${taken.held + taken.sold}; ${ms.toFixed(0)} ms  ${verdict}`,
    );
    if (verdict !== "OK") process.exitCode = 1;
  }
}
