import type { Database } from '../client';

// What the demo seed's files share: the transaction it all goes in, and times relative to now.
export type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

export const hoursAgo = (h: number) => new Date(Date.now() - h * 3600_000);
