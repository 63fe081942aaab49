CREATE TABLE "scan_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"scan_id" uuid NOT NULL,
	"organization_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"level" text NOT NULL,
	"message" text NOT NULL,
	"data" jsonb
);
--> statement-breakpoint
ALTER TABLE "scans" ADD COLUMN "template_name" text;--> statement-breakpoint
ALTER TABLE "scan_log" ADD CONSTRAINT "scan_log_scan_id_scans_id_fk" FOREIGN KEY ("scan_id") REFERENCES "public"."scans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "scan_log_scan_id_idx" ON "scan_log" USING btree ("scan_id","id");--> statement-breakpoint
-- Scans made before this migration take their template's current name (hand-written backfill).
UPDATE "scans" SET "template_name" = "scan_configs"."name" FROM "scan_configs" WHERE "scans"."config_id" = "scan_configs"."id";
