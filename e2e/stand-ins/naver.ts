import { type RunningServer, listen, sendJson } from './http.js';

export const NAVER_TEST_ID = 'naver-test-id';
export const NAVER_TEST_SECRET = 'naver-test-secret';

export interface NaverStandIn extends RunningServer {
  /** Queries received, decoded. */
  queries: string[];
  /** Makes the next answers fail with this status (or hang when `hang`). */
  failWith(status: number | 'hang' | null): void;
}

/**
 * A stand-in for the Naver search API's blog endpoint (`GET /v1/search/blog.json`): checks the
 * client id/secret headers like Naver does (401 otherwise) and answers in Naver's format, with
 * `<b>` highlights and HTML entities in the texts.
 */
export async function startNaverStandIn(): Promise<NaverStandIn> {
  const queries: string[] = [];
  let failure: number | 'hang' | null = null;
  const server = await listen((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (url.pathname !== '/v1/search/blog.json') return sendJson(res, 404, { errorMessage: 'Not Found' });
    if (
      req.headers['x-naver-client-id'] !== NAVER_TEST_ID ||
      req.headers['x-naver-client-secret'] !== NAVER_TEST_SECRET
    ) {
      return sendJson(res, 401, { errorMessage: 'Authentication failed', errorCode: '024' });
    }
    if (failure === 'hang') return;
    if (failure) return sendJson(res, failure, { errorMessage: 'failure', errorCode: 'SE99' });
    const query = url.searchParams.get('query') ?? '';
    queries.push(query);
    const display = Number(url.searchParams.get('display') ?? 10);
    const items = Array.from({ length: Math.min(display, 3) }, (_, i) => ({
      title: `<b>${query}</b> 방문 후기 ${i + 1} &amp; 솔직 리뷰`,
      link: `https://blog.naver.com/foodie${i + 1}/2233${i}`,
      description: `오늘은 <b>${query}</b>에 다녀왔어요. 분위기 &quot;최고&quot;, 재방문 의사 있어요&#33;`,
      bloggername: `맛집블로거${i + 1}`,
      bloggerlink: `https://blog.naver.com/foodie${i + 1}`,
      postdate: '20261101',
    }));
    return sendJson(res, 200, {
      lastBuildDate: new Date().toUTCString(),
      total: items.length,
      start: 1,
      display: items.length,
      items,
    });
  });
  return {
    ...server,
    queries,
    failWith: (status) => {
      failure = status;
    },
  };
}
