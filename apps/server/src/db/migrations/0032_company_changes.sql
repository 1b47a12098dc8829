CREATE TABLE "company_changes" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"company" text NOT NULL,
	"company_type" text NOT NULL,
	"previous_company" text NOT NULL,
	"previous_company_type" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"reject_reason" text DEFAULT '' NOT NULL,
	"reviewed_by" integer,
	"reviewed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "company_changes" ADD CONSTRAINT "company_changes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "company_changes_user_idx" ON "company_changes" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "company_changes_one_pending_key" ON "company_changes" USING btree ("user_id") WHERE "company_changes"."status" = 'pending';