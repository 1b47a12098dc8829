CREATE TABLE "flash_sale_gates" (
	"sale_id" integer PRIMARY KEY NOT NULL,
	"free" integer NOT NULL,
	CONSTRAINT "flash_gate_not_negative" CHECK ("flash_sale_gates"."free" >= 0)
);
--> statement-breakpoint
ALTER TABLE "flash_sale_gates" ADD CONSTRAINT "flash_sale_gates_sale_id_flash_sales_id_fk" FOREIGN KEY ("sale_id") REFERENCES "public"."flash_sales"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE FUNCTION sync_flash_sale_gate() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO flash_sale_gates (sale_id, free) VALUES (NEW.id, NEW.stock);
  ELSIF NEW.stock > OLD.stock THEN
    UPDATE flash_sale_gates SET free = free + (NEW.stock - OLD.stock) WHERE sale_id = NEW.id;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER flash_sales_gate AFTER INSERT OR UPDATE OF stock ON flash_sales
  FOR EACH ROW EXECUTE FUNCTION sync_flash_sale_gate();--> statement-breakpoint
INSERT INTO flash_sale_gates (sale_id, free) SELECT id, stock FROM flash_sales;
