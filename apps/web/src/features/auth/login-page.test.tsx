import { loginBody, loginResponse, providersResponse } from '@siktak/contract';
import { MESSAGES } from '@siktak/contract/messages';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeApi, route } from '../../../test/fake-api';
import { MEMBER } from '../../../test/member';
import { renderRoutes } from '../../../test/render';
import { session } from '../../shared/lib/session';
import LoginPage from './login-page';

const providers = route({ answer: providersResponse, handle: () => ({ kakao: false }) });

function loginAt(entry: Parameters<typeof renderRoutes>[1]) {
  return renderRoutes(
    [
      { path: '/login', element: <LoginPage /> },
      { path: '/', element: <p>홈 화면</p> },
      { path: '/reservation/:storeNo', element: <p>예약 화면</p> },
    ],
    entry,
  );
}

describe('login page', () => {
  it('an empty form says what is missing under each field and calls nothing', async () => {
    const { calls } = fakeApi({ 'GET /api/auth/providers': providers });
    loginAt('/login');
    await userEvent.click(screen.getByRole('button', { name: '로그인' }));
    expect(screen.getByLabelText('이메일')).toHaveAccessibleDescription('이메일을 입력해주세요.');
    expect(screen.getByLabelText('비밀번호')).toHaveAccessibleDescription('비밀번호를 입력해주세요.');
    expect(calls).not.toContain('POST /api/auth/login');
  });

  it('a wrong password shows the server message once, in the form', async () => {
    fakeApi({
      'GET /api/auth/providers': providers,
      'POST /api/auth/login': route({
        body: loginBody,
        handle: () => ({ status: 401, body: { success: false, code: 'E105', message: '비밀번호가 틀렸어요.' } }),
      }),
    });
    loginAt('/login');
    await userEvent.type(screen.getByLabelText('이메일'), 'member@siktak.kr');
    await userEvent.type(screen.getByLabelText('비밀번호'), 'wrong-password1!');
    await userEvent.click(screen.getByRole('button', { name: '로그인' }));
    expect(await screen.findAllByText('비밀번호가 틀렸어요.')).toHaveLength(1);
    expect(session.isLoggedIn()).toBe(false);
  });

  it('sent from the booking page, says a login is needed and goes back there after logging in', async () => {
    fakeApi({
      'GET /api/auth/providers': providers,
      'POST /api/auth/login': route({
        body: loginBody,
        answer: loginResponse,
        handle: ({ body }) => {
          expect(body).toEqual({ userId: 'member@siktak.kr', userPw: 'secret-pass1!' });
          return {
            success: true,
            code: 'S203',
            message: '로그인 성공',
            data: MEMBER,
          };
        },
      }),
    });
    const { router } = loginAt({
      pathname: '/login',
      state: { from: '/reservation/3?date=2026-11-28&time=19:00&party=4', loginRequired: true },
    });
    expect(screen.getByText(MESSAGES.loginRequired)).toBeInTheDocument();
    // Upper case and spaces around the e-mail are the diner's typing, not part of it.
    await userEvent.type(screen.getByLabelText('이메일'), ' Member@siktak.kr ');
    await userEvent.type(screen.getByLabelText('비밀번호'), 'secret-pass1!');
    await userEvent.click(screen.getByRole('button', { name: '로그인' }));
    expect(await screen.findByText('예약 화면')).toBeInTheDocument();
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(
      '/reservation/3?date=2026-11-28&time=19:00&party=4',
    );
    expect(session.user()).toMatchObject({ userNo: 7, userRole: 'ROLE_USER' });
  });

  it('a session that expired is said on arrival', () => {
    fakeApi({ 'GET /api/auth/providers': providers });
    loginAt('/login?error=expired');
    expect(screen.getByText('로그인이 만료됐어요. 다시 로그인해주세요.')).toBeInTheDocument();
  });

  it('never sends the diner to another site after logging in', async () => {
    fakeApi({
      'GET /api/auth/providers': providers,
      'POST /api/auth/login': route({
        body: loginBody,
        handle: () => ({
          success: true,
          code: 'S203',
          message: '로그인 성공',
          data: MEMBER,
        }),
      }),
    });
    const { router } = loginAt({ pathname: '/login', state: { from: '//evil.example/steal' } });
    await userEvent.type(screen.getByLabelText('이메일'), 'member@siktak.kr');
    await userEvent.type(screen.getByLabelText('비밀번호'), 'secret-pass1!');
    await userEvent.click(screen.getByRole('button', { name: '로그인' }));
    expect(await screen.findByText('홈 화면')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });
});
