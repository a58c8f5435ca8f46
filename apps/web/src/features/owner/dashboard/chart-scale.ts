/**
 * The top of a count axis: at least `max`, an even number so that its half (the middle grid line)
 * is a whole count, rounded to a step a person reads at a glance (2 up to 10, then 20, 200, …).
 */
export function axisTop(max: number): number {
  if (max <= 4) return 4;
  const step = max <= 10 ? 2 : 2 * 10 ** (Math.floor(Math.log10(max)) - 1);
  return Math.ceil(max / step) * step;
}

export function sumOf(values: readonly number[]): number {
  return values.reduce((sum, value) => sum + value, 0);
}

/**
 * Where a grade (1–5) lies on a plot whose top is 5 and bottom 1, in percent from the top.
 */
export function gradeTop(grade: number): number {
  return ((5 - grade) / 4) * 100;
}
