// The public booking's statements, as the server sends them (taken from its query log), written
// as a pgbench script: the direct figure the HTTP figure is compared with. A booking takes its
// seats and writes itself in one statement of its own (no transaction around it), after reading
// its departure's sale context unless the server keeps it from an earlier booking of that
// departure. The company and its broker are kept in the server's memory (dropped when the
// database announces a change), so a booking reads them from nowhere.
import { execFile } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";

export interface PgbenchTarget {
  tenantId: string;
  projectId: string;
  categoryId: string;
  /** How many rows bench_events holds; each transaction books one of them at random. */
  events: number;
  /**
   * Whether each booking reads its departure's sale context, as the server does the first time a
   * departure is booked; after that the server keeps it.
   */
  readsSaleContext: boolean;
}

function script(t: PgbenchTarget): string {
  const tenant = `'${t.tenantId}'`;
  const needs = `coalesce((select json_agg(json_build_object('experienceId', ea.experience_id, 'assetId', ea.asset_id,
    'quantity', ea.quantity, 'per', ea.per, 'poolQuantity', a.quantity, 'seatsPerUnit', a.seats_per_unit)
    order by ea.asset_id) from experience_assets ea inner join assets a on a.id = ea.asset_id and a.tenant_id = e.tenant_id
    where ea.tenant_id = e.tenant_id and ea.experience_id = e.experience_id), '[]'::json)`;
  const context = t.readsSaleContext
    ? `select e.id, e.project_id, e.status, e.start_at, e.price_overrides, s.price_overrides, x.status, x.ticket_categories,
  x.channels, x.custom_fields, x.cutoff_minutes, x.max_advance_days, t.settings->>'currency', ${needs}
  from events e inner join experiences x on x.id = e.experience_id inner join tenants t on t.id = e.tenant_id
  left join event_series s on s.id = e.series_id where e.tenant_id = ${tenant} and e.id = ':eid' limit 1;
`
    : "";
  const items = `[{"ticket_category_id":"${t.categoryId}","name":{"EN":"Adult","IS":"Adult"},"quantity":1,"unit_price":9900,"vat_rate":0}]`;
  return `\\set n random(1, ${t.events})
select id as eid, experience_id as experience from bench_events where n = :n \\gset
${context}with s as (
  select * from take_event_seats(${tenant}, ':eid', now())
), b as (
  insert into bookings (id, tenant_id, project_id, event_id, seats, status, expires_at, confirmed_at, channel,
    sales_unit_id, creator_kind, created_by, customer, answers, currency, subtotal, discount, total, vat, paid,
    payment_status, payment_method, reference, overbooked)
  select gen_random_uuid(), ${tenant}, '${t.projectId}', ':eid', 1, 'Pending', now() + interval '15 minutes', null,
    'Public', null, 'Customer', null, '{"name":"Guest","email":"guest@example.com"}', '[]', 'ISK', 9900, 0, 9900,
    '[{"rate":0,"net":9900,"vat":0}]', 0, 'Unpaid', 'Unknown',
    upper(substr(md5(random()::text), 1, 4) || '-' || substr(md5(random()::text), 1, 4)), 1 > s.available
  from s
  where s.found and not s.pooled and s.status not in ('Deleted', 'Cancelled') and (s.available >= 1 or false)
  on conflict do nothing returning *
), item_rows as (
  insert into booking_items (tenant_id, booking_id, ticket_category_id, name, quantity, unit_price, vat_rate)
  select b.tenant_id, b.id, x.ticket_category_id, x.name, x.quantity, x.unit_price, x.vat_rate
  from b, jsonb_to_recordset('${items}'::jsonb)
    as x(ticket_category_id uuid, name jsonb, quantity int, unit_price int, vat_rate float8)
  returning id, ticket_category_id, name, quantity, unit_price, vat_rate
), history_row as (
  insert into booking_history (tenant_id, booking_id, actor_user_id, actor_kind, action, details)
  select b.tenant_id, b.id, null, 'Customer', 'Created',
    '{"status":"Pending","seats":1,"total":9900,"paid":0}'::jsonb || jsonb_build_object('overbooked', b.overbooked)
  from b
), attempt as (
  insert into payment_transactions
    (id, tenant_id, booking_id, kind, broker, method, amount, currency, result, payment_url, return_url, expires_at)
  select gen_random_uuid(), b.tenant_id, b.id, 'Payment', 'Sandbox', 'Card', b.total, b.currency, 'Pending',
    'http://127.0.0.1/pay/x', 'http://127.0.0.1/booking', b.expires_at from b
)
select s.found, s.status, s.pooled, s.available, (select row_to_json(b) from b) as booking,
  (select json_agg(item_rows) from item_rows) as items
from s;
`;
}

/** BENCH_STATEMENTS=1 prints pgbench's latency of each statement, to see where the time goes. */
const perStatement = process.env.BENCH_STATEMENTS === "1";

function statementLatencies(stdout: string): string {
  const section = stdout.split("statement latencies")[1] ?? "";
  return section
    .split("\n")
    .filter((line) => /^\s+\d/.test(line))
    .map((line) => `    ${line.trim().slice(0, 100)}`)
    .join("\n");
}

/** Runs the script with `clients` connections for `seconds`; returns transactions per second. */
export async function pgbenchBookings(
  databaseUrl: string,
  target: PgbenchTarget,
  clients: number,
  seconds: number,
): Promise<number> {
  const dir = mkdtempSync(path.join(tmpdir(), "stund-pgbench-"));
  const file = path.join(dir, "booking.sql");
  writeFileSync(file, script(target));
  try {
    const { stdout } = await promisify(execFile)(
      "pgbench",
      [
        ...(perStatement ? ["-r"] : []),
        "-n",
        "-c",
        String(clients),
        "-j",
        "2",
        "-T",
        String(seconds),
        "-f",
        file,
        databaseUrl,
      ],
      { maxBuffer: 1 << 20 },
    );
    if (perStatement) console.log(statementLatencies(stdout));
    const tps = /tps = ([\d.]+)/.exec(stdout);
    if (!tps) throw new Error(`pgbench gave no figure:\n${stdout}`);
    return Number(tps[1]);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
