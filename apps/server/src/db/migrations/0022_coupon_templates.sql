CREATE TABLE "coupon_claims" (
	"coupon_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"claimed" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "coupon_claims_coupon_id_user_id_pk" PRIMARY KEY("coupon_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "coupons" ALTER COLUMN "amount_fen" SET DEFAULT 0;--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "discount_rate" smallint;--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "max_discount_fen" integer;--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "scope_kind" text DEFAULT 'all' NOT NULL;--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "scope_ids" integer[] DEFAULT '{}'::int[] NOT NULL;--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "excluded_goods_ids" integer[] DEFAULT '{}'::int[] NOT NULL;--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "valid_kind" text DEFAULT 'days' NOT NULL;--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "starts_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "ends_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "valid_days" integer;--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "total_quantity" integer;--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "claimed_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "per_user_limit" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "audience" text DEFAULT 'all' NOT NULL;--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "audience_values" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "status" smallint DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "in_centre" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "description" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "user_coupons" ADD COLUMN "source" text DEFAULT 'claim' NOT NULL;--> statement-breakpoint
ALTER TABLE "coupon_claims" ADD CONSTRAINT "coupon_claims_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_claims" ADD CONSTRAINT "coupon_claims_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "coupon_claims_user_idx" ON "coupon_claims" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "coupons_centre_idx" ON "coupons" USING btree ("id") WHERE "coupons"."in_centre" and "coupons"."status" = 1;--> statement-breakpoint
CREATE INDEX "user_coupons_coupon_idx" ON "user_coupons" USING btree ("coupon_id","status");--> statement-breakpoint
CREATE INDEX "user_coupons_unused_expiry_idx" ON "user_coupons" USING btree ("expires_at") WHERE "user_coupons"."status" = 0;--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_claimed_within_total" CHECK ("coupons"."claimed_count" >= 0 and ("coupons"."total_quantity" is null or "coupons"."claimed_count" <= "coupons"."total_quantity"));--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_amounts_valid" CHECK ("coupons"."amount_fen" >= 0 and "coupons"."min_amount_fen" >= 0 and "coupons"."per_user_limit" >= 1);