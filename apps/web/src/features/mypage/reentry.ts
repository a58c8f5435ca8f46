/** Router state /my-password hands to /my-info once the password checked out. */
export const REENTERED = { passwordReentered: true } as const;

export function wasReentered(state: unknown): boolean {
  return (state as { passwordReentered?: unknown } | null)?.passwordReentered === true;
}
