import type { ReactNode } from 'react';

/** Label–value rows of a reservation detail. */
export function DetailList({ rows }: { rows: [label: string, value: ReactNode][] }) {
  return (
    <dl className="divide-y divide-ink-100">
      {rows.map(([label, value]) => (
        <div key={label} className="flex gap-4 py-2.5">
          <dt className="w-16 shrink-0 text-ink-500">{label}</dt>
          <dd className="min-w-0 font-medium text-ink-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
