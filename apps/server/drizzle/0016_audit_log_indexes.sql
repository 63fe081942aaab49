-- pg_trgm (trusted since PostgreSQL 13: the database owner may create it) for the search index.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
DROP INDEX "audit_logs_org_time_idx";--> statement-breakpoint
DROP INDEX "audit_logs_actor_idx";--> statement-breakpoint
CREATE INDEX "audit_logs_org_created_idx" ON "audit_logs" USING btree ("organization_id","created_at","id");--> statement-breakpoint
CREATE INDEX "audit_logs_org_actor_idx" ON "audit_logs" USING btree ("organization_id","actor_user_id","created_at","id");--> statement-breakpoint
CREATE INDEX "audit_logs_org_token_idx" ON "audit_logs" USING btree ("organization_id","actor_token_id","created_at","id") WHERE "audit_logs"."actor_token_id" is not null;--> statement-breakpoint
CREATE INDEX "audit_logs_org_action_idx" ON "audit_logs" USING btree ("organization_id","action","created_at","id");--> statement-breakpoint
CREATE INDEX "audit_logs_org_subject_idx" ON "audit_logs" USING btree ("organization_id","subject","created_at","id");--> statement-breakpoint
CREATE INDEX "audit_logs_org_status_idx" ON "audit_logs" USING btree ("organization_id","status_code","created_at","id");--> statement-breakpoint
CREATE INDEX "audit_logs_org_failed_idx" ON "audit_logs" USING btree ("organization_id","created_at","id") WHERE "audit_logs"."status_code" >= 400;--> statement-breakpoint
CREATE INDEX "audit_logs_search_idx" ON "audit_logs" USING gin (("action" || ' ' || "subject" || ' ' || coalesce("subject_id", '') || ' ' || "path" || ' ' || coalesce("ip", '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "audit_logs_created_idx" ON "audit_logs" USING btree ("created_at");