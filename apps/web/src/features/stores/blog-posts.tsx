import { MESSAGES } from '@siktak/contract/messages';
import { LoadingBlock, Skeleton } from '../../shared/ui/states';
import { useBlogPosts, useBlogSearch } from './api';

/**
 * Naver blog posts about the store; failure or nothing found shows the spec's empty text. Without a
 * blog search on the server (no Naver keys) the section is left out: it could never find a post.
 */
export function BlogPosts({ storeName }: { storeName: string }) {
  const available = useBlogSearch().data?.available === true;
  const { data, isPending } = useBlogPosts(available ? storeName : undefined);
  const items = data?.items ?? [];
  if (!available) return null;
  return (
    <section aria-labelledby="blog-heading" className="flex flex-col gap-4">
      <h2 id="blog-heading" className="text-xl font-bold">
        블로그 리뷰
      </h2>
      {isPending ? (
        <LoadingBlock label="블로그 리뷰를 불러오는 중">
          <Skeleton className="h-24 w-full" />
        </LoadingBlock>
      ) : items.length === 0 ? (
        <p className="rounded-2xl bg-ink-50 px-5 py-8 text-center text-ink-600">{MESSAGES.blogEmpty}</p>
      ) : (
        <ul className="flex flex-col gap-3">
          {items.map((item) => (
            <li key={item.link}>
              <a
                href={item.link}
                target="_blank"
                rel="noreferrer"
                className="block rounded-2xl border border-ink-200 p-4 transition-colors hover:bg-ink-50"
              >
                <span className="font-semibold text-ink-900">{item.title}</span>
                <span className="sr-only"> (새 창)</span>
                <p className="mt-1 line-clamp-2 text-sm text-ink-600">{item.description}</p>
              </a>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
