import type { FoodType } from '@siktak/contract/enums';

/** Small line drawings for the food-type shortcuts (no emoji: fonts differ between devices). */
export function FoodIcon({ type }: { type: FoodType }) {
  const common = {
    viewBox: '0 0 48 48',
    className: 'size-10',
    fill: 'none',
    stroke: 'currentColor',
    strokeWidth: 2.5,
    'aria-hidden': true,
  } as const;
  switch (type) {
    case '한식':
      return (
        <svg {...common} aria-hidden="true">
          <path d="M8 24h32a16 12 0 0 1-32 0z" />
          <path d="M14 18c2-4 6-6 10-6s8 2 10 6" />
          <path d="M30 8l10-4M28 10l10-4" strokeLinecap="round" />
        </svg>
      );
    case '중식':
      return (
        <svg {...common} aria-hidden="true">
          <path d="M8 30c0-9 7-16 16-16s16 7 16 16z" />
          <path d="M14 22c3 2 5 2 8 0M26 22c3 2 5 2 8 0" strokeLinecap="round" />
          <path d="M6 34h36" strokeLinecap="round" />
        </svg>
      );
    case '양식':
      return (
        <svg {...common} aria-hidden="true">
          <circle cx="26" cy="26" r="14" />
          <path d="M20 26c2-4 10-4 12 0M21 30c3 2 7 2 10 0" strokeLinecap="round" />
          <path d="M8 8v12M5 8v6a3 3 0 0 0 6 0V8M8 20v20" strokeLinecap="round" />
        </svg>
      );
    case '일식':
      return (
        <svg {...common} aria-hidden="true">
          <rect x="8" y="20" width="32" height="14" rx="7" />
          <path d="M10 22c6-6 22-6 28 0" />
          <path d="M18 20v14M30 20v14" />
        </svg>
      );
  }
}
