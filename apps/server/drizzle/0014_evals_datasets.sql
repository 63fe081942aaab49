CREATE TABLE "dataset_items" (
	"dataset_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"idx" integer NOT NULL,
	"description" text,
	"vars" jsonb NOT NULL,
	"assert" jsonb NOT NULL,
	"threshold" double precision,
	"metadata" jsonb,
	"search_text" text NOT NULL,
	CONSTRAINT "dataset_items_dataset_id_version_idx_pk" PRIMARY KEY("dataset_id","version","idx")
);
--> statement-breakpoint
CREATE TABLE "dataset_versions" (
	"dataset_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"changelog" text DEFAULT '' NOT NULL,
	"item_count" integer NOT NULL,
	"source" text NOT NULL,
	"source_id" text,
	"created_by" uuid,
	"author_name" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "dataset_versions_dataset_id_version_pk" PRIMARY KEY("dataset_id","version")
);
--> statement-breakpoint
CREATE TABLE "datasets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"team_id" uuid NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"latest_version" integer,
	"created_by" uuid,
	"author_name" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "eval_results" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"eval_id" text NOT NULL,
	"organization_id" uuid NOT NULL,
	"cell_index" integer NOT NULL,
	"test_index" integer NOT NULL,
	"prompt_index" integer NOT NULL,
	"provider_index" integer NOT NULL,
	"provider_id" text NOT NULL,
	"test_key" text NOT NULL,
	"description" text,
	"vars" jsonb NOT NULL,
	"metadata" jsonb,
	"prompt" text NOT NULL,
	"output" text NOT NULL,
	"status" text NOT NULL,
	"pass" boolean NOT NULL,
	"score" double precision NOT NULL,
	"reason" text NOT NULL,
	"named_scores" jsonb NOT NULL,
	"assertions" jsonb NOT NULL,
	"latency_ms" integer NOT NULL,
	"tokens_prompt" integer,
	"tokens_completion" integer,
	"tokens_total" integer,
	"cost" double precision,
	"finish_reason" text,
	"error" text,
	"cached" boolean DEFAULT false NOT NULL,
	"rating" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "evals" (
	"id" text PRIMARY KEY DEFAULT ('eval-' || substr(md5(gen_random_uuid()::text), 1, 8) || '-' || to_char(now() at time zone 'utc', 'YYYY-MM-DD"T"HH24:MI:SS')) NOT NULL,
	"organization_id" uuid NOT NULL,
	"team_id" uuid NOT NULL,
	"created_by" uuid,
	"author_name" text DEFAULT '' NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"config" jsonb NOT NULL,
	"resolved_config" jsonb NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"tests" integer DEFAULT 0 NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	"passed" integer DEFAULT 0 NOT NULL,
	"failed" integer DEFAULT 0 NOT NULL,
	"errors" integer DEFAULT 0 NOT NULL,
	"columns" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"warnings" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"error" text,
	"rerun_of" text,
	"run_token" uuid,
	"lease_expires_at" timestamp with time zone,
	"shared_at" timestamp with time zone,
	"shared_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"cancel_requested_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "dataset_items" ADD CONSTRAINT "dataset_items_version_fk" FOREIGN KEY ("dataset_id","version") REFERENCES "public"."dataset_versions"("dataset_id","version") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dataset_versions" ADD CONSTRAINT "dataset_versions_dataset_id_datasets_id_fk" FOREIGN KEY ("dataset_id") REFERENCES "public"."datasets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dataset_versions" ADD CONSTRAINT "dataset_versions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "datasets" ADD CONSTRAINT "datasets_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "datasets" ADD CONSTRAINT "datasets_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "datasets" ADD CONSTRAINT "datasets_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "eval_results" ADD CONSTRAINT "eval_results_eval_id_evals_id_fk" FOREIGN KEY ("eval_id") REFERENCES "public"."evals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evals" ADD CONSTRAINT "evals_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evals" ADD CONSTRAINT "evals_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evals" ADD CONSTRAINT "evals_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evals" ADD CONSTRAINT "evals_shared_by_users_id_fk" FOREIGN KEY ("shared_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "datasets_team_name_idx" ON "datasets" USING btree ("team_id","name");--> statement-breakpoint
CREATE INDEX "datasets_org_idx" ON "datasets" USING btree ("organization_id");--> statement-breakpoint
CREATE UNIQUE INDEX "eval_results_cell_idx" ON "eval_results" USING btree ("eval_id","cell_index");--> statement-breakpoint
CREATE INDEX "eval_results_test_idx" ON "eval_results" USING btree ("eval_id","test_index");--> statement-breakpoint
CREATE INDEX "eval_results_failures_idx" ON "eval_results" USING btree ("eval_id","test_index") WHERE not "eval_results"."pass";--> statement-breakpoint
CREATE INDEX "eval_results_key_idx" ON "eval_results" USING btree ("eval_id","test_key");--> statement-breakpoint
CREATE INDEX "evals_team_created_idx" ON "evals" USING btree ("team_id","created_at");--> statement-breakpoint
CREATE INDEX "evals_org_idx" ON "evals" USING btree ("organization_id");--> statement-breakpoint
CREATE INDEX "evals_status_idx" ON "evals" USING btree ("status");