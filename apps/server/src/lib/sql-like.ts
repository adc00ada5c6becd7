/** Text typed into a search box, matched literally by LIKE/ILIKE (no % or _ wildcards). */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}
