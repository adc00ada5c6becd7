-- The price search's walk up the prices (a common word) reads the name and the supplier from the
-- index itself, not from each table row it passes and mostly throws away (docs/performance.md).
DROP INDEX "supplier_materials_price_idx";--> statement-breakpoint
CREATE INDEX "supplier_materials_price_idx" ON "supplier_materials" USING btree ("material_price_paise","material_name","supplier_id");