CREATE TABLE "grading_examples" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"team_id" uuid NOT NULL,
	"target_id" uuid NOT NULL,
	"plugin_id" text NOT NULL,
	"prompt" text,
	"output" text NOT NULL,
	"reply_key" text NOT NULL,
	"expected" text NOT NULL,
	"reason" text NOT NULL,
	"source" text NOT NULL,
	"source_scan_id" uuid,
	"source_probe_id" uuid,
	"source_issue_id" uuid,
	"created_by" uuid,
	"created_by_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "grading_examples" ADD CONSTRAINT "grading_examples_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "grading_examples" ADD CONSTRAINT "grading_examples_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "grading_examples" ADD CONSTRAINT "grading_examples_target_id_targets_id_fk" FOREIGN KEY ("target_id") REFERENCES "public"."targets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "grading_examples" ADD CONSTRAINT "grading_examples_source_scan_id_scans_id_fk" FOREIGN KEY ("source_scan_id") REFERENCES "public"."scans"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "grading_examples" ADD CONSTRAINT "grading_examples_source_probe_id_scan_probes_id_fk" FOREIGN KEY ("source_probe_id") REFERENCES "public"."scan_probes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "grading_examples" ADD CONSTRAINT "grading_examples_source_issue_id_issues_id_fk" FOREIGN KEY ("source_issue_id") REFERENCES "public"."issues"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "grading_examples" ADD CONSTRAINT "grading_examples_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "grading_examples_target_plugin_reply_idx" ON "grading_examples" USING btree ("target_id","plugin_id","reply_key");--> statement-breakpoint
CREATE INDEX "grading_examples_target_created_idx" ON "grading_examples" USING btree ("target_id","created_at");--> statement-breakpoint
CREATE INDEX "grading_examples_org_idx" ON "grading_examples" USING btree ("organization_id");--> statement-breakpoint
CREATE INDEX "grading_examples_source_probe_idx" ON "grading_examples" USING btree ("source_probe_id");