-- A company's payment settings are kept in memory by every process (the broker a booking pays
-- through); a change anywhere drops them, as other access data does (migration 0005).
CREATE TRIGGER "payment_settings_access_change" AFTER INSERT OR UPDATE OR DELETE ON "payment_settings" FOR EACH STATEMENT EXECUTE FUNCTION "announce_access_change"();
