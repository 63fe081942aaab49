CREATE TABLE "custom_policies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"name" text NOT NULL,
	"text" text NOT NULL,
	"severity" text NOT NULL,
	"violating_example" text,
	"compliant_example" text,
	"must_match" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"must_not_match" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_by" uuid,
	"updated_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "custom_policies" ADD CONSTRAINT "custom_policies_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "custom_policies" ADD CONSTRAINT "custom_policies_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "custom_policies" ADD CONSTRAINT "custom_policies_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "custom_policies_org_name_idx" ON "custom_policies" USING btree ("organization_id",lower("name"));--> statement-breakpoint
CREATE INDEX "custom_policies_org_updated_idx" ON "custom_policies" USING btree ("organization_id","updated_at");