CREATE TABLE "report_shares" (
	"scan_id" uuid PRIMARY KEY NOT NULL,
	"organization_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"token_sealed" text NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "scans" ADD COLUMN "eval_id" text DEFAULT ('eval-' || substr(md5(gen_random_uuid()::text), 1, 8) || '-' || to_char(now() at time zone 'utc', 'YYYY-MM-DD"T"HH24:MI:SS')) NOT NULL;--> statement-breakpoint
-- Scans made before: their eval id from their own id and creation time (hand-written).
UPDATE "scans" SET "eval_id" = 'eval-' || substr(md5("id"::text), 1, 8) || '-' || to_char("created_at" at time zone 'utc', 'YYYY-MM-DD"T"HH24:MI:SS');--> statement-breakpoint
ALTER TABLE "report_shares" ADD CONSTRAINT "report_shares_scan_id_scans_id_fk" FOREIGN KEY ("scan_id") REFERENCES "public"."scans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_shares" ADD CONSTRAINT "report_shares_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_shares" ADD CONSTRAINT "report_shares_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "report_shares_token_idx" ON "report_shares" USING btree ("token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "scans_eval_id_idx" ON "scans" USING btree ("eval_id");--> statement-breakpoint
CREATE INDEX "scans_target_finished_idx" ON "scans" USING btree ("target_id","finished_at");