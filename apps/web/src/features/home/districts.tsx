import { DISTRICTS } from '@siktak/contract/enums';
import { Link } from 'react-router';

/** The 25 districts as shortcuts to /stores filtered by each. */
export function DistrictShortcuts() {
  return (
    <section aria-labelledby="districts-heading" className="container-page py-8">
      <h2 id="districts-heading" className="text-2xl font-bold">
        동네별 맛집
      </h2>
      <ul className="mt-5 flex flex-wrap gap-2">
        {DISTRICTS.map((district) => (
          <li key={district}>
            <Link
              to={`/stores?district=${encodeURIComponent(district)}`}
              className="inline-flex min-h-11 items-center rounded-full border border-ink-300 bg-white px-4 text-[15px] font-semibold text-ink-700 hover:border-brand-500 hover:bg-brand-50"
            >
              {district}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
