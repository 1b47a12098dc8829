CREATE TABLE "goods_sales_pending" (
	"goods_id" integer NOT NULL,
	"n" integer NOT NULL
);
