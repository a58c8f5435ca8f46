import { profileCalls } from '../calls.js';
import { defineEndpoints } from '../endpoint.js';
import {
  accountDeleteBody,
  marketingConsentAnswer,
  marketingConsentBody,
  myConsents,
  passwordChangeBody,
  profileForm,
  profileUpdateFields,
  successMessage,
  verifyPasswordBody,
} from '../schemas/profile.js';

const tags = ['profile'];

export const profileEndpoints = /* @__PURE__ */ defineEndpoints(profileCalls, {
  form: {
    summary: 'The member, their role and latest owner application',
    tags,
    access: 'member',
    responses: { 200: profileForm },
    errors: [],
  },
  update: {
    summary: 'Changes name, nickname, phone and (optionally) the profile picture',
    tags,
    access: 'member',
    multipart: { fields: profileUpdateFields, files: { profileImage: 1 } },
    responses: { 200: successMessage },
    errors: ['E101', 'E200', 'E201', 'E202', 'E203'],
  },
  verifyPassword: {
    summary: 'Checks the password before the account pages (E119 with HTTP 401 when wrong)',
    tags,
    access: 'member',
    body: verifyPasswordBody,
    responses: { 200: successMessage },
    errors: ['E119', '429'],
  },
  changePassword: {
    summary: 'Changes the password; other sessions end',
    tags,
    access: 'member',
    body: passwordChangeBody,
    responses: { 200: successMessage },
    errors: ['E119', '429'],
  },
  deleteAccount: {
    summary: 'Withdraws the member',
    tags,
    access: 'member',
    body: accountDeleteBody,
    responses: { 200: successMessage },
    errors: ['E119', '429'],
  },
  consents: {
    summary: "The member's consents (terms, privacy, age, marketing): the latest record of each, with version and time",
    tags,
    access: 'member',
    responses: { 200: myConsents },
    errors: [],
  },
  marketingConsent: {
    summary: 'Turns 마케팅 정보 수신 on or off (recorded with its time); answers the consents',
    tags,
    access: 'member',
    body: marketingConsentBody,
    responses: { 200: marketingConsentAnswer },
    errors: [],
  },
});
