CREATE TABLE "csp_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"site" text,
	"document_url" text NOT NULL,
	"blocked_url" text,
	"effective_directive" text NOT NULL,
	"disposition" text,
	"source_file" text,
	"line_number" integer,
	"column_number" integer,
	"sample" text,
	"user_agent" text,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ip_hash" text
);
--> statement-breakpoint
CREATE INDEX "csp_reports_received_at_idx" ON "csp_reports" USING btree ("received_at");