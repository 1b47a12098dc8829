CREATE TABLE "activities" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"banner" text DEFAULT '' NOT NULL,
	"rules" text DEFAULT '' NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "activities_window" CHECK ("activities"."ends_at" > "activities"."starts_at")
);
--> statement-breakpoint
CREATE TABLE "activity_goods" (
	"activity_id" integer NOT NULL,
	"goods_id" integer NOT NULL,
	"price_fen" integer,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "activity_goods_activity_id_goods_id_pk" PRIMARY KEY("activity_id","goods_id"),
	CONSTRAINT "activity_goods_price" CHECK ("activity_goods"."price_fen" is null or "activity_goods"."price_fen" > 0)
);
--> statement-breakpoint
CREATE TABLE "activity_taps" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"activity_id" integer,
	"ad_id" integer,
	"user_id" integer,
	"tapper" text NOT NULL,
	"position" text NOT NULL,
	"day" date NOT NULL,
	"minute" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "activity_taps_target" CHECK (("activity_taps"."activity_id" is null) <> ("activity_taps"."ad_id" is null))
);
--> statement-breakpoint
ALTER TABLE "activity_goods" ADD CONSTRAINT "activity_goods_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_goods" ADD CONSTRAINT "activity_goods_goods_id_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."goods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_taps" ADD CONSTRAINT "activity_taps_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_taps" ADD CONSTRAINT "activity_taps_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "activities_list_idx" ON "activities" USING btree ("sort","id");--> statement-breakpoint
CREATE INDEX "activity_goods_goods_idx" ON "activity_goods" USING btree ("goods_id");--> statement-breakpoint
CREATE UNIQUE INDEX "activity_taps_once_a_minute" ON "activity_taps" USING btree (coalesce("activity_id", 0),coalesce("ad_id", 0),"position","tapper","minute");--> statement-breakpoint
CREATE INDEX "activity_taps_day_idx" ON "activity_taps" USING btree ("day");