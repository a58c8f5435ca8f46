import { seoulDate } from '@siktak/contract/time';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../shared/ui/button';
import { type Pick, defaultPick } from '../../shared/availability/pick';
import { PickPicker } from '../../shared/availability/picker';

/** Date · time · party, then /stores with them picked: "where can we eat tonight at 7, for 4?" */
export function QuickSearch() {
  const [now] = useState(() => new Date());
  const [pick, setPick] = useState<Pick>(() => defaultPick(now));
  const navigate = useNavigate();
  return (
    <section aria-labelledby="quick-search-heading" className="container-page pt-6">
      <form
        className="flex flex-col gap-3 rounded-2xl border border-ink-200 bg-white p-4 shadow-sm sm:flex-row sm:items-end sm:p-5"
        onSubmit={(event) => {
          event.preventDefault();
          const query = new URLSearchParams({ date: pick.date, time: pick.time, party: String(pick.party) });
          navigate(`/stores?${query}`);
        }}
      >
        <h2 id="quick-search-heading" className="sr-only">
          빈자리 찾기
        </h2>
        <PickPicker value={pick} today={seoulDate(now)} onChange={setPick} className="flex-1" />
        <Button type="submit" size="md" className="sm:min-w-36">
          빈자리 찾기
        </Button>
      </form>
    </section>
  );
}
