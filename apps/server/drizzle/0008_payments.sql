CREATE TABLE "payment_webhook_inbox" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"provider" text NOT NULL,
	"event_key" text NOT NULL,
	"payload" jsonb NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"processed_at" timestamp with time zone,
	"outcome" text
);
--> statement-breakpoint
CREATE TABLE "sandbox_merchant" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"webhook_secret" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"merchant_reference" uuid NOT NULL,
	"amount" integer NOT NULL,
	"currency" text NOT NULL,
	"description" text NOT NULL,
	"return_url" text NOT NULL,
	"status" text DEFAULT 'Open' NOT NULL,
	"refunded" integer DEFAULT 0 NOT NULL,
	"notify_after" timestamp with time zone,
	"notified_at" timestamp with time zone,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sandbox_payments_merchant_reference_unique" UNIQUE("merchant_reference")
);
--> statement-breakpoint
CREATE UNIQUE INDEX "payment_webhook_inbox_event_idx" ON "payment_webhook_inbox" USING btree ("provider","event_key");--> statement-breakpoint
CREATE INDEX "payment_webhook_inbox_unprocessed_idx" ON "payment_webhook_inbox" USING btree ("received_at");