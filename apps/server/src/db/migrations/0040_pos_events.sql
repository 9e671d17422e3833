CREATE TABLE "pos_events" (
	"company_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "pos_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"client_id" uuid,
	"kind" text NOT NULL,
	"session_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"document_id" integer,
	"item_id" integer,
	"quantity" numeric(19, 4) DEFAULT '0' NOT NULL,
	"amount" numeric(19, 4) DEFAULT '0' NOT NULL,
	"content" jsonb,
	"reason" text DEFAULT '' NOT NULL,
	"approved_by" integer,
	"approval_id" bigint,
	"unapproved" boolean DEFAULT false NOT NULL,
	"made_offline" boolean DEFAULT false NOT NULL,
	"occurred_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pos_events_company_id_id_pk" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
ALTER TABLE "pos_events" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "pos_events" ADD CONSTRAINT "pos_events_session_fk" FOREIGN KEY ("company_id","session_id") REFERENCES "public"."cash_sessions"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pos_events" ADD CONSTRAINT "pos_events_user_fk" FOREIGN KEY ("company_id","user_id") REFERENCES "public"."users"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pos_events" ADD CONSTRAINT "pos_events_document_fk" FOREIGN KEY ("company_id","document_id") REFERENCES "public"."documents"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pos_events" ADD CONSTRAINT "pos_events_item_fk" FOREIGN KEY ("company_id","item_id") REFERENCES "public"."items"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pos_events" ADD CONSTRAINT "pos_events_approved_by_fk" FOREIGN KEY ("company_id","approved_by") REFERENCES "public"."users"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "pos_events_client" ON "pos_events" USING btree ("company_id","client_id") WHERE "pos_events"."client_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "pos_events_session" ON "pos_events" USING btree ("company_id","session_id");--> statement-breakpoint
CREATE POLICY "pos_events_tenant" ON "pos_events" AS PERMISSIVE FOR ALL TO public USING (company_id = current_setting('app.company_id', true)::int) WITH CHECK (company_id = current_setting('app.company_id', true)::int);--> statement-breakpoint
CREATE POLICY "pos_events_vendor" ON "pos_events" AS PERMISSIVE FOR ALL TO "kibo_vendor" USING (true) WITH CHECK (true);