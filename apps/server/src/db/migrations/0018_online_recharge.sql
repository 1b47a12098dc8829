ALTER TABLE "recharges" ADD COLUMN "gateway" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "recharges" ADD COLUMN "out_trade_no" text;--> statement-breakpoint
ALTER TABLE "recharges" ADD COLUMN "trade_no" text;--> statement-breakpoint
ALTER TABLE "recharges" ADD COLUMN "start" jsonb;--> statement-breakpoint
ALTER TABLE "recharges" ADD COLUMN "expires_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "recharges_out_trade_no_key" ON "recharges" USING btree ("out_trade_no");--> statement-breakpoint
CREATE UNIQUE INDEX "recharges_trade_no_key" ON "recharges" USING btree ("gateway","trade_no");