// The whole schema as one object, as Drizzle's query builder and drizzle-kit want it.
export * from './accounts';
export * from './materials';
export * from './projects';
export * from './quotations';
export * from './identity';
export * from './files';
export * from './messaging';
export * from './audit';
export * from './execution';
export * from './payments';
export * from './warranty';
export * from './care';
export * from './idempotency';
