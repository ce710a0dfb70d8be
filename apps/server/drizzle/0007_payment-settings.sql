CREATE TABLE "payment_credentials" (
	"tenant_id" uuid NOT NULL,
	"field" text NOT NULL,
	"broker" text NOT NULL,
	"ciphertext" text NOT NULL,
	"hint" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_credentials_tenant_id_field_pk" PRIMARY KEY("tenant_id","field")
);
--> statement-breakpoint
CREATE TABLE "payment_settings" (
	"tenant_id" uuid PRIMARY KEY NOT NULL,
	"broker" text NOT NULL,
	"payout_timing" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_vat_overrides" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"experience_id" uuid NOT NULL,
	"rate" numeric(5, 2) NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payment_credentials" ADD CONSTRAINT "payment_credentials_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_settings" ADD CONSTRAINT "payment_settings_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_vat_overrides" ADD CONSTRAINT "payment_vat_overrides_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_vat_overrides" ADD CONSTRAINT "payment_vat_overrides_experience_id_experiences_id_fk" FOREIGN KEY ("experience_id") REFERENCES "public"."experiences"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_vat_overrides_tenant_experience_idx" ON "payment_vat_overrides" USING btree ("tenant_id","experience_id");