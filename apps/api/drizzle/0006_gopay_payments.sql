DROP TABLE "sandbox_payments" CASCADE;--> statement-breakpoint
ALTER TABLE "payments" ALTER COLUMN "gateway_payment_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "redirect_url" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "next_check_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "checks" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Orders of the sandbox gateway could hold several pending payments; only the newest stays live.
UPDATE "payments" SET "status" = 'cancelled', "updated_at" = now() WHERE "status" = 'pending' AND "id" <> (SELECT "p"."id" FROM "payments" "p" WHERE "p"."order_id" = "payments"."order_id" AND "p"."status" = 'pending' ORDER BY "p"."created_at" DESC, "p"."id" DESC LIMIT 1);--> statement-breakpoint
CREATE UNIQUE INDEX "payments_one_live_per_order_idx" ON "payments" USING btree ("order_id") WHERE "payments"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "payments_next_check_idx" ON "payments" USING btree ("next_check_at") WHERE "payments"."status" = 'pending';