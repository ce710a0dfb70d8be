-- What a departure is sold on (its status, start and prices, its experience's tickets, channels and
-- rules, its series' prices, its asset needs, the company's currency) is kept in memory by every
-- process for the next booking of that departure (src/features/bookings/kept-sale-context.ts). A
-- change to any of it announces `s:{tenantId}` on the change channel. Seats sold and held are no
-- part of it: bookings, and the seat counters they move, announce nothing here.
CREATE OR REPLACE FUNCTION "announce_sale_terms_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'DELETE' THEN
		PERFORM pg_notify('stund_changes', 's:' || OLD.tenant_id::text);
	ELSE
		PERFORM pg_notify('stund_changes', 's:' || NEW.tenant_id::text);
	END IF;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "announce_tenant_sale_terms_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM pg_notify('stund_changes', 's:' || NEW.id::text);
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "events_sale_terms_change" AFTER INSERT OR DELETE OR UPDATE OF "project_id", "experience_id", "series_id", "start_at", "end_at", "capacity", "status", "price_overrides", "deleted_at" ON "events" FOR EACH ROW EXECUTE FUNCTION "announce_sale_terms_change"();
--> statement-breakpoint
CREATE TRIGGER "experiences_sale_terms_change" AFTER UPDATE OR DELETE ON "experiences" FOR EACH ROW EXECUTE FUNCTION "announce_sale_terms_change"();
--> statement-breakpoint
CREATE TRIGGER "event_series_sale_terms_change" AFTER UPDATE OR DELETE ON "event_series" FOR EACH ROW EXECUTE FUNCTION "announce_sale_terms_change"();
--> statement-breakpoint
CREATE TRIGGER "experience_assets_sale_terms_change" AFTER INSERT OR UPDATE OR DELETE ON "experience_assets" FOR EACH ROW EXECUTE FUNCTION "announce_sale_terms_change"();
--> statement-breakpoint
CREATE TRIGGER "assets_sale_terms_change" AFTER UPDATE OR DELETE ON "assets" FOR EACH ROW EXECUTE FUNCTION "announce_sale_terms_change"();
--> statement-breakpoint
CREATE TRIGGER "tenants_sale_terms_change" AFTER UPDATE ON "tenants" FOR EACH ROW EXECUTE FUNCTION "announce_tenant_sale_terms_change"();
