import type { ReactNode } from 'react';
import { Link } from 'react-router';

export interface Tile {
  to: string;
  /** Router state handed to the page (e.g. the owner's store to /register-store). */
  state?: unknown;
  title: string;
  description?: string;
  icon?: ReactNode;
}

/** The tiles of my-page, owner page and admin home (spec §2). */
export function TileMenu({ tiles, label }: { tiles: Tile[]; label: string }) {
  return (
    <nav aria-label={label}>
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3">
        {tiles.map((tile) => (
          <li key={tile.to}>
            <Link
              to={tile.to}
              state={tile.state}
              className="flex h-full min-h-28 flex-col gap-1 rounded-2xl border border-ink-200 bg-white p-4 transition-colors hover:border-brand-500 hover:bg-brand-50"
            >
              {tile.icon && <span className="text-brand-600">{tile.icon}</span>}
              <span className="text-base font-bold text-ink-900">{tile.title}</span>
              {tile.description && <span className="text-sm text-ink-600">{tile.description}</span>}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
