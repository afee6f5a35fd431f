CREATE TABLE "beats" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"site" text NOT NULL,
	"session_id" text NOT NULL,
	"sequence" integer,
	"action" text NOT NULL,
	"data" jsonb NOT NULL,
	"delivery" jsonb,
	"client_time" timestamp with time zone NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ip_hash" text
);
--> statement-breakpoint
CREATE TABLE "consent_proofs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"site" text NOT NULL,
	"device_ids" jsonb NOT NULL,
	"setting" jsonb NOT NULL,
	"saved_at" timestamp with time zone NOT NULL,
	"providers_hash" text NOT NULL,
	"text_version" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ip_hash" text,
	"user_agent" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cookie_providers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"site" text NOT NULL,
	"key" text NOT NULL,
	"company_name" text NOT NULL,
	"personal_url" text NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cookie_scripts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"provider_id" uuid NOT NULL,
	"site" text NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"category" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"showing_cookies" boolean DEFAULT true NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cookies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"script_id" uuid NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"type" text NOT NULL,
	"category" text NOT NULL,
	"expiration" text NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "cookie_scripts" ADD CONSTRAINT "cookie_scripts_provider_id_cookie_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."cookie_providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cookies" ADD CONSTRAINT "cookies_script_id_cookie_scripts_id_fk" FOREIGN KEY ("script_id") REFERENCES "public"."cookie_scripts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "beats_session_sequence_idx" ON "beats" USING btree ("session_id","sequence");--> statement-breakpoint
CREATE INDEX "beats_received_at_idx" ON "beats" USING btree ("received_at");--> statement-breakpoint
CREATE INDEX "consent_proofs_received_at_idx" ON "consent_proofs" USING btree ("received_at");--> statement-breakpoint
CREATE UNIQUE INDEX "cookie_providers_site_key_idx" ON "cookie_providers" USING btree ("site","key");--> statement-breakpoint
CREATE UNIQUE INDEX "cookie_scripts_site_slug_idx" ON "cookie_scripts" USING btree ("site","slug");--> statement-breakpoint
CREATE UNIQUE INDEX "cookies_script_name_idx" ON "cookies" USING btree ("script_id","name");