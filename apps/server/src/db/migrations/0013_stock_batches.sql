CREATE TABLE "shipment_picks" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"order_item_id" integer NOT NULL,
	"batch_id" integer NOT NULL,
	"batch_number" text NOT NULL,
	"expiry_date" date NOT NULL,
	"quantity" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shipment_picks_quantity_positive" CHECK ("shipment_picks"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "stock_batches" (
	"id" serial PRIMARY KEY NOT NULL,
	"goods_id" integer NOT NULL,
	"batch_number" text NOT NULL,
	"production_date" date,
	"expiry_date" date NOT NULL,
	"quantity" integer NOT NULL,
	"warehouse" text DEFAULT '主仓' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stock_batches_quantity_not_negative" CHECK ("stock_batches"."quantity" >= 0)
);
--> statement-breakpoint
ALTER TABLE "shipment_picks" ADD CONSTRAINT "shipment_picks_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipment_picks" ADD CONSTRAINT "shipment_picks_order_item_id_order_items_id_fk" FOREIGN KEY ("order_item_id") REFERENCES "public"."order_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipment_picks" ADD CONSTRAINT "shipment_picks_batch_id_stock_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."stock_batches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_batches" ADD CONSTRAINT "stock_batches_goods_id_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."goods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "shipment_picks_order_idx" ON "shipment_picks" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "stock_batches_goods_batch_key" ON "stock_batches" USING btree ("goods_id","batch_number","warehouse");--> statement-breakpoint
CREATE INDEX "stock_batches_goods_expiry_idx" ON "stock_batches" USING btree ("goods_id","expiry_date");