/** `text` as a LIKE/ILIKE pattern matching it anywhere, its `%`, `_` and `\` taken literally (PostgreSQL's default escape is `\`). */
export function containing(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
