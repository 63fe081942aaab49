CREATE TABLE "model_audit_findings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"scan_id" uuid NOT NULL,
	"idx" integer NOT NULL,
	"rule_id" text NOT NULL,
	"severity" text NOT NULL,
	"scanner" text NOT NULL,
	"file" text NOT NULL,
	"member" text,
	"offset" bigint,
	"position" integer,
	"global" text,
	"operator" text,
	"explanation" text NOT NULL,
	"remediation" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "model_audit_scans" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"team_id" uuid NOT NULL,
	"created_by" uuid,
	"created_by_name" text NOT NULL,
	"source" text NOT NULL,
	"names" jsonb NOT NULL,
	"location" text NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"bytes_done" bigint DEFAULT 0 NOT NULL,
	"bytes_total" bigint DEFAULT 0 NOT NULL,
	"files" integer DEFAULT 0 NOT NULL,
	"bytes" bigint DEFAULT 0 NOT NULL,
	"duration_ms" integer,
	"counts" jsonb DEFAULT '{"critical":0,"high":0,"medium":0,"low":0,"info":0}'::jsonb NOT NULL,
	"verdict" text,
	"error" text,
	"file_errors" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "model_audit_findings" ADD CONSTRAINT "model_audit_findings_scan_id_model_audit_scans_id_fk" FOREIGN KEY ("scan_id") REFERENCES "public"."model_audit_scans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "model_audit_scans" ADD CONSTRAINT "model_audit_scans_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "model_audit_scans" ADD CONSTRAINT "model_audit_scans_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "model_audit_scans" ADD CONSTRAINT "model_audit_scans_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "model_audit_findings_scan_idx" ON "model_audit_findings" USING btree ("scan_id","idx");--> statement-breakpoint
CREATE INDEX "model_audit_scans_team_created_idx" ON "model_audit_scans" USING btree ("team_id","created_at");--> statement-breakpoint
CREATE INDEX "model_audit_scans_org_idx" ON "model_audit_scans" USING btree ("organization_id");