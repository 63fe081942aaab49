CREATE TABLE "severity_override_collections" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"active" boolean DEFAULT true NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "severity_override_items" (
	"collection_id" uuid NOT NULL,
	"organization_id" uuid NOT NULL,
	"plugin_id" text NOT NULL,
	"severity" text NOT NULL,
	"reason" text NOT NULL,
	CONSTRAINT "severity_override_items_collection_id_plugin_id_pk" PRIMARY KEY("collection_id","plugin_id")
);
--> statement-breakpoint
CREATE TABLE "target_plugin_severities" (
	"target_id" uuid NOT NULL,
	"organization_id" uuid NOT NULL,
	"plugin_id" text NOT NULL,
	"severity" text NOT NULL,
	"reason" text NOT NULL,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "target_plugin_severities_target_id_plugin_id_pk" PRIMARY KEY("target_id","plugin_id")
);
--> statement-breakpoint
ALTER TABLE "issues" ADD COLUMN "template_severity" text;--> statement-breakpoint
ALTER TABLE "severity_override_collections" ADD CONSTRAINT "severity_override_collections_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "severity_override_collections" ADD CONSTRAINT "severity_override_collections_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "severity_override_items" ADD CONSTRAINT "severity_override_items_collection_id_severity_override_collections_id_fk" FOREIGN KEY ("collection_id") REFERENCES "public"."severity_override_collections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "target_plugin_severities" ADD CONSTRAINT "target_plugin_severities_target_id_targets_id_fk" FOREIGN KEY ("target_id") REFERENCES "public"."targets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "target_plugin_severities" ADD CONSTRAINT "target_plugin_severities_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "severity_override_collections_org_name_idx" ON "severity_override_collections" USING btree ("organization_id","name");--> statement-breakpoint
CREATE INDEX "severity_override_items_org_plugin_idx" ON "severity_override_items" USING btree ("organization_id","plugin_id");