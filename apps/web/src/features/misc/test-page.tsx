import { miscCalls } from '@siktak/contract';
import { useState } from 'react';
import { ApiError, api } from '../../shared/api/client';
import { Button } from '../../shared/ui/button';
import { PageHeader } from '../../shared/ui/page';

type Outcome = { kind: 'ok'; text: string } | { kind: 'error'; code: string; message: string };

function Result({ outcome, label }: { outcome: Outcome | null; label: string }) {
  return (
    <output aria-label={label} className="block min-h-24 rounded-xl bg-ink-50 p-4 text-sm">
      {outcome === null ? (
        <span className="text-ink-600">아직 보낸 요청이 없어요.</span>
      ) : outcome.kind === 'ok' ? (
        <pre className="whitespace-pre-wrap break-all font-sans text-ink-900">{outcome.text}</pre>
      ) : (
        <span className="text-danger-600">
          <strong className="font-semibold">오류 {outcome.code}</strong> · {outcome.message}
        </span>
      )}
    </output>
  );
}

/** /test: checks the API answers, and what an unexpected failure looks like. */
export default function TestPage() {
  const [hello, setHello] = useState<Outcome | null>(null);
  const [failure, setFailure] = useState<Outcome | null>(null);
  const [busy, setBusy] = useState<'hello' | 'error' | null>(null);

  async function run(which: 'hello' | 'error') {
    const show = which === 'hello' ? setHello : setFailure;
    setBusy(which);
    try {
      const data = await api.call(which === 'hello' ? miscCalls.hello : miscCalls.error);
      show({ kind: 'ok', text: JSON.stringify(data, null, 2) });
    } catch (err) {
      const error = err instanceof ApiError ? err : new ApiError(0, 'NETWORK', '요청을 보내지 못했어요.');
      show({ kind: 'error', code: error.code, message: error.message });
    } finally {
      setBusy(null);
    }
  }

  return (
    <div className="container-page max-w-3xl py-8">
      <PageHeader title="API 테스트" description="서버와 잘 연결되어 있는지 확인하는 개발용 화면이에요." />
      <div className="grid gap-4 md:grid-cols-2">
        <section aria-labelledby="hello-heading" className="flex flex-col gap-3 rounded-2xl border border-ink-200 p-5">
          <h2 id="hello-heading" className="text-lg font-bold">
            GET 요청
          </h2>
          <p className="text-sm text-ink-600">GET /api 를 보내고 받은 응답을 보여줘요.</p>
          <Button onClick={() => run('hello')} loading={busy === 'hello'} loadingText="보내는 중…">
            GET 요청 보내기
          </Button>
          <Result outcome={hello} label="GET 요청 결과" />
        </section>
        <section aria-labelledby="error-heading" className="flex flex-col gap-3 rounded-2xl border border-ink-200 p-5">
          <h2 id="error-heading" className="text-lg font-bold">
            오류 요청
          </h2>
          <p className="text-sm text-ink-600">일부러 실패하는 GET /api/error 를 보내고 오류 메시지를 보여줘요.</p>
          <Button variant="outline" onClick={() => run('error')} loading={busy === 'error'} loadingText="보내는 중…">
            오류 발생시키기
          </Button>
          <Result outcome={failure} label="오류 요청 결과" />
        </section>
      </div>
    </div>
  );
}
