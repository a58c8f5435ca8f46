/** The auth module's own Korean texts: the sign-up code mail and the Kakao default nickname. */

/** The nickname of a Kakao member whose Kakao name is blank or a single letter. */
export const KAKAO_DEFAULT_NICKNAME = '카카오회원';

/** The mail with a sign-up verification code; laid out by platform/mail-layout.ts. */
export const CODE_MAIL = {
  subject: (code: string) => `[식탁] 이메일 인증번호 ${code}`,
  greeting: '안녕하세요, 식탁입니다.',
  codeLabel: '회원가입 인증번호',
  enterWithin: (minutes: number) => `${minutes}분 안에 입력해주세요.`,
  ignore: '본인이 요청하지 않았다면 이 메일은 무시하셔도 됩니다.',
};
