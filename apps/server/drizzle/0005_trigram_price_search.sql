CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "supplier_materials_name_trgm_idx" ON "supplier_materials" USING gin ("material_name" gin_trgm_ops);
