CREATE TABLE "payment_incidents" (
	"id" serial PRIMARY KEY NOT NULL,
	"payment_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"gateway" text NOT NULL,
	"out_trade_no" text NOT NULL,
	"trade_no" text NOT NULL,
	"amount_fen" integer NOT NULL,
	"reason" text NOT NULL,
	"refund_no" text NOT NULL,
	"refund_id" text,
	"refunded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "start" jsonb;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "refund_no" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "refund_id" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "closed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "refunded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payment_incidents" ADD CONSTRAINT "payment_incidents_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_incidents" ADD CONSTRAINT "payment_incidents_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_incidents" ADD CONSTRAINT "payment_incidents_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_incidents_payment_key" ON "payment_incidents" USING btree ("payment_id");--> statement-breakpoint
CREATE INDEX "payment_incidents_order_idx" ON "payment_incidents" USING btree ("order_id");--> statement-breakpoint
-- Before the one-in-flight index: of several pending online payments of an order only the newest stays
-- pending; pending payments of orders that no longer wait are closed at their gateway by the sweep.
UPDATE "payments" SET "status" = 'superseded' WHERE "method" = 'online' AND "status" = 'pending' AND EXISTS (SELECT 1 FROM "payments" "newer" WHERE "newer"."order_id" = "payments"."order_id" AND "newer"."method" = 'online' AND "newer"."status" = 'pending' AND "newer"."id" > "payments"."id");--> statement-breakpoint
UPDATE "payments" SET "status" = 'closing' WHERE "method" = 'online' AND "status" = 'pending' AND EXISTS (SELECT 1 FROM "orders" WHERE "orders"."id" = "payments"."order_id" AND "orders"."status" <> 0);--> statement-breakpoint
CREATE UNIQUE INDEX "payments_one_pending_online_key" ON "payments" USING btree ("order_id") WHERE "payments"."method" = 'online' and "payments"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "payments_follow_up_idx" ON "payments" USING btree ("id") WHERE "payments"."status" in ('superseded', 'closing', 'refunding');