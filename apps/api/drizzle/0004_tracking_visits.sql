CREATE TABLE "tracking_visits" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tracking_id" text NOT NULL,
	"site" text,
	"url" text NOT NULL,
	"referrer" text,
	"issued_with" text NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "tracking_visits_tracking_id_idx" ON "tracking_visits" USING btree ("tracking_id");