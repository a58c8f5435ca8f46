import { LineIcon } from '../../shared/ui/line-icon';

/** Line icons of the my-page tiles. */
export const TILE_ICONS = {
  profile: (
    <LineIcon>
      <circle cx="12" cy="8" r="4" />
      <path d="M4 21c0-4 3.6-7 8-7s8 3 8 7" />
    </LineIcon>
  ),
  lock: (
    <LineIcon>
      <rect x="4.5" y="10.5" width="15" height="10" rx="2" />
      <path d="M8 10.5V7.5a4 4 0 0 1 8 0v3" />
    </LineIcon>
  ),
  leave: (
    <LineIcon>
      <path d="M14 4h4a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2h-4" />
      <path d="M10 16l-4-4 4-4M6 12h10" />
    </LineIcon>
  ),
  calendar: (
    <LineIcon>
      <rect x="3.5" y="5" width="17" height="15.5" rx="2" />
      <path d="M3.5 10h17M8 3v4M16 3v4" />
    </LineIcon>
  ),
  review: (
    <LineIcon>
      <path d="M12 3.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L12 16.8l-5.2 2.8 1-5.8L3.5 9.7l5.9-.9Z" />
    </LineIcon>
  ),
  store: (
    <LineIcon>
      <path d="M4 9.5V20h16V9.5M3 9.5l1.8-5h14.4l1.8 5a3 3 0 0 1-6 0 3 3 0 0 1-6 0 3 3 0 0 1-6 0Z" />
      <path d="M10 20v-5h4v5" />
    </LineIcon>
  ),
};
