// Types for the TypeScript that starts nginx (deploy:local and its test).
export const nginxBinary: string;
export function ensureNginxInstalled(): Promise<boolean>;
