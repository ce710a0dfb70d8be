-- A departure's seats, taken under its lock by the statement that writes the booking
-- (src/features/bookings/booking-statement.ts): the lock is held only while that one statement
-- runs and commits, never across a round trip to the server. Each statement of a volatile function
-- reads a fresh snapshot, so the holds counted here include every booking committed before the
-- lock was granted. The rule is availability.service's for a departure that needs no asset pool;
-- for one that does, `pooled` is true, nothing is counted and the caller takes its seats the long
-- way, pools and all.
CREATE OR REPLACE FUNCTION "take_event_seats"(p_tenant uuid, p_event uuid, p_now timestamptz)
RETURNS TABLE ("found" boolean, "status" text, "pooled" boolean, "available" integer)
LANGUAGE plpgsql VOLATILE AS $$
DECLARE
	ev record;
	held integer;
BEGIN
	SELECT e.status, e.capacity, e.seats_sold, e.experience_id INTO ev
		FROM events e WHERE e.tenant_id = p_tenant AND e.id = p_event FOR UPDATE;
	IF NOT FOUND THEN
		RETURN QUERY SELECT false, NULL::text, false, 0;
		RETURN;
	END IF;
	IF EXISTS (SELECT 1 FROM experience_assets ea WHERE ea.tenant_id = p_tenant AND ea.experience_id = ev.experience_id) THEN
		RETURN QUERY SELECT true, ev.status, true, 0;
		RETURN;
	END IF;
	-- By the departure alone (its id is the tenant's, found above): the plan kept for this query
	-- must not walk the company's every hold.
	SELECT coalesce(sum(b.seats), 0)::integer INTO held FROM bookings b
		WHERE b.event_id = p_event AND b.status = 'Pending' AND b.expires_at > p_now;
	RETURN QUERY SELECT true, ev.status, false,
		CASE WHEN ev.status IN ('Active', 'Delayed') THEN greatest(0, ev.capacity - ev.seats_sold - held) ELSE 0 END;
END $$;
