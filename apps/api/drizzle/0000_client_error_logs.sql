CREATE TABLE "client_error_logs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"site" text NOT NULL,
	"status" text NOT NULL,
	"message" text NOT NULL,
	"url" text NOT NULL,
	"user_agent" text NOT NULL,
	"client_time" timestamp with time zone NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ip_hash" text
);
--> statement-breakpoint
CREATE INDEX "client_error_logs_received_at_idx" ON "client_error_logs" USING btree ("received_at");