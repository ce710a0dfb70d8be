ALTER TABLE "payment_transactions" ADD COLUMN "checkout_reference" text;--> statement-breakpoint
ALTER TABLE "payment_transactions" ADD COLUMN "checkout" jsonb;--> statement-breakpoint
ALTER TABLE "payment_transactions" ADD COLUMN "return_url" text;--> statement-breakpoint
ALTER TABLE "payment_transactions" ADD COLUMN "refund_of" uuid;--> statement-breakpoint
CREATE INDEX "payment_transactions_checkout_idx" ON "payment_transactions" USING btree ("broker","checkout_reference");