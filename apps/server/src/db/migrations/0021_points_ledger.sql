CREATE TABLE "points_expiry_runs" (
	"expires_at" timestamp with time zone PRIMARY KEY NOT NULL,
	"finished_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "points_log" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"type" text NOT NULL,
	"change" integer NOT NULL,
	"points_after" integer NOT NULL,
	"order_id" integer,
	"basis_fen" integer,
	"expires_at" timestamp with time zone,
	"staff_id" integer,
	"remark" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "points_log_after_not_negative" CHECK ("points_log"."points_after" >= 0),
	CONSTRAINT "points_log_change_not_zero" CHECK ("points_log"."change" <> 0),
	CONSTRAINT "points_log_type_valid" CHECK ("points_log"."type" in ('earn', 'reverse', 'spend', 'refund', 'expire', 'adjust'))
);
--> statement-breakpoint
ALTER TABLE "points_log" ADD CONSTRAINT "points_log_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "points_log" ADD CONSTRAINT "points_log_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "points_log" ADD CONSTRAINT "points_log_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "points_log_user_idx" ON "points_log" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "points_log_order_idx" ON "points_log" USING btree ("order_id") WHERE "points_log"."order_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "points_log_one_earn_key" ON "points_log" USING btree ("order_id") WHERE "points_log"."type" = 'earn';--> statement-breakpoint
CREATE UNIQUE INDEX "points_log_one_expiry_key" ON "points_log" USING btree ("user_id","expires_at") WHERE "points_log"."type" = 'expire';--> statement-breakpoint
CREATE INDEX "points_log_lots_idx" ON "points_log" USING btree ("expires_at","user_id") WHERE "points_log"."expires_at" is not null and "points_log"."type" <> 'expire';--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_points_not_negative" CHECK ("users"."points" >= 0);--> statement-breakpoint
-- Points held before the ledger existed become its opening row ('adjust' 期初积分), so Σ ledger = users.points
-- from the start; a lot like any credit, expiring at the end of next year (Beijing time, UTC+8 without DST).
INSERT INTO "points_log" ("user_id", "type", "change", "points_after", "expires_at", "remark")
SELECT "id", 'adjust', "points", "points",
       (date_trunc('year', (now() at time zone 'UTC') + interval '8 hours') + interval '2 years' - interval '8 hours' - interval '1 second') at time zone 'UTC',
       '期初积分'
  FROM "users" WHERE "points" > 0;
