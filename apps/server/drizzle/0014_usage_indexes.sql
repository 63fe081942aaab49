DROP INDEX "scans_org_idx";--> statement-breakpoint
DROP INDEX "model_audit_scans_org_idx";--> statement-breakpoint
CREATE INDEX "scans_org_created_idx" ON "scans" USING btree ("organization_id","created_at");--> statement-breakpoint
CREATE INDEX "model_audit_scans_org_created_idx" ON "model_audit_scans" USING btree ("organization_id","created_at");