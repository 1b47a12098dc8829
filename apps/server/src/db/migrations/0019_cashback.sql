CREATE TABLE "cashback_activities" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"starts_on" date NOT NULL,
	"ends_on" date NOT NULL,
	"tiers" jsonb NOT NULL,
	"reward" text NOT NULL,
	"voucher_days" smallint DEFAULT 90 NOT NULL,
	"cap_fen" integer DEFAULT 0 NOT NULL,
	"settle_days" smallint DEFAULT 7 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cashback_activities_dates" CHECK ("cashback_activities"."ends_on" >= "cashback_activities"."starts_on")
);
--> statement-breakpoint
CREATE TABLE "cashback_award_orders" (
	"award_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"counted_fen" integer NOT NULL,
	CONSTRAINT "cashback_award_orders_award_id_order_id_pk" PRIMARY KEY("award_id","order_id")
);
--> statement-breakpoint
CREATE TABLE "cashback_awards" (
	"id" serial PRIMARY KEY NOT NULL,
	"activity_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"period" text NOT NULL,
	"counted_fen" integer NOT NULL,
	"rate_bp" integer NOT NULL,
	"amount_fen" integer NOT NULL,
	"credited_fen" integer NOT NULL,
	"reward" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cashback_awards_amounts" CHECK ("cashback_awards"."amount_fen" >= 0 and "cashback_awards"."amount_fen" <= "cashback_awards"."credited_fen")
);
--> statement-breakpoint
ALTER TABLE "cashback_award_orders" ADD CONSTRAINT "cashback_award_orders_award_id_cashback_awards_id_fk" FOREIGN KEY ("award_id") REFERENCES "public"."cashback_awards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cashback_award_orders" ADD CONSTRAINT "cashback_award_orders_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cashback_awards" ADD CONSTRAINT "cashback_awards_activity_id_cashback_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."cashback_activities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cashback_awards" ADD CONSTRAINT "cashback_awards_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cashback_award_orders_order_idx" ON "cashback_award_orders" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "cashback_awards_once_key" ON "cashback_awards" USING btree ("activity_id","user_id","period");--> statement-breakpoint
CREATE INDEX "cashback_awards_user_idx" ON "cashback_awards" USING btree ("user_id","id");