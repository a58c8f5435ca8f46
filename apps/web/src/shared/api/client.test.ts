import { reservationCalls, reviewCalls, storeCalls } from '@siktak/contract';
import { describe, expect, it, vi } from 'vitest';
import { MEMBER, signInMember } from '../../../test/member';
import { session } from '../lib/session';
import { ApiError, api } from './client';

type Handler = (path: string, init: RequestInit) => Response;

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const tokenFailure = () => json(401, { success: false, code: '401', message: '인증이 필요합니다.' });
const bearer = (init: RequestInit) => (init.headers as Record<string, string>).authorization;

/** The network as the page sees it: every call goes through `handler`, and is counted by path. */
function network(handler: Handler) {
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      const path = new URL(url, 'http://siktak.test').pathname;
      calls.push(path);
      return handler(path, init);
    }),
  );
  return calls;
}

describe('api client: the session refresh', () => {
  it('refreshes once for calls that fail together, then retries each with the new token', async () => {
    signInMember();
    const calls = network((path, init) => {
      if (path === '/api/auth/refresh') {
        expect(JSON.parse(String(init.body))).toEqual({ refreshToken: MEMBER.refreshToken });
        return json(200, { data: { accessToken: 'new-access', refreshToken: 'new-refresh' } });
      }
      return bearer(init) === 'Bearer new-access' ? json(200, { path }) : tokenFailure();
    });

    const answers = await Promise.all([api('/api/user/info'), api('/api/reservation/mypage/upcoming')]);

    expect(answers).toEqual([{ path: '/api/user/info' }, { path: '/api/reservation/mypage/upcoming' }]);
    expect(calls.filter((path) => path === '/api/auth/refresh')).toHaveLength(1);
    expect(session.tokens()).toEqual({ accessToken: 'new-access', refreshToken: 'new-refresh' });
  });

  it('when the refresh fails too, clears the session and sends the diner to /login saying it expired', async () => {
    signInMember();
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
    network((path) => (path === '/api/auth/refresh' ? json(401, { code: '401', message: '만료' }) : tokenFailure()));

    const failure = await api('/api/user/info').catch((err: unknown) => err);

    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ status: 401, code: '401' });
    expect(session.isLoggedIn()).toBe(false);
    expect(assign).toHaveBeenCalledWith('/login?error=expired');
  });

  it('a 401 that is not a token failure (a wrong password) neither refreshes nor signs out', async () => {
    signInMember();
    const calls = network(() => json(401, { success: false, code: 'E105', message: '비밀번호가 틀렸어요.' }));

    const failure = await api('/api/user/password', { method: 'PATCH', body: {} }).catch((err: unknown) => err);

    expect(failure).toMatchObject({ status: 401, code: 'E105', message: '비밀번호가 틀렸어요.' });
    expect(calls).toEqual(['/api/user/password']);
    expect(session.isLoggedIn()).toBe(true);
  });

  it('calls marked auth: false never carry the token', async () => {
    signInMember();
    let sent: string | undefined = 'unset';
    network((_path, init) => {
      sent = bearer(init);
      return json(200, {});
    });
    await api('/api/store/latest', { auth: false });
    expect(sent).toBeUndefined();
  });
});

describe('api client: failures in Korean', () => {
  it('an error body that is not JSON gets the general Korean message with its status', async () => {
    network(() => new Response('<html>bad gateway</html>', { status: 502 }));
    await expect(api('/api/store/latest')).rejects.toMatchObject({
      status: 502,
      code: '502',
      message: '일시적인 오류가 발생했습니다. 잠시 후 다시 시도해주세요.',
    });
  });

  it('a network failure says to check the connection', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    await expect(api('/api/store/latest')).rejects.toMatchObject({
      status: 0,
      code: 'NETWORK',
      message: '네트워크 연결을 확인해주세요.',
    });
  });

  it('field errors of a 400 reach the form', async () => {
    network(() =>
      json(400, {
        success: false,
        code: '400',
        message: '입력값을 확인해주세요.',
        fields: { userId: '이메일 형식이 아니에요.' },
      }),
    );
    await expect(api('/api/auth/signup', { method: 'POST', body: {} })).rejects.toMatchObject({
      fields: { userId: '이메일 형식이 아니에요.' },
    });
  });
});

describe('api.call: a call of the contract endpoint table', () => {
  it('takes method and path from the table, fills and encodes the params and sends the query and JSON body', async () => {
    const seen: { url: string; method?: string; body?: unknown }[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init: RequestInit) => {
        seen.push({ url, method: init.method, body: init.body });
        return json(200, { success: true, message: '완료' });
      }),
    );
    await api.call(storeCalls.blog, { params: { storeName: '을지로 골목/2' }, auth: false });
    await api.call(reservationCalls.ofStore, { params: { storeNo: 7 }, query: { page: 2 } });
    await api.call(reservationCalls.cancelMine, { body: { reservationNo: 3, cancelReason: '일정 변경' } });
    expect(seen).toEqual([
      { url: '/api/store/%EC%9D%84%EC%A7%80%EB%A1%9C%20%EA%B3%A8%EB%AA%A9%2F2/naver-blog', method: 'GET' },
      { url: '/api/reservation/owner/7?page=2', method: 'GET' },
      {
        url: '/api/reservation/mypage/cancel',
        method: 'PATCH',
        body: JSON.stringify({ reservationNo: 3, cancelReason: '일정 변경' }),
      },
    ]);
  });

  it('sends a multipart entry’s FormData as it is', async () => {
    let body: unknown;
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: string, init: RequestInit) => {
        body = init.body;
        return json(201, { success: true, message: '완료', reviewNo: 1 });
      }),
    );
    const form = new FormData();
    form.append('reviewContent', '맛있어요');
    await api.call(reviewCalls.write, { body: form });
    expect(body).toBe(form);
  });
});

describe('api client: a call that answers a file', () => {
  it('sends the token and the Accept of the file and answers its bytes as they came', async () => {
    signInMember();
    const ics = 'BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n';
    const calls = network((_path, init) => {
      expect(bearer(init)).toBe(`Bearer ${MEMBER.accessToken}`);
      expect((init.headers as Record<string, string>).accept).toBe('text/calendar');
      return new Response(ics, { status: 200, headers: { 'content-type': 'text/calendar; charset=utf-8' } });
    });

    const blob = await api.file(reservationCalls.mineCalendar, 'text/calendar', { params: { reservationNo: 41 } });

    expect(await blob.text()).toBe(ics);
    expect(calls).toEqual(['/api/reservation/mypage/calendar/41']);
  });

  it("fails with the server's Korean message as an ApiError", async () => {
    signInMember();
    network(() => json(409, { success: false, code: 'E170', message: '취소된 예약은 캘린더에 추가할 수 없어요.' }));
    const failure = await api
      .file(reservationCalls.mineCalendar, 'text/calendar', { params: { reservationNo: 41 } })
      .catch((err: unknown) => err);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ status: 409, code: 'E170', message: '취소된 예약은 캘린더에 추가할 수 없어요.' });
  });
});
