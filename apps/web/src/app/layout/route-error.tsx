import { isRouteErrorResponse, useRouteError } from 'react-router';
import { ButtonLink } from '../../shared/ui/button';

/** What a route shows when its code failed to load or threw while rendering. */
export function RouteError() {
  const error = useRouteError();
  const missing = isRouteErrorResponse(error) && error.status === 404;
  return (
    <div className="container-page flex flex-col items-center gap-4 py-24 text-center" role="alert">
      <h1 className="text-2xl font-bold">{missing ? '페이지를 찾을 수 없어요' : '화면을 표시하지 못했어요'}</h1>
      <p className="text-ink-600">
        {missing
          ? '주소가 바뀌었거나 없는 페이지예요.'
          : '잠시 후 다시 시도해주세요. 문제가 계속되면 새로고침해주세요.'}
      </p>
      <div className="flex gap-2">
        <ButtonLink to="/">홈으로</ButtonLink>
        {!missing && (
          <button
            type="button"
            className="min-h-11 rounded-xl px-4 font-semibold text-ink-700 hover:bg-ink-100"
            onClick={() => window.location.reload()}
          >
            새로고침
          </button>
        )}
      </div>
    </div>
  );
}
