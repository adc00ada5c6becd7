/** The Node flags every start of the server uses (server-flags.mjs). */
export const serverNodeFlags: readonly string[];
