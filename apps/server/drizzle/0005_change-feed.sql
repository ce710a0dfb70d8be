-- Every process keeps answers about access and availability in memory and drops them when the
-- database announces a change on the stund_changes channel (src/db/change-feed.ts).
CREATE OR REPLACE FUNCTION "announce_access_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM pg_notify('stund_changes', 'access');
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "sessions_access_change" AFTER UPDATE OR DELETE ON "sessions" FOR EACH STATEMENT EXECUTE FUNCTION "announce_access_change"();
--> statement-breakpoint
CREATE TRIGGER "users_access_change" AFTER UPDATE OR DELETE ON "users" FOR EACH STATEMENT EXECUTE FUNCTION "announce_access_change"();
--> statement-breakpoint
CREATE TRIGGER "tenants_access_change" AFTER INSERT OR UPDATE OR DELETE ON "tenants" FOR EACH STATEMENT EXECUTE FUNCTION "announce_access_change"();
--> statement-breakpoint
CREATE TRIGGER "tenant_members_access_change" AFTER INSERT OR UPDATE OR DELETE ON "tenant_members" FOR EACH STATEMENT EXECUTE FUNCTION "announce_access_change"();
--> statement-breakpoint
CREATE TRIGGER "project_members_access_change" AFTER INSERT OR UPDATE OR DELETE ON "project_members" FOR EACH STATEMENT EXECUTE FUNCTION "announce_access_change"();
--> statement-breakpoint
CREATE TRIGGER "subscriptions_access_change" AFTER INSERT OR UPDATE OR DELETE ON "subscriptions" FOR EACH STATEMENT EXECUTE FUNCTION "announce_access_change"();
--> statement-breakpoint
CREATE TRIGGER "projects_access_change" AFTER INSERT OR UPDATE OR DELETE ON "projects" FOR EACH STATEMENT EXECUTE FUNCTION "announce_access_change"();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "announce_availability_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM pg_notify('stund_changes', 'a:' || NEW.tenant_id::text);
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "availability_versions_change" AFTER INSERT OR UPDATE ON "availability_versions" FOR EACH ROW EXECUTE FUNCTION "announce_availability_change"();
