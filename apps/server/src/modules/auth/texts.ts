/** The auth module's own Korean texts: the sign-up code and password-reset mails, the Kakao default nickname. */

/** The nickname of a Kakao member whose Kakao name is blank or a single letter. */
export const KAKAO_DEFAULT_NICKNAME = '카카오회원';

const GREETING = '안녕하세요, 식탁입니다.';

/** The mail with a sign-up verification code; laid out by platform/mail-layout.ts. */
export const CODE_MAIL = {
  subject: (code: string) => `[식탁] 이메일 인증번호 ${code}`,
  greeting: GREETING,
  codeLabel: '회원가입 인증번호',
  enterWithin: (minutes: number) => `${minutes}분 안에 입력해주세요.`,
  ignore: '본인이 요청하지 않았다면 이 메일은 무시하셔도 됩니다.',
};

/** 비밀번호 찾기 for a member with a password: the link that sets a new one. */
export const RESET_MAIL = {
  subject: '[식탁] 비밀번호 재설정 안내',
  greeting: GREETING,
  intro: '비밀번호 찾기를 요청하셔서 새 비밀번호를 정할 수 있는 링크를 보내드려요.',
  linkLabel: '비밀번호 재설정 링크',
  linkText: '새 비밀번호 정하기',
  within: (minutes: number) => `링크는 ${minutes}분 동안 한 번만 쓸 수 있어요.`,
  sessions: '새 비밀번호를 정하면 로그인되어 있던 모든 기기에서 로그아웃돼요.',
  ignore: '본인이 요청하지 않았다면 이 메일은 무시해주세요. 비밀번호는 바뀌지 않아요.',
};

/** 비밀번호 찾기 for a Kakao-only account: it has no password, so the mail says how to sign in. */
export const KAKAO_ONLY_MAIL = {
  subject: '[식탁] 카카오로 로그인해주세요',
  greeting: GREETING,
  body: '이 이메일은 카카오 로그인으로 가입한 계정이라 비밀번호가 없어요. 카카오로 로그인해주세요.',
  linkLabel: '로그인 화면',
  linkText: '카카오로 로그인하러 가기',
  ignore: RESET_MAIL.ignore,
};
