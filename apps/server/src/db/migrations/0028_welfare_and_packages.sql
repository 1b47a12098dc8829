CREATE TABLE "welfare_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"percent" smallint DEFAULT 94 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "welfare_settings_one_row" CHECK ("welfare_settings"."id" = 1),
	CONSTRAINT "welfare_settings_percent" CHECK ("welfare_settings"."percent" between 1 and 100)
);
--> statement-breakpoint
ALTER TABLE "combinations" ADD COLUMN "is_on" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "combinations" ADD COLUMN "stock_limit" integer;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "welfare_fen" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "welfare_fen" integer DEFAULT 0 NOT NULL;