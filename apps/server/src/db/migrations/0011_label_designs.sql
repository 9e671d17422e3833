CREATE TABLE "label_designs" (
	"company_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "label_designs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"name" text NOT NULL,
	"paper" text DEFAULT 'a4' NOT NULL,
	"columns" integer DEFAULT 3 NOT NULL,
	"rows" integer DEFAULT 8 NOT NULL,
	"label_width" numeric(7, 2) DEFAULT '70' NOT NULL,
	"label_height" numeric(7, 2) DEFAULT '37' NOT NULL,
	"margin_top" numeric(7, 2) DEFAULT '0' NOT NULL,
	"margin_left" numeric(7, 2) DEFAULT '0' NOT NULL,
	"gap_x" numeric(7, 2) DEFAULT '0' NOT NULL,
	"gap_y" numeric(7, 2) DEFAULT '0' NOT NULL,
	"barcode_type" text DEFAULT 'ean13' NOT NULL,
	"show_name" boolean DEFAULT true NOT NULL,
	"show_code" boolean DEFAULT false NOT NULL,
	"show_price" boolean DEFAULT true NOT NULL,
	"font_size" integer DEFAULT 8 NOT NULL,
	CONSTRAINT "label_designs_company_id_id_pk" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
ALTER TABLE "label_designs" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "label_designs_tenant" ON "label_designs" AS PERMISSIVE FOR ALL TO public USING (company_id = current_setting('app.company_id', true)::int) WITH CHECK (company_id = current_setting('app.company_id', true)::int);--> statement-breakpoint
CREATE POLICY "label_designs_vendor" ON "label_designs" AS PERMISSIVE FOR ALL TO "kibo_vendor" USING (true) WITH CHECK (true);