CREATE TABLE "invoice_profiles" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"type" text NOT NULL,
	"title" text NOT NULL,
	"tax_no" text NOT NULL,
	"bank_name" text DEFAULT '' NOT NULL,
	"bank_account" text DEFAULT '' NOT NULL,
	"register_address" text DEFAULT '' NOT NULL,
	"register_phone" text DEFAULT '' NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "qc_reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"goods_id" integer NOT NULL,
	"batch_number" text NOT NULL,
	"report_no" text NOT NULL,
	"inspector" text DEFAULT '' NOT NULL,
	"inspected_on" date NOT NULL,
	"conclusion" text DEFAULT '合格' NOT NULL,
	"file_path" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "arrival_notices" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"goods_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"notified_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "goods" ADD COLUMN "instructions" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "invoice_profiles" ADD CONSTRAINT "invoice_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "qc_reports" ADD CONSTRAINT "qc_reports_goods_id_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."goods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "arrival_notices" ADD CONSTRAINT "arrival_notices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "arrival_notices" ADD CONSTRAINT "arrival_notices_goods_id_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."goods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "invoice_profiles_user_idx" ON "invoice_profiles" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_profiles_one_default_key" ON "invoice_profiles" USING btree ("user_id") WHERE "invoice_profiles"."is_default";--> statement-breakpoint
CREATE UNIQUE INDEX "qc_reports_goods_batch_key" ON "qc_reports" USING btree ("goods_id","batch_number");--> statement-breakpoint
CREATE INDEX "qc_reports_batch_idx" ON "qc_reports" USING btree ("batch_number");--> statement-breakpoint
CREATE UNIQUE INDEX "arrival_notices_open_key" ON "arrival_notices" USING btree ("user_id","goods_id") WHERE "arrival_notices"."notified_at" IS NULL;--> statement-breakpoint
CREATE INDEX "arrival_notices_goods_open_idx" ON "arrival_notices" USING btree ("goods_id") WHERE "arrival_notices"."notified_at" IS NULL;