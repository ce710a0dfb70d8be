// The availability benchmark's data: 100 tenants with one project each, 100,000 events and
// 1,000,000 bookings in all, written with set-based SQL so seeding takes seconds, not hours.
import { sql } from "drizzle-orm";
import type { Database } from "../src/db/database";

export const datasetSize = {
  tenants: Number(process.env.BENCH_TENANTS ?? 100),
  eventsPerTenant: Number(process.env.BENCH_EVENTS_PER_TENANT ?? 1000),
  bookingsPerEvent: Number(process.env.BENCH_BOOKINGS_PER_EVENT ?? 10),
  experiencesPerTenant: 5,
};

const name = (en: string) => JSON.stringify({ EN: en, IS: en });

/**
 * Clones the measured tenant's settings into the other tenants, gives every tenant a project,
 * experiences, a year of events (half past, half coming) and bookings: mostly confirmed, some
 * pending holds, half of those already expired.
 */
export async function seedAvailabilityDataset(
  db: Database,
  measured: { tenantId: string; projectId: string },
): Promise<void> {
  await db.transaction(async (tx) => {
    // Bulk rows skip the per-row availability-version triggers; every version is raised once below.
    await tx.execute(sql`set local session_replication_role = replica`);
    await insertRows(tx as unknown as Database, measured);
    await tx.execute(sql`
      insert into availability_versions (tenant_id, version) select id, 1 from tenants
      on conflict (tenant_id) do update set version = availability_versions.version + 1`);
  });
  await db.execute(sql`analyze`);
}

async function insertRows(db: Database, measured: { tenantId: string; projectId: string }): Promise<void> {
  const { tenants, eventsPerTenant, bookingsPerEvent, experiencesPerTenant } = datasetSize;
  await db.execute(sql`
    insert into tenants (identifier, name, company_info, billing_info, settings)
    select 'bench-tenant-' || g, 'Bench tenant ' || g, t.company_info, t.billing_info, t.settings
    from tenants t, generate_series(2, ${tenants}) g
    where t.id = ${measured.tenantId}`);
  await db.execute(sql`
    insert into projects (tenant_id, identifier, name)
    select id, 'harbour', 'Harbour' from tenants where identifier like 'bench-tenant-%'`);
  await db.execute(sql`
    insert into experiences (tenant_id, project_id, tag, status, name, search_name, short_description,
      description, location, duration_minutes, guide_languages, ticket_categories, capacity,
      min_participants, cutoff_minutes, max_advance_days, cancellation_policy, custom_fields,
      channels, asset_needs, images)
    select p.tenant_id, p.id, 'tour-' || g, 'Published', ${name("Tour")}::jsonb, 'tour', ${name("")}::jsonb,
      ${name("")}::jsonb, '{"address":"","meetingPoint":"","latitude":null,"longitude":null}'::jsonb,
      180, '["EN"]'::jsonb,
      jsonb_build_array(jsonb_build_object('id', gen_random_uuid(), 'name', ${name("Adult")}::jsonb,
        'price', 12900, 'channelPrices', '{}'::jsonb, 'vatRate', 11, 'minPerBooking', 0, 'maxPerBooking', 50)),
      40, 0, 0, 365, '{"freeUntilHours":24,"feePercent":100}'::jsonb, '[]'::jsonb,
      '["Public","Web","Kiosk","Private","Agent"]'::jsonb, '[]'::jsonb, '[]'::jsonb
    from projects p, generate_series(1, ${experiencesPerTenant}) g
    where p.deleted_at is null and (p.tenant_id = ${measured.tenantId} or p.identifier = 'harbour')`);
  // Events spread evenly over a year centred on today, every experience in turn.
  await db.execute(sql`
    insert into events (tenant_id, project_id, experience_id, start_at, end_at, capacity, price_overrides, seats_sold, bookings_sold)
    select x.tenant_id, x.project_id, x.id,
      date_trunc('hour', now() - interval '182 days') + (g * interval '1 day' * 365 / ${eventsPerTenant / experiencesPerTenant}) + (x.rn * interval '2 hours'),
      date_trunc('hour', now() - interval '182 days') + (g * interval '1 day' * 365 / ${eventsPerTenant / experiencesPerTenant}) + (x.rn * interval '2 hours') + interval '3 hours',
      40, '{}'::jsonb, ${Math.round(bookingsPerEvent * 0.9) * 2}, ${Math.round(bookingsPerEvent * 0.9)}
    from (select e.*, row_number() over (partition by e.project_id order by e.tag) as rn from experiences e) x,
      generate_series(0, ${eventsPerTenant / experiencesPerTenant - 1}) g`);
  // Nine in ten bookings confirmed (2 seats each), the rest pending holds, half of those expired.
  await db.execute(sql`
    insert into bookings (tenant_id, project_id, event_id, status, seats, expires_at)
    select e.tenant_id, e.project_id, e.id,
      case when g <= ${Math.round(bookingsPerEvent * 0.9)} then 'Confirmed' else 'Pending' end, 2,
      case when g <= ${Math.round(bookingsPerEvent * 0.9)} then null
           when g % 2 = 0 then now() + interval '1 hour' else now() - interval '1 hour' end
    from events e, generate_series(1, ${bookingsPerEvent}) g`);
}

/** The availability read in plain SQL: one project's events in a range with held seats. */
export const plainAvailabilitySql = `
  select e.id, e.start_at, e.capacity, e.seats_sold, coalesce(h.held, 0) as held
  from events e
  left join lateral (
    select sum(b.seats) as held from bookings b
    where b.event_id = e.id and b.status = 'Pending' and b.expires_at > now()
  ) h on true
  where e.project_id = $1 and e.start_at >= $2 and e.start_at < $3 and e.deleted_at is null
  order by e.start_at`;
