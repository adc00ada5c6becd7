CREATE INDEX "projects_photos_idx" ON "projects" USING gin ("photos");--> statement-breakpoint
CREATE INDEX "projects_designs_idx" ON "projects" USING gin ("designs");