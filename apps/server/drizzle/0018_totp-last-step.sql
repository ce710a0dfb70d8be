ALTER TABLE "users" ADD COLUMN "totp_last_step" integer;--> statement-breakpoint
DELETE FROM "recovery_codes" WHERE "code_hash" LIKE 'step:%';