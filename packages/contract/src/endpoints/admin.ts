import { adminCalls } from '../calls.js';
import { defineEndpoints } from '../endpoint.js';
import {
  adminListQuery,
  adminOwnerDetail,
  adminOwnerList,
  adminPaymentDetail,
  adminPaymentList,
  adminPaymentListQuery,
  adminReviewDetail,
  adminReviewList,
  adminStoreDetail,
  adminStoreList,
  adminUserDetail,
  adminUserList,
  registerNoBody,
  reviewVisibilityBody,
  userNoBody,
} from '../schemas/admin.js';
import { messageBody, pageQuery } from '../schemas/common.js';
import { orderIdParam } from '../schemas/payments.js';
import { reviewNoParam } from '../schemas/reviews.js';
import { storeNoParam } from '../schemas/stores.js';

const tags = ['admin'];
/** Every call here is for admins: visitors get 401 `code: "401"`, other roles 403. */
const access = ['ROLE_ADMIN'] as const;

export const adminEndpoints = /* @__PURE__ */ defineEndpoints(adminCalls, {
  users: {
    summary: 'Members, a page at a time',
    tags,
    access,
    query: adminListQuery,
    responses: { 200: adminUserList },
    errors: [],
  },
  user: {
    summary: 'One member (S205 envelope)',
    tags,
    access,
    body: userNoBody,
    responses: { 200: adminUserDetail },
    errors: ['404'],
  },
  withdrawUser: {
    summary: 'Withdraws a member',
    tags,
    access,
    body: userNoBody,
    responses: { 200: messageBody },
    errors: ['404', 'E111', 'E116'],
  },
  owners: {
    summary: 'Owner applications, a page at a time',
    tags,
    access,
    query: pageQuery,
    responses: { 200: adminOwnerList },
    errors: [],
  },
  owner: {
    summary: 'One owner application (S208 envelope)',
    tags,
    access,
    body: registerNoBody,
    responses: { 200: adminOwnerDetail },
    errors: ['404'],
  },
  approveOwner: {
    summary: 'Approves an owner application',
    tags,
    access,
    body: registerNoBody,
    responses: { 200: messageBody },
    errors: ['404', 'E114'],
  },
  rejectOwner: {
    summary: 'Rejects an owner application',
    tags,
    access,
    body: registerNoBody,
    responses: { 200: messageBody },
    errors: ['404', 'E114'],
  },
  stores: {
    summary: 'Stores, a page at a time',
    tags,
    access,
    query: adminListQuery,
    responses: { 200: adminStoreList },
    errors: [],
  },
  store: {
    summary: 'One store with its owner',
    tags,
    access,
    params: storeNoParam,
    responses: { 200: adminStoreDetail },
    errors: ['404'],
  },
  removeStore: {
    summary: 'Deletes a store',
    tags,
    access,
    params: storeNoParam,
    responses: { 200: messageBody },
    errors: ['404', 'E302'],
  },
  reviews: {
    summary: 'Reviews, a page at a time',
    tags,
    access,
    query: adminListQuery,
    responses: { 200: adminReviewList },
    errors: [],
  },
  review: {
    summary: 'One review with its reports',
    tags,
    access,
    params: reviewNoParam,
    responses: { 200: adminReviewDetail },
    errors: ['404'],
  },
  setReviewHidden: {
    summary: 'Hides a review from the store page, or shows it again',
    tags,
    access,
    params: reviewNoParam,
    body: reviewVisibilityBody,
    responses: { 200: messageBody },
    errors: ['404'],
  },
  removeReview: {
    summary: 'Deletes a review',
    tags,
    access,
    params: reviewNoParam,
    responses: { 200: messageBody },
    errors: ['404'],
  },
  payments: {
    summary: 'Payments (예약금), newest first, 20 a page; by reservation number, order id, store name or state',
    tags,
    access,
    query: adminPaymentListQuery,
    responses: { 200: adminPaymentList },
    errors: [],
  },
  payment: {
    summary: 'One payment with its ledger: the charge and each refund',
    tags,
    access,
    params: orderIdParam,
    responses: { 200: adminPaymentDetail },
    errors: ['404'],
  },
});
