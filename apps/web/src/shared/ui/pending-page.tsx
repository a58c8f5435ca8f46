import { useMatches } from 'react-router';
import { ButtonLink } from './button';
import { PageHeader } from './page';
import { EmptyState } from './states';

/** A route of the spec whose screen is not built yet. */
export default function PendingPage() {
  const match = useMatches().at(-1);
  const title = (match?.handle as { title?: string } | undefined)?.title ?? '준비 중인 화면';
  return (
    <div className="container-page py-10">
      <PageHeader title={title} />
      <EmptyState
        title="이 화면은 준비 중이에요."
        description="곧 이용하실 수 있도록 준비하고 있어요."
        action={<ButtonLink to="/">홈으로</ButtonLink>}
      />
    </div>
  );
}
