import { ownerCalls } from '../calls.js';
import { defineEndpoints } from '../endpoint.js';
import { LIMITS } from '../rules.js';
import { messageBody } from '../schemas/common.js';
import { documentParams, documentQuery, removedOwnerStore, storeForm } from '../schemas/owner.js';
import { myOwnerApplication, ownerApplicationFields } from '../schemas/profile.js';
import { ownerDashboard } from '../schemas/reservations.js';
import { ownerSlotDay, ownerSlotsQuery, slotOverrideBody } from '../schemas/slot-overrides.js';
import { storeDetail } from '../schemas/stores.js';

const tags = ['owner'];
const OWNER_OR_ADMIN = ['ROLE_OWNER', 'ROLE_ADMIN'] as const;
const IMAGE_ERRORS = ['E200', 'E201', 'E202', 'E203'] as const;
/**
 * The store form: the `storeDto` JSON part (with `deletedImagePaths`) or the
 * admin editor's flat parts, and the `images` photos. Up to twice the photos a store may have are read,
 * so that 6–10 photos answer the spec's image-count message (E300) rather than a generic upload error.
 */
const storeMultipart = {
  fields: storeForm,
  files: { images: LIMITS.storeImagesMax },
  readFiles: LIMITS.storeImagesMax * 2,
  invalid: 'E300',
} as const;

export const ownerEndpoints = /* @__PURE__ */ defineEndpoints(ownerCalls, {
  apply: {
    summary: 'Applies to become an owner: store name, business number and one document image `file`',
    tags: ['profile'],
    access: 'member',
    multipart: { fields: ownerApplicationFields, files: { file: 1 } },
    responses: { 201: messageBody },
    errors: ['E112', 'E113', 'E115', ...IMAGE_ERRORS],
  },
  myApplication: {
    summary: "The caller's latest owner application",
    tags: ['profile'],
    access: 'member',
    responses: { 200: myOwnerApplication },
    errors: ['404'],
  },
  store: {
    summary: "The owner's store (404 while none is registered)",
    tags,
    access: OWNER_OR_ADMIN,
    responses: { 200: storeDetail },
    errors: ['404'],
  },
  removedStore: {
    summary: 'The store an admin deleted while the owner has none',
    tags,
    access: OWNER_OR_ADMIN,
    responses: { 200: removedOwnerStore },
    errors: [],
  },
  dashboard: {
    summary: 'Today by hour, bookings per day and the rating trend',
    tags,
    access: ['ROLE_OWNER'],
    responses: { 200: ownerDashboard },
    errors: ['404'],
  },
  createStore: {
    summary: "Registers the owner's store",
    tags,
    access: OWNER_OR_ADMIN,
    multipart: storeMultipart,
    responses: { 201: storeDetail },
    errors: ['E300', 'E301', 'E303', 'E304', ...IMAGE_ERRORS],
  },
  updateStore: {
    summary: 'Edits a store (the owner, or an admin with the flat parts)',
    tags,
    access: OWNER_OR_ADMIN,
    multipart: storeMultipart,
    responses: { 200: storeDetail },
    errors: ['404', 'E300', 'E303', 'E304', ...IMAGE_ERRORS],
  },
  slots: {
    summary: "One day of the owner's store hours (Seoul today without a date)",
    tags,
    access: ['ROLE_OWNER'],
    query: ownerSlotsQuery,
    responses: { 200: ownerSlotDay },
    errors: ['404'],
  },
  setSlot: {
    summary: 'Closes, narrows or reopens an hour or a whole date',
    tags,
    access: ['ROLE_OWNER'],
    body: slotOverrideBody,
    responses: { 200: ownerSlotDay },
    errors: ['404', 'E120'],
  },
  document: {
    summary: 'An owner-application document by its short-lived signed URL (the image itself, no JSON)',
    tags,
    access: 'public',
    params: documentParams,
    query: documentQuery,
    responses: {},
    errors: ['403', '404'],
  },
});
