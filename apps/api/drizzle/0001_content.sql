CREATE TABLE "articles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"site" text NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"perex" text NOT NULL,
	"image_path" text NOT NULL,
	"content_html" text NOT NULL,
	"topic" text NOT NULL,
	"reading_minutes" integer NOT NULL,
	"read_count" integer DEFAULT 0 NOT NULL,
	"published_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "articles_reading_minutes_check" CHECK ("articles"."reading_minutes" >= 1)
);
--> statement-breakpoint
CREATE TABLE "conditions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"site" text NOT NULL,
	"name" text NOT NULL,
	"title" text NOT NULL,
	"position" integer NOT NULL,
	"content_html" text NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contact_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"site" text NOT NULL,
	"customer_type" text NOT NULL,
	"customer_number" text,
	"question_type" text NOT NULL,
	"name" text NOT NULL,
	"phone" text,
	"email" text NOT NULL,
	"message" text NOT NULL,
	"gdpr_consent_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ip_hash" text
);
--> statement-breakpoint
CREATE TABLE "testimonials" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"site" text NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"city" text NOT NULL,
	"age" integer,
	"label" text NOT NULL,
	"rating" integer NOT NULL,
	"title" text NOT NULL,
	"excerpt" text NOT NULL,
	"content_html" text NOT NULL,
	"published_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "testimonials_rating_check" CHECK ("testimonials"."rating" between 1 and 5)
);
--> statement-breakpoint
CREATE UNIQUE INDEX "articles_site_slug_idx" ON "articles" USING btree ("site","slug");--> statement-breakpoint
CREATE INDEX "articles_site_published_at_idx" ON "articles" USING btree ("site","published_at");--> statement-breakpoint
CREATE UNIQUE INDEX "conditions_site_name_idx" ON "conditions" USING btree ("site","name");--> statement-breakpoint
CREATE INDEX "contact_messages_created_at_idx" ON "contact_messages" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "testimonials_site_slug_idx" ON "testimonials" USING btree ("site","slug");--> statement-breakpoint
CREATE INDEX "testimonials_site_published_at_idx" ON "testimonials" USING btree ("site","published_at");