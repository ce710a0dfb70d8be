CREATE TABLE "known_sign_in_addresses" (
	"user_id" uuid NOT NULL,
	"ip_address" text NOT NULL,
	"last_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "known_sign_in_addresses_user_id_ip_address_pk" PRIMARY KEY("user_id","ip_address")
);
--> statement-breakpoint
ALTER TABLE "email_outbox" ALTER COLUMN "tenant_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "known_sign_in_addresses" ADD CONSTRAINT "known_sign_in_addresses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;