import { messageBody, passwordResetBody, passwordResetRequestBody, providersResponse } from '@siktak/contract';
import { ERRORS, MESSAGES } from '@siktak/contract/messages';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeApi, route } from '../../../test/fake-api';
import { MEMBER } from '../../../test/member';
import { renderRoutes } from '../../../test/render';
import { session } from '../../shared/lib/session';
import LoginPage from './login-page';
import PasswordResetNewPage from './password-reset-new-page';
import PasswordResetPage from './password-reset-page';

const TOKEN = 'a'.repeat(43);
const NEW_PASSWORD = 'Fresh!pass2026';

function pagesAt(entry: string) {
  return renderRoutes(
    [
      { path: '/login', element: <LoginPage /> },
      { path: '/password-reset', element: <PasswordResetPage /> },
      { path: '/password-reset/new', element: <PasswordResetNewPage /> },
    ],
    entry,
  );
}

// Required fields' labels carry a mark after the words.
const passwordField = () => screen.getByLabelText(/^새 비밀번호(?! 확인)/);
const confirmField = () => screen.getByLabelText(/^새 비밀번호 확인/);

const providers = route({ answer: providersResponse, handle: () => ({ kakao: false }) });

describe('비밀번호 찾기 pages', () => {
  it('the login page links to 비밀번호 찾기', async () => {
    fakeApi({ 'GET /api/auth/providers': providers });
    const { router } = pagesAt('/login');
    await userEvent.click(screen.getByRole('link', { name: '비밀번호 찾기' }));
    expect(router.state.location.pathname).toBe('/password-reset');
    expect(await screen.findByRole('heading', { name: '비밀번호 찾기' })).toBeInTheDocument();
  });

  it('asks for the e-mail, sends it as the contract stores it and shows the same answer for any address', async () => {
    const sent: string[] = [];
    const { calls } = fakeApi({
      'POST /api/auth/password-reset/request': route({
        body: passwordResetRequestBody,
        answer: messageBody,
        handle: ({ body }) => {
          sent.push(body.userId);
          return { success: true, message: MESSAGES.passwordResetRequested };
        },
      }),
    });
    pagesAt('/password-reset');
    await userEvent.click(screen.getByRole('button', { name: '재설정 메일 받기' }));
    expect(screen.getByLabelText('이메일')).toHaveAccessibleDescription('이메일을 입력해주세요.');
    expect(calls).toHaveLength(0);

    await userEvent.type(screen.getByLabelText('이메일'), ' Diner@Siktak.kr ');
    await userEvent.click(screen.getByRole('button', { name: '재설정 메일 받기' }));
    expect(await screen.findByText(MESSAGES.passwordResetRequested)).toBeInTheDocument();
    expect(sent).toEqual(['diner@siktak.kr']);
    expect(screen.getByRole('button', { name: '메일 다시 받기' })).toBeInTheDocument();
  });

  it('says when another mail may be asked for (E153)', async () => {
    fakeApi({
      'POST /api/auth/password-reset/request': route({
        body: passwordResetRequestBody,
        handle: () => ({ status: 429, body: { success: false, code: 'E153', message: ERRORS.E153.message } }),
      }),
    });
    pagesAt('/password-reset');
    await userEvent.type(screen.getByLabelText('이메일'), 'diner@siktak.kr');
    await userEvent.click(screen.getByRole('button', { name: '재설정 메일 받기' }));
    expect(await screen.findByText(ERRORS.E153.message)).toBeInTheDocument();
  });

  it('without a link token says so and offers 비밀번호 찾기', () => {
    fakeApi({});
    pagesAt('/password-reset/new');
    expect(screen.getByText('비밀번호 재설정 링크가 없어요.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '비밀번호 찾기' })).toHaveAttribute('href', '/password-reset');
  });

  it('checks the sign-up rule and the repetition before calling', async () => {
    const { calls } = fakeApi({});
    pagesAt(`/password-reset/new#token=${TOKEN}`);
    await userEvent.type(passwordField(), 'short');
    await userEvent.click(screen.getByRole('button', { name: '비밀번호 바꾸기' }));
    expect(passwordField()).toHaveAccessibleDescription(expect.stringContaining(MESSAGES.passwordRule));
    expect(confirmField()).toHaveAccessibleDescription(MESSAGES.required);

    await userEvent.clear(passwordField());
    await userEvent.type(passwordField(), NEW_PASSWORD);
    await userEvent.type(confirmField(), `${NEW_PASSWORD}x`);
    await userEvent.click(screen.getByRole('button', { name: '비밀번호 바꾸기' }));
    expect(confirmField()).toHaveAccessibleDescription(MESSAGES.passwordMismatch);
    expect(calls).toHaveLength(0);
  });

  it('sets the new password with the token of the link, forgets this browser’s session and goes to login', async () => {
    session.login({ ...MEMBER, accessToken: 'old-access', refreshToken: 'old-refresh' });
    fakeApi({
      'GET /api/auth/providers': providers,
      'POST /api/auth/password-reset': route({
        body: passwordResetBody,
        answer: messageBody,
        handle: ({ body, token }) => {
          expect(body).toEqual({ token: TOKEN, newPw: NEW_PASSWORD });
          expect(token).toBeNull();
          return { success: true, message: MESSAGES.passwordResetDone };
        },
      }),
    });
    const { router } = pagesAt(`/password-reset/new#token=${TOKEN}`);
    await userEvent.type(passwordField(), NEW_PASSWORD);
    await userEvent.type(confirmField(), NEW_PASSWORD);
    await userEvent.click(screen.getByRole('button', { name: '비밀번호 바꾸기' }));
    expect(await screen.findByText(MESSAGES.passwordResetDone)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(session.isLoggedIn()).toBe(false);
  });

  it('a used link says so above the form and offers to ask again', async () => {
    fakeApi({
      'POST /api/auth/password-reset': route({
        body: passwordResetBody,
        handle: () => ({ status: 409, body: { success: false, code: 'E152', message: ERRORS.E152.message } }),
      }),
    });
    const { router } = pagesAt(`/password-reset/new#token=${TOKEN}`);
    await userEvent.type(passwordField(), NEW_PASSWORD);
    await userEvent.type(confirmField(), NEW_PASSWORD);
    await userEvent.click(screen.getByRole('button', { name: '비밀번호 바꾸기' }));
    expect(await screen.findByText(ERRORS.E152.message)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/password-reset/new');
    await userEvent.click(screen.getByRole('link', { name: '비밀번호 찾기 다시 하기' }));
    expect(router.state.location.pathname).toBe('/password-reset');
  });

  it('a mangled link is refused without calling the server', async () => {
    const { calls } = fakeApi({});
    pagesAt('/password-reset/new#token=cut-short');
    await userEvent.type(passwordField(), NEW_PASSWORD);
    await userEvent.type(confirmField(), NEW_PASSWORD);
    await userEvent.click(screen.getByRole('button', { name: '비밀번호 바꾸기' }));
    expect(await screen.findByText(ERRORS.E150.message)).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });
});
