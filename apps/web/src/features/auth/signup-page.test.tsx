import { codeResponse, sendCodeBody, signupBody, verifyCodeBody } from '@siktak/contract';
import { ERRORS, MESSAGES } from '@siktak/contract/messages';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeApi, route } from '../../../test/fake-api';
import { renderRoutes } from '../../../test/render';
import SignupPage from './signup-page';

/** The password field, not its confirmation. */
const PASSWORD = /^비밀번호(?! 확인)/;

function signupAt() {
  return renderRoutes(
    [
      { path: '/signup', element: <SignupPage /> },
      { path: '/login', element: <p>로그인 화면</p> },
    ],
    '/signup',
  );
}

const codeRoutes = {
  'POST /api/auth/send-code': route({
    body: sendCodeBody,
    answer: codeResponse,
    handle: () => ({ success: true, code: 'S200', message: '인증번호를 보냈습니다. 이메일을 확인해주세요.' }),
  }),
  'POST /api/auth/verify-code': route({
    body: verifyCodeBody,
    answer: codeResponse,
    handle: () => ({ success: true, code: 'S201', message: '이메일 인증이 완료되었습니다.' }),
  }),
};

describe('sign-up page', () => {
  /** Verifies the e-mail and fills every field with good values; consents are left to the test. */
  async function fillVerifiedForm(email = 'new@siktak.kr') {
    await userEvent.type(screen.getByLabelText(/^이메일/), email);
    await userEvent.click(screen.getByRole('button', { name: '인증번호 받기' }));
    await userEvent.type(screen.getByLabelText(/^인증번호/), '123456');
    await userEvent.click(screen.getByRole('button', { name: '확인' }));
    expect(await screen.findByRole('button', { name: '인증 완료' })).toBeDisabled();
    await userEvent.type(screen.getByLabelText(PASSWORD), 'Siktak!pass1');
    await userEvent.type(screen.getByLabelText(/^비밀번호 확인/), 'Siktak!pass1');
    await userEvent.type(screen.getByLabelText(/^이름/), '김식탁');
    await userEvent.type(screen.getByLabelText(/^닉네임/), '식탁이');
    await userEvent.type(screen.getByLabelText(/^휴대폰 번호/), '01012345678');
  }

  it("says the contract's message under each field, calls nothing, and an edited field loses its message", async () => {
    const { calls } = fakeApi({});
    signupAt();
    await userEvent.click(screen.getByRole('button', { name: '가입하기' }));
    expect(screen.getByLabelText(/^이메일/)).toHaveAccessibleDescription(MESSAGES.emailInvalid);
    expect(screen.getByLabelText(/^인증번호/)).toHaveAccessibleDescription(MESSAGES.emailNotVerified);
    expect(screen.getByLabelText(PASSWORD)).toHaveAccessibleDescription(MESSAGES.passwordRule);
    expect(screen.getByLabelText(/^이름/)).toHaveAccessibleDescription(MESSAGES.nameRule);
    expect(screen.getByLabelText(/^닉네임/)).toHaveAccessibleDescription(MESSAGES.nicknameRule);
    expect(screen.getByLabelText(/^휴대폰 번호/)).toHaveAccessibleDescription(MESSAGES.userPhoneRule);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    expect(calls).toEqual([]);

    await userEvent.type(screen.getByLabelText(/^이름/), '김');
    // Still too short, but edited: the message waits for the next submit.
    expect(screen.getByLabelText(/^이름/)).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText(MESSAGES.nameRule)).not.toBeInTheDocument();
    expect(screen.getByLabelText(/^닉네임/)).toHaveAccessibleDescription(MESSAGES.nicknameRule);
    await userEvent.click(screen.getByRole('button', { name: '가입하기' }));
    expect(screen.getByLabelText(/^이름/)).toHaveAccessibleDescription(MESSAGES.nameRule);
  });

  it("puts the server's refusals under their fields once, not in a toast", async () => {
    const sent: unknown[] = [];
    fakeApi({
      ...codeRoutes,
      'POST /api/auth/signup': route({
        body: signupBody,
        handle: ({ body }) => {
          sent.push(body);
          return {
            status: 400,
            body: {
              success: false,
              code: '400',
              message: MESSAGES.recheckInput,
              fields: { userPhone: '이미 다른 회원이 쓰는 번호예요.', userName: '이름을 다시 확인해주세요.' },
            },
          };
        },
      }),
    });
    signupAt();
    await fillVerifiedForm(' New@Siktak.kr ');
    await userEvent.click(screen.getByRole('checkbox', { name: '전체 동의' }));
    await userEvent.click(screen.getByRole('button', { name: '가입하기' }));

    const phone = screen.getByLabelText(/^휴대폰 번호/);
    await expect.poll(() => phone.getAttribute('aria-invalid')).toBe('true');
    expect(phone).toHaveAccessibleDescription('이미 다른 회원이 쓰는 번호예요.');
    expect(screen.getByLabelText(/^이름/)).toHaveAccessibleDescription('이름을 다시 확인해주세요.');
    expect(screen.getAllByText('이미 다른 회원이 쓰는 번호예요.')).toHaveLength(1);
    expect(screen.queryByText(MESSAGES.recheckInput)).not.toBeInTheDocument();
    // The body went out as the contract reads it: trimmed, lower case, hyphenated.
    expect(sent).toEqual([
      {
        userId: 'new@siktak.kr',
        userPw: 'Siktak!pass1',
        userName: '김식탁',
        userNickName: '식탁이',
        userPhone: '010-1234-5678',
        consents: { terms: true, privacy: true, age14: true, marketing: true },
      },
    ]);

    await userEvent.type(phone, '9');
    expect(phone).not.toHaveAttribute('aria-invalid');
    expect(screen.getByLabelText(/^이름/)).toHaveAccessibleDescription('이름을 다시 확인해주세요.');
  });

  const consentsGroup = () => screen.getByRole('group', { name: '약관 동의' });
  const box = (name: RegExp | string) => screen.getByRole('checkbox', { name });

  it('asks for the required consents and a matching password confirmation before calling anything', async () => {
    const { calls } = fakeApi(codeRoutes);
    signupAt();
    await userEvent.click(screen.getByRole('button', { name: '가입하기' }));
    expect(screen.getByLabelText(/^비밀번호 확인/)).toHaveAccessibleDescription(MESSAGES.passwordConfirmRequired);
    expect(consentsGroup()).toHaveAccessibleDescription(ERRORS.E160.message);

    await fillVerifiedForm();
    const confirmation = screen.getByLabelText(/^비밀번호 확인/);
    await userEvent.clear(confirmation);
    await userEvent.type(confirmation, 'Siktak!pass2');
    // Only the optional one ticked: the required ones are still missing.
    await userEvent.click(box(/마케팅 정보 수신 동의/));
    await userEvent.click(screen.getByRole('button', { name: '가입하기' }));
    expect(confirmation).toHaveAccessibleDescription(MESSAGES.passwordConfirmMismatch);
    expect(consentsGroup()).toHaveAccessibleDescription(ERRORS.E160.message);
    expect(calls.filter((call) => call.includes('/api/auth/signup'))).toEqual([]);

    // Each item links to its text, opening in a new tab so the form keeps what was typed.
    for (const [name, path] of [
      [/이용약관 동의 내용 보기/, '/terms'],
      [/개인정보 수집·이용 동의 내용 보기/, '/privacy'],
      [/만 14세 이상 확인 내용 보기/, '/privacy'],
      [/마케팅 정보 수신 동의 내용 보기/, '/marketing-consent'],
    ] as const) {
      const link = screen.getByRole('link', { name });
      expect(link).toHaveAttribute('href', path);
      expect(link).toHaveAttribute('target', '_blank');
    }
  });

  it('ticks and unticks every item with 전체 동의, and signs up with the required ones alone', async () => {
    const sent: unknown[] = [];
    fakeApi({
      ...codeRoutes,
      'POST /api/auth/signup': route({
        body: signupBody,
        answer: codeResponse,
        handle: ({ body }) => {
          sent.push(body);
          return { status: 201, body: { success: true, code: 'S202', message: '회원가입이 완료되었습니다.' } };
        },
      }),
    });
    signupAt();
    await fillVerifiedForm();
    const items = [/이용약관 동의$/, /개인정보 수집·이용 동의$/, /만 14세 이상 확인$/, /마케팅 정보 수신 동의$/];

    await userEvent.click(box('전체 동의'));
    for (const name of items) expect(box(name)).toBeChecked();
    // One item off: 전체 동의 is no longer true; all of them on again: it is.
    await userEvent.click(box(/마케팅 정보 수신 동의$/));
    expect(box('전체 동의')).not.toBeChecked();
    await userEvent.click(box(/마케팅 정보 수신 동의$/));
    expect(box('전체 동의')).toBeChecked();
    await userEvent.click(box('전체 동의'));
    for (const name of items) expect(box(name)).not.toBeChecked();

    for (const name of items.slice(0, 3)) await userEvent.click(box(name));
    expect(box('전체 동의')).not.toBeChecked();
    await userEvent.click(screen.getByRole('button', { name: '가입하기' }));
    expect(await screen.findByText('로그인 화면')).toBeInTheDocument();
    expect(sent).toEqual([
      expect.objectContaining({ consents: { terms: true, privacy: true, age14: true, marketing: false } }),
    ]);
  });

  it("shows the server's consent refusal (E160) under the consents", async () => {
    fakeApi({
      ...codeRoutes,
      'POST /api/auth/signup': route({
        body: signupBody,
        handle: () => ({
          status: 400,
          body: { success: false, code: 'E160', message: ERRORS.E160.message },
        }),
      }),
    });
    signupAt();
    await fillVerifiedForm();
    await userEvent.click(box('전체 동의'));
    await userEvent.click(screen.getByRole('button', { name: '가입하기' }));
    await expect.poll(() => consentsGroup().getAttribute('aria-invalid')).toBe('true');
    expect(consentsGroup()).toHaveAccessibleDescription(ERRORS.E160.message);
  });
});
