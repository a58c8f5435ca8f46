import type { ComponentProps } from 'react';
import { SearchBox } from '../../shared/ui/search-box';

/** The search box above an admin list; what it finds is said in `placeholder`. */
export function ListSearch(props: ComponentProps<typeof SearchBox>) {
  return (
    <div className="mb-4 sm:max-w-md">
      <SearchBox {...props} />
    </div>
  );
}

/** An admin list's empty state: the list's own words, or that the search found no `subject` ("회원이"). */
export function emptyListText(search: string, subject: string, whole: string): string {
  return search ? `'${search}'에 맞는 ${subject} 없어요.` : whole;
}
