-- The seat rule (docs/product.md §8.1, §8.2) in one place: these functions count a departure's
-- seats and its asset pools' use, for the booking that takes seats (under the departure's and its
-- pools' locks) and for every screen that shows seats left (src/modules/catalogue/availability
-- reads their answers and computes none of its own). They replace the counting of migration 0012,
-- which left departures that need a pool to the application.

-- Seats and bookings a departure's unexpired holds take: a hold stops counting the moment it runs
-- out. By the departure alone (its id is the company's wherever it is called): a plan kept for a
-- query filtered by company walked every hold of the company.
CREATE OR REPLACE FUNCTION "event_holds"(p_event uuid, p_now timestamptz)
RETURNS TABLE ("seats" integer, "bookings" integer)
LANGUAGE sql STABLE AS $$
	SELECT coalesce(sum(b.seats), 0)::integer, count(*)::integer
	FROM bookings b
	WHERE b.event_id = p_event AND b.status = 'Pending' AND b.expires_at > p_now
$$;
--> statement-breakpoint

-- The units of a pool a departure uses, given the seats and bookings it has taken (sold and held):
-- a Departure need once a seat is taken, a Person need per started unit of seats (a jeep carries
-- seats_per_unit), a Booking need per booking.
CREATE OR REPLACE FUNCTION "pool_units"(
	p_per text, p_quantity integer, p_seats_per_unit integer, p_seats integer, p_bookings integer)
RETURNS integer
LANGUAGE sql IMMUTABLE AS $$
	SELECT CASE p_per
		WHEN 'Departure' THEN CASE WHEN p_seats > 0 THEN p_quantity ELSE 0 END
		WHEN 'Person' THEN ceil((p_seats * p_quantity)::numeric / greatest(1, p_seats_per_unit))::integer
		WHEN 'Booking' THEN p_bookings * p_quantity
		ELSE 0
	END
$$;
--> statement-breakpoint

-- The most extra seats, taken in p_new_bookings more bookings, that keep a departure's use of a
-- pool within p_free units (the pool's size less the peak use of everything else in its time);
-- NULL when the pool limits seats no further.
CREATE OR REPLACE FUNCTION "pool_seats_allowed"(
	p_per text, p_quantity integer, p_seats_per_unit integer, p_taken_seats integer,
	p_taken_bookings integer, p_free integer, p_new_bookings integer)
RETURNS integer
LANGUAGE sql IMMUTABLE AS $$
	SELECT CASE p_per
		WHEN 'Departure' THEN CASE WHEN p_quantity <= p_free THEN NULL ELSE 0 END
		WHEN 'Booking' THEN
			CASE WHEN (p_taken_bookings + p_new_bookings) * p_quantity <= p_free THEN NULL ELSE 0 END
		WHEN 'Person' THEN
			CASE
				WHEN p_free <= 0 THEN 0
				WHEN p_quantity <= 0 THEN NULL
				ELSE greatest(0,
					floor((p_free * greatest(1, p_seats_per_unit))::numeric / p_quantity)::integer - p_taken_seats)
			END
		ELSE NULL
	END
$$;
--> statement-breakpoint

-- Every use of the pools within [p_from, p_to): departures still running (a Closed one only stops
-- selling) with the units their sold and held seats take, and rentals confirmed or held. Events
-- last at most 90 days (the contracts' limit), which bounds the scan of their starts.
CREATE OR REPLACE FUNCTION "pool_uses"(
	p_tenant uuid, p_assets uuid[], p_from timestamptz, p_to timestamptz, p_now timestamptz)
RETURNS TABLE ("asset_id" uuid, "event_id" uuid, "starts_at" timestamptz, "ends_at" timestamptz, "units" integer)
LANGUAGE sql STABLE AS $$
	SELECT ea.asset_id, e.id, e.start_at, e.end_at,
		pool_units(ea.per, ea.quantity, a.seats_per_unit, e.seats_sold + h.seats, e.bookings_sold + h.bookings)
	FROM experience_assets ea
		INNER JOIN assets a ON a.id = ea.asset_id AND a.tenant_id = p_tenant
		INNER JOIN events e ON e.experience_id = ea.experience_id AND e.tenant_id = p_tenant
			AND e.status IN ('Active', 'Delayed', 'Closed')
			AND e.start_at < p_to AND e.start_at > p_from - interval '2160 hours' AND e.end_at > p_from
		CROSS JOIN LATERAL event_holds(e.id, p_now) h
	WHERE ea.tenant_id = p_tenant AND ea.asset_id = ANY(p_assets) AND p_to > p_from
	UNION ALL
	SELECT b.asset_id, NULL::uuid, b.starts_at, b.ends_at, b.units
	FROM bookings b
	WHERE b.asset_id = ANY(p_assets) AND b.tenant_id = p_tenant AND p_to > p_from
		AND b.starts_at < p_to AND b.ends_at > p_from AND b.units > 0
		AND (b.status = 'Confirmed' OR (b.status = 'Pending' AND b.expires_at > p_now))
$$;
--> statement-breakpoint

-- The highest use of one pool at any instant of [p_from, p_to), ends excluded, leaving out the
-- departure p_except (NULL: none). The use only rises where a use starts, so the peak is the
-- highest of the use at p_from and at each start inside the window.
CREATE OR REPLACE FUNCTION "pool_peak"(
	p_tenant uuid, p_asset uuid, p_from timestamptz, p_to timestamptz, p_now timestamptz, p_except uuid)
RETURNS integer
LANGUAGE sql STABLE AS $$
	WITH uses AS MATERIALIZED (
		SELECT u.starts_at, u.ends_at, u.units
		FROM pool_uses(p_tenant, ARRAY[p_asset], p_from, p_to, p_now) u
		WHERE (u.event_id IS NULL OR u.event_id IS DISTINCT FROM p_except) AND u.units > 0 AND u.ends_at > u.starts_at
	)
	SELECT coalesce(max(l.level), 0)::integer
	FROM (
		SELECT (SELECT sum(c.units) FROM uses c WHERE c.starts_at <= t.at AND c.ends_at > t.at) AS level
		FROM (SELECT p_from AS at UNION SELECT u.starts_at FROM uses u WHERE u.starts_at > p_from) t
	) l
	WHERE p_to > p_from
$$;
--> statement-breakpoint

-- Each pool a departure needs: its size, the units the departure's own seats take, and the peak use
-- of everything else during the departure's time.
CREATE OR REPLACE FUNCTION "event_pool_use"(p_tenant uuid, p_event uuid, p_now timestamptz)
RETURNS TABLE ("asset_id" uuid, "pool_quantity" integer, "own_units" integer, "others_peak" integer)
LANGUAGE sql STABLE AS $$
	SELECT ea.asset_id, a.quantity,
		CASE WHEN e.end_at > e.start_at
			THEN pool_units(ea.per, ea.quantity, a.seats_per_unit, e.seats_sold + h.seats, e.bookings_sold + h.bookings)
			ELSE 0 END,
		pool_peak(p_tenant, ea.asset_id, e.start_at, e.end_at, p_now, e.id)
	FROM events e
		CROSS JOIN LATERAL event_holds(e.id, p_now) h
		INNER JOIN experience_assets ea ON ea.experience_id = e.experience_id AND ea.tenant_id = p_tenant
		INNER JOIN assets a ON a.id = ea.asset_id AND a.tenant_id = p_tenant
	WHERE e.tenant_id = p_tenant AND e.id = p_event
$$;
--> statement-breakpoint

-- Seats sold, held and still available on departures, without locking anything: capacity less
-- seats sold and held, further limited by every pool the departure needs (as its next seats come
-- in p_new_bookings more bookings). Only Active and Delayed departures sell; `pooled` says the
-- departure needs a pool at all.
CREATE OR REPLACE FUNCTION "event_seats"(
	p_tenant uuid, p_events uuid[], p_now timestamptz, p_new_bookings integer DEFAULT 1)
RETURNS TABLE (
	"event_id" uuid, "project_id" uuid, "status" text, "sold" integer, "held" integer,
	"held_bookings" integer, "pooled" boolean, "available" integer)
LANGUAGE sql STABLE AS $$
	SELECT e.id, e.project_id, e.status, e.seats_sold, h.seats, h.bookings, n.pooled,
		CASE WHEN e.status IN ('Active', 'Delayed')
			THEN greatest(0, least(e.capacity - e.seats_sold - h.seats, n.allowed))
			ELSE 0 END
	FROM events e
		CROSS JOIN LATERAL event_holds(e.id, p_now) h
		CROSS JOIN LATERAL (
			SELECT count(*) > 0 AS pooled,
				min(CASE WHEN e.status IN ('Active', 'Delayed') THEN pool_seats_allowed(
					ea.per, ea.quantity, a.seats_per_unit, e.seats_sold + h.seats, e.bookings_sold + h.bookings,
					a.quantity - pool_peak(p_tenant, ea.asset_id, e.start_at, e.end_at, p_now, e.id),
					p_new_bookings) END) AS allowed
			FROM experience_assets ea
				INNER JOIN assets a ON a.id = ea.asset_id AND a.tenant_id = p_tenant
			WHERE ea.tenant_id = p_tenant AND ea.experience_id = e.experience_id
		) n
	WHERE e.tenant_id = p_tenant AND e.id = ANY(p_events)
$$;
--> statement-breakpoint

-- Takes a departure's seats: locks its row, then the pools it needs in id order (as every taker of
-- a pool does, so two never deadlock), and answers event_seats' count under those locks. Each
-- statement of a volatile function reads a fresh snapshot, so the count includes every booking
-- committed before the locks were granted. The locks last until the caller's transaction ends, or
-- while the one statement that calls it runs and commits (src/modules/sales/bookings/booking.statement.ts).
DROP FUNCTION IF EXISTS "take_event_seats"(uuid, uuid, timestamptz);
--> statement-breakpoint
CREATE FUNCTION "take_event_seats"(
	p_tenant uuid, p_event uuid, p_now timestamptz, p_new_bookings integer DEFAULT 1)
RETURNS TABLE ("found" boolean, "status" text, "pooled" boolean, "available" integer, "project_id" uuid)
LANGUAGE plpgsql VOLATILE AS $$
BEGIN
	PERFORM 1 FROM events e WHERE e.tenant_id = p_tenant AND e.id = p_event FOR UPDATE;
	IF NOT FOUND THEN
		RETURN QUERY SELECT false, NULL::text, false, 0, NULL::uuid;
		RETURN;
	END IF;
	PERFORM 1 FROM assets a
	WHERE a.tenant_id = p_tenant AND a.id IN (
		SELECT ea.asset_id FROM experience_assets ea INNER JOIN events e ON e.experience_id = ea.experience_id
		WHERE e.id = p_event AND ea.tenant_id = p_tenant)
	ORDER BY a.id FOR UPDATE OF a;
	RETURN QUERY SELECT true, s.status, s.pooled, s.available, s.project_id
		FROM event_seats(p_tenant, ARRAY[p_event], p_now, p_new_bookings) s;
END $$;
