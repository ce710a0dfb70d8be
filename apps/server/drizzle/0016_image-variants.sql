-- Experience images get smaller copies made once at upload (AVIF and WebP at the widths cards and
-- heroes show). Each copy is a stored file of its own pointing at its original, which takes its
-- copies with it when it goes; width and height are recorded for originals and copies alike and
-- stay null for files stored before.
ALTER TABLE "stored_files" ADD COLUMN "width" integer;--> statement-breakpoint
ALTER TABLE "stored_files" ADD COLUMN "height" integer;--> statement-breakpoint
ALTER TABLE "stored_files" ADD COLUMN "variant_of" uuid;--> statement-breakpoint
ALTER TABLE "stored_files" ADD CONSTRAINT "stored_files_variant_of_stored_files_key_fk" FOREIGN KEY ("variant_of") REFERENCES "public"."stored_files"("key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "stored_files_variant_of_idx" ON "stored_files" USING btree ("variant_of");