CREATE TABLE "availability_versions" (
	"tenant_id" uuid PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE INDEX "bookings_pending_tenant_expiry_idx" ON "bookings" USING btree ("tenant_id","expires_at") WHERE "bookings"."status" = 'Pending';--> statement-breakpoint
CREATE OR REPLACE FUNCTION "bump_availability_version"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	changed_tenant uuid;
BEGIN
	IF TG_OP = 'DELETE' THEN
		changed_tenant := OLD.tenant_id;
	ELSE
		changed_tenant := NEW.tenant_id;
	END IF;
	INSERT INTO "availability_versions" ("tenant_id", "version") VALUES (changed_tenant, 1)
	ON CONFLICT ("tenant_id") DO UPDATE SET "version" = "availability_versions"."version" + 1;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "events_availability_version" AFTER INSERT OR UPDATE OR DELETE ON "events" FOR EACH ROW EXECUTE FUNCTION "bump_availability_version"();
--> statement-breakpoint
CREATE TRIGGER "bookings_availability_version" AFTER INSERT OR UPDATE OR DELETE ON "bookings" FOR EACH ROW EXECUTE FUNCTION "bump_availability_version"();
--> statement-breakpoint
CREATE TRIGGER "experiences_availability_version" AFTER UPDATE OR DELETE ON "experiences" FOR EACH ROW EXECUTE FUNCTION "bump_availability_version"();
--> statement-breakpoint
CREATE TRIGGER "experience_assets_availability_version" AFTER INSERT OR UPDATE OR DELETE ON "experience_assets" FOR EACH ROW EXECUTE FUNCTION "bump_availability_version"();
--> statement-breakpoint
CREATE TRIGGER "assets_availability_version" AFTER UPDATE OR DELETE ON "assets" FOR EACH ROW EXECUTE FUNCTION "bump_availability_version"();
--> statement-breakpoint
CREATE TRIGGER "projects_availability_version" AFTER UPDATE ON "projects" FOR EACH ROW EXECUTE FUNCTION "bump_availability_version"();
