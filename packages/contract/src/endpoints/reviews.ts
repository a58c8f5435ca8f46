import { reviewCalls } from '../calls.js';
import { defineEndpoints } from '../endpoint.js';
import { LIMITS } from '../rules.js';
import { messageBody, pageQuery } from '../schemas/common.js';
import {
  myReviewDetail,
  myReviews,
  ownerReviewDetail,
  ownerReviewList,
  reportReviewBody,
  reviewFields,
  reviewNoParam,
  reviewReplyBody,
  reviewReplySaved,
  reviewSaved,
} from '../schemas/reviews.js';
import { storeNoParam, storeReviews } from '../schemas/stores.js';

const tags = ['reviews'];
/** The review form's text parts and its `files` images. */
const reviewForm = {
  fields: reviewFields,
  files: { files: LIMITS.reviewImagesMax },
  tooMany: 'reviewImagesMax',
} as const;
const IMAGE_ERRORS = ['E200', 'E201', 'E202', 'E203'] as const;

export const reviewEndpoints = /* @__PURE__ */ defineEndpoints(reviewCalls, {
  ofStore: {
    summary: "A store's visible reviews (cached JSON with an ETag)",
    tags,
    access: 'public',
    params: storeNoParam,
    responses: { 200: storeReviews },
    errors: ['404'],
  },
  write: {
    summary: 'Reviews a visited reservation',
    tags,
    access: 'member',
    multipart: reviewForm,
    responses: { 201: reviewSaved },
    errors: ['404', 'E125', 'E126', ...IMAGE_ERRORS],
  },
  edit: {
    summary: "Edits the caller's review",
    tags,
    access: 'member',
    params: reviewNoParam,
    multipart: reviewForm,
    responses: { 200: reviewSaved },
    errors: ['404', ...IMAGE_ERRORS],
  },
  mine: {
    summary: 'Every review of the caller',
    tags,
    access: 'member',
    responses: { 200: myReviews },
    errors: [],
  },
  mineDetail: {
    summary: 'One review of the caller (a bare one-element array)',
    tags,
    access: 'member',
    params: reviewNoParam,
    responses: { 200: myReviewDetail },
    errors: ['404'],
  },
  remove: {
    summary: "Deletes the caller's review",
    tags,
    access: 'member',
    params: reviewNoParam,
    responses: { 200: messageBody },
    errors: ['404'],
  },
  ownerList: {
    summary: "The owner's store reviews, a page at a time",
    tags,
    access: ['ROLE_OWNER'],
    query: pageQuery,
    responses: { 200: ownerReviewList },
    errors: ['404'],
  },
  ownerDetail: {
    summary: "One review of the owner's store",
    tags,
    access: ['ROLE_OWNER'],
    params: reviewNoParam,
    responses: { 200: ownerReviewDetail },
    errors: ['404'],
  },
  report: {
    summary: "Reports a review of the owner's store to the admins",
    tags,
    access: ['ROLE_OWNER'],
    params: reviewNoParam,
    body: reportReviewBody,
    responses: { 201: messageBody },
    errors: ['404', 'E128'],
  },
  reply: {
    summary: "Writes or replaces the owner's public reply to a review of their store",
    tags,
    access: ['ROLE_OWNER'],
    params: reviewNoParam,
    body: reviewReplyBody,
    responses: { 200: reviewReplySaved },
    errors: ['404', 'E188'],
  },
  removeReply: {
    summary: "Deletes the owner's reply to a review of their store",
    tags,
    access: ['ROLE_OWNER'],
    params: reviewNoParam,
    responses: { 200: messageBody },
    errors: ['404', 'E189'],
  },
});
