import type { ReactNode } from 'react';
import { cx } from '../../../shared/ui/cx';

/** A card of the dashboard: a titled region with a short note on what it counts. */
export function Panel({ id, title, note, children }: { id: string; title: string; note: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="flex flex-col gap-3 rounded-2xl border border-ink-200 bg-white p-4 sm:p-5">
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
        <h2 id={id} className="text-base font-bold">
          {title}
        </h2>
        <p className="text-sm text-ink-500">{note}</p>
      </div>
      {children}
    </section>
  );
}

/**
 * The frame of a chart, hidden from screen readers (each chart has a table for them): the axis values
 * at the top, middle and bottom on the left, dashed lines at the top and middle, the plot (an SVG
 * stretched to the width and HTML marks) and a row of labels under it.
 */
export function PlotFrame({
  height,
  axis,
  labels,
  children,
}: {
  /** Tailwind height class of the plot. */
  height: string;
  axis: [top: number, middle: number, bottom: number];
  labels: ReactNode;
  children: ReactNode;
}) {
  return (
    <div aria-hidden="true" className="flex gap-2">
      <div className={cx('relative w-6 shrink-0 text-right text-xs tabular-nums text-ink-500', height)}>
        <span className="absolute top-0 right-0 -translate-y-1/2">{axis[0]}</span>
        <span className="absolute top-1/2 right-0 -translate-y-1/2">{axis[1]}</span>
        <span className="absolute bottom-0 right-0 translate-y-1/2">{axis[2]}</span>
      </div>
      <div className="min-w-0 flex-1">
        <div className={cx('relative border-b border-ink-300', height)}>
          <div className="absolute inset-x-0 top-0 border-t border-dashed border-ink-200" />
          <div className="absolute inset-x-0 top-1/2 border-t border-dashed border-ink-200" />
          {children}
        </div>
        <div className="relative mt-1.5 h-4 text-xs tabular-nums text-ink-500">{labels}</div>
      </div>
    </div>
  );
}
