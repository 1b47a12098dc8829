ALTER TABLE "account_managers" ADD COLUMN "staff_id" integer;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "scope_limit" text[];--> statement-breakpoint
ALTER TABLE "account_managers" ADD CONSTRAINT "account_managers_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "account_managers_staff_key" ON "account_managers" USING btree ("staff_id");