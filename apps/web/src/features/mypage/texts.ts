/** Texts the spec leaves to us, shared by the password screens. */
export const PASSWORD_REQUIRED = '비밀번호를 입력해주세요.';
