import { authCalls } from '../calls.js';
import { messageBody } from '../schemas/common.js';
import { defineEndpoints } from '../endpoint.js';
import {
  codeResponse,
  kakaoCallbackQuery,
  kakaoSignupBody,
  loginBody,
  loginResponse,
  logoutRequestBody,
  passwordResetBody,
  passwordResetRequestBody,
  providersResponse,
  refreshRequestBody,
  refreshResponse,
  sendCodeBody,
  signupBody,
  verifyCodeBody,
} from '../schemas/auth.js';

const tags = ['auth'];

export const authEndpoints = /* @__PURE__ */ defineEndpoints(authCalls, {
  sendCode: {
    summary: 'Mails a 6-digit sign-up code to the address',
    tags,
    access: 'public',
    body: sendCodeBody,
    responses: { 200: codeResponse },
    errors: ['E100', 'E104', 'E106', '429'],
  },
  verifyCode: {
    summary: 'Checks a sign-up code',
    tags,
    access: 'public',
    body: verifyCodeBody,
    responses: { 200: codeResponse },
    errors: ['E103', 'E107', '429'],
  },
  signup: {
    summary: 'Creates a member with a verified address',
    tags,
    access: 'public',
    body: signupBody,
    responses: { 201: codeResponse },
    errors: ['E100', 'E101', 'E102', 'E160', '429'],
  },
  login: {
    summary: 'Logs in with e-mail and password; answers the tokens',
    tags,
    access: 'public',
    body: loginBody,
    responses: { 200: loginResponse },
    errors: ['E105', 'E111', '429'],
  },
  refresh: {
    summary:
      'Trades a refresh token (in the body, or else the session cookie from our own pages) for new tokens (rotation with reuse detection)',
    tags,
    access: 'public',
    body: refreshRequestBody,
    responses: { 200: refreshResponse },
    errors: ['401', '429', 'E155'],
  },
  logout: {
    summary:
      'Ends the session of the refresh token (or of the access token); through the session cookie, every session of the member',
    tags,
    access: 'optional',
    body: logoutRequestBody,
    responses: { 200: codeResponse },
    errors: ['E155'],
  },
  providers: {
    summary: 'Which social logins are configured',
    tags,
    access: 'public',
    responses: { 200: providersResponse },
    errors: [],
  },
  kakaoStart: {
    summary: "Redirects (302) to Kakao's consent page with a state",
    tags,
    access: 'public',
    responses: {},
    errors: ['429'],
  },
  kakaoCallback: {
    summary: "Kakao's redirect target: logs in or starts a Kakao sign-up, then redirects (302) to the web app",
    tags,
    access: 'public',
    query: kakaoCallbackQuery,
    responses: {},
    errors: ['429'],
  },
  kakaoSignup: {
    summary: 'Completes a Kakao sign-up',
    tags,
    access: 'public',
    body: kakaoSignupBody,
    responses: { 201: codeResponse },
    errors: ['E100', 'E101', 'E108', 'E160'],
  },
  requestPasswordReset: {
    summary: 'Mails a 30-minute reset link, or to a Kakao-only account how to sign in; one answer for any address',
    tags,
    access: 'public',
    body: passwordResetRequestBody,
    responses: { 200: messageBody },
    errors: ['E153', '429'],
  },
  resetPassword: {
    summary: "Sets a new password with a reset link's token (once) and ends every session of the member",
    tags,
    access: 'public',
    body: passwordResetBody,
    responses: { 200: messageBody },
    errors: ['E111', 'E150', 'E151', 'E152', '429'],
  },
});
