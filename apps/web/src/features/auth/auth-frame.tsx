import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { PageHeader } from '../../shared/ui/page';

/** The narrow centred column of the account screens (login, sign-up, 비밀번호 찾기): heading, then its blocks. */
export function AuthFrame({
  title,
  description,
  children,
}: {
  title: string;
  description?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="container-page py-10 sm:py-14">
      <div className="mx-auto max-w-md">
        <PageHeader title={title} description={description} />
        <div className="flex flex-col gap-6">{children}</div>
      </div>
    </div>
  );
}

/** The line under an account form that leads to its neighbour: "아직 회원이 아니신가요? 회원가입". */
export function AuthSwitch({ question, to, label }: { question: string; to: string; label: string }) {
  return (
    <p className="text-center text-[15px] text-ink-600">
      {question}{' '}
      <Link to={to} className="inline-flex min-h-11 items-center font-semibold text-brand-700 hover:underline">
        {label}
      </Link>
    </p>
  );
}
