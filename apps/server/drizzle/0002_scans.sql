CREATE TABLE "scan_configs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"team_id" uuid NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"config" jsonb NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "scan_probes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"scan_id" uuid NOT NULL,
	"organization_id" uuid NOT NULL,
	"idx" integer NOT NULL,
	"plugin_id" text NOT NULL,
	"strategy_id" text NOT NULL,
	"test_case" jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"outcome" text,
	"prompt" text,
	"conversation" jsonb,
	"output" text,
	"grader" text,
	"reason" text,
	"score" double precision,
	"latency_ms" integer,
	"tokens" jsonb,
	"cost" double precision,
	"attempts" smallint DEFAULT 0 NOT NULL,
	"claim_token" uuid,
	"lease_expires_at" timestamp with time zone,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "scans" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"team_id" uuid NOT NULL,
	"target_id" uuid,
	"target_name" text NOT NULL,
	"config_id" uuid,
	"config" jsonb NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	"generated" integer DEFAULT 0 NOT NULL,
	"passed" integer DEFAULT 0 NOT NULL,
	"failed" integer DEFAULT 0 NOT NULL,
	"errors" integer DEFAULT 0 NOT NULL,
	"risk" jsonb,
	"unavailable_strategies" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"warnings" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"error" text,
	"usage_recorded" integer DEFAULT 0 NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"cancel_requested_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "target_slots" (
	"target_id" uuid NOT NULL,
	"slot" integer NOT NULL,
	"holder" uuid,
	"expires_at" timestamp with time zone,
	CONSTRAINT "target_slots_target_id_slot_pk" PRIMARY KEY("target_id","slot")
);
--> statement-breakpoint
ALTER TABLE "scan_configs" ADD CONSTRAINT "scan_configs_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scan_configs" ADD CONSTRAINT "scan_configs_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scan_configs" ADD CONSTRAINT "scan_configs_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scan_probes" ADD CONSTRAINT "scan_probes_scan_id_scans_id_fk" FOREIGN KEY ("scan_id") REFERENCES "public"."scans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scans" ADD CONSTRAINT "scans_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scans" ADD CONSTRAINT "scans_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scans" ADD CONSTRAINT "scans_target_id_targets_id_fk" FOREIGN KEY ("target_id") REFERENCES "public"."targets"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scans" ADD CONSTRAINT "scans_config_id_scan_configs_id_fk" FOREIGN KEY ("config_id") REFERENCES "public"."scan_configs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scans" ADD CONSTRAINT "scans_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "scan_configs_team_name_idx" ON "scan_configs" USING btree ("team_id","name");--> statement-breakpoint
CREATE INDEX "scan_configs_org_idx" ON "scan_configs" USING btree ("organization_id");--> statement-breakpoint
CREATE UNIQUE INDEX "scan_probes_scan_idx_idx" ON "scan_probes" USING btree ("scan_id","idx");--> statement-breakpoint
CREATE INDEX "scan_probes_scan_status_idx" ON "scan_probes" USING btree ("scan_id","status");--> statement-breakpoint
CREATE INDEX "scans_team_created_idx" ON "scans" USING btree ("team_id","created_at");--> statement-breakpoint
CREATE INDEX "scans_org_idx" ON "scans" USING btree ("organization_id");--> statement-breakpoint
CREATE INDEX "scans_status_idx" ON "scans" USING btree ("status");