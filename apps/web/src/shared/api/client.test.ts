import { SESSION_COOKIE, reservationCalls, reviewCalls, storeCalls } from '@siktak/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MEMBER, signInMember } from '../../../test/member';
import { session } from '../lib/session';
import { ApiError, api, restoreSession } from './client';

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

/** The refresh answer for `MEMBER` (or another member) with new tokens. */
const refreshed = (tokens: { accessToken: string; refreshToken: string }, member: { userNo: number } = MEMBER) =>
  json(200, { success: true, code: 'S212', data: { ...MEMBER, ...member, ...tokens } });

describe('api client: the session refresh', () => {
  // A finished refresh is shared for one more turn of the event loop; each test starts after it.
  afterEach(() => new Promise((resolve) => setTimeout(resolve, 0)));

  it('refreshes once through the session cookie for calls that fail together, then retries each with the new token', async () => {
    signInMember();
    const calls = network((path, init) => {
      if (path === '/api/auth/refresh') {
        // No token in the body: the browser sends the cookie.
        expect(init.body).toBeUndefined();
        return refreshed({ accessToken: 'new-access', refreshToken: 'new-refresh' });
      }
      return bearer(init) === 'Bearer new-access' ? json(200, { path }) : tokenFailure();
    });

    const answers = await Promise.all([api('/api/user/info'), api('/api/reservation/mypage/upcoming')]);

    expect(answers).toEqual([{ path: '/api/user/info' }, { path: '/api/reservation/mypage/upcoming' }]);
    expect(calls.filter((path) => path === '/api/auth/refresh')).toHaveLength(1);
    expect(session.tokens()).toEqual({ accessToken: 'new-access', refreshToken: 'new-refresh' });
  });

  it("falls back to the tab's own refresh token when the browser's cookie refreshes nothing", async () => {
    signInMember();
    const bodies: unknown[] = [];
    network((path, init) => {
      if (path === '/api/auth/refresh') {
        bodies.push(init.body === undefined ? undefined : JSON.parse(String(init.body)));
        return init.body === undefined ? tokenFailure() : refreshed({ accessToken: 'own', refreshToken: 'own-next' });
      }
      return bearer(init) === 'Bearer own' ? json(200, { path }) : tokenFailure();
    });

    expect(await api('/api/user/info')).toEqual({ path: '/api/user/info' });
    expect(bodies).toEqual([undefined, { refreshToken: MEMBER.refreshToken }]);
    expect(session.tokens()).toEqual({ accessToken: 'own', refreshToken: 'own-next' });
  });

  it("never becomes another member through the cookie (a later login in another tab): the tab's session ends", async () => {
    signInMember();
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
    const calls = network((path) =>
      path === '/api/auth/refresh'
        ? refreshed({ accessToken: 'theirs', refreshToken: 'theirs' }, { userNo: 99 })
        : tokenFailure(),
    );

    await expect(api('/api/user/info')).rejects.toMatchObject({ status: 401, code: '401' });
    expect(calls.filter((path) => path === '/api/auth/refresh')).toHaveLength(1);
    expect(session.isLoggedIn()).toBe(false);
    expect(assign).toHaveBeenCalledWith('/login?error=expired');
  });

  it('refreshes while holding the browser-wide lock, so tabs sharing the cookie take turns', async () => {
    signInMember();
    let held: string | null = null;
    vi.stubGlobal('navigator', {
      ...navigator,
      locks: {
        request: async (name: string, task: () => Promise<unknown>) => {
          held = name;
          try {
            return await task();
          } finally {
            held = null;
          }
        },
      },
    });
    const heldDuringRefresh: (string | null)[] = [];
    network((path, init) => {
      if (path === '/api/auth/refresh') {
        heldDuringRefresh.push(held);
        return refreshed({ accessToken: 'new-access', refreshToken: 'new-refresh' });
      }
      return bearer(init) === 'Bearer new-access' ? json(200, { path }) : tokenFailure();
    });

    await api('/api/user/info');
    expect(heldDuringRefresh).toEqual(['siktak:refresh']);
    expect(held).toBeNull();
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

describe('restoreSession: a new tab takes up the browser’s session', () => {
  /** The browser holds the server's mark beside the HttpOnly token, which a page never sees. */
  const mark = () => vi.spyOn(document, 'cookie', 'get').mockReturnValue(`other=x; ${SESSION_COOKIE.signedIn}=1`);

  it('with the mark and an empty session storage, refreshes through the cookie and writes the keys a login writes', async () => {
    mark();
    const calls = network((_path, init) => {
      expect(init.body).toBeUndefined();
      return refreshed({ accessToken: 'restored', refreshToken: 'restored-refresh' });
    });

    await restoreSession();

    expect(calls).toEqual(['/api/auth/refresh']);
    expect(JSON.parse(sessionStorage.getItem('tokens')!)).toEqual({
      accessToken: 'restored',
      refreshToken: 'restored-refresh',
    });
    expect(JSON.parse(sessionStorage.getItem('user')!)).toEqual({
      userNo: MEMBER.userNo,
      userName: MEMBER.userName,
      userNickName: MEMBER.userNickName,
      userRole: MEMBER.userRole,
    });
    expect(sessionStorage.getItem('userRole')).toBe(MEMBER.userRole);
  });

  it('a refused cookie leaves the tab signed out', async () => {
    mark();
    network(() => tokenFailure());
    await restoreSession();
    expect(session.isLoggedIn()).toBe(false);
  });

  it('calls nothing without the mark, or when the tab already has its session', async () => {
    const calls = network(() => refreshed({ accessToken: 'x', refreshToken: 'y' }));
    await restoreSession();
    mark();
    signInMember();
    await restoreSession();
    expect(calls).toEqual([]);
    expect(session.tokens()?.accessToken).toBe(MEMBER.accessToken);
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
