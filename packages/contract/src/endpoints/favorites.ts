import { favoriteCalls } from '../calls.js';
import { defineEndpoints } from '../endpoint.js';
import { favoriteList, favoriteState } from '../schemas/favorites.js';
import { storeNoParam } from '../schemas/stores.js';

const tags = ['favorites'];

export const favoriteEndpoints = /* @__PURE__ */ defineEndpoints(favoriteCalls, {
  list: {
    summary: "The member's favourite stores, newest first",
    tags,
    access: 'member',
    responses: { 200: favoriteList },
    errors: [],
  },
  add: {
    summary: 'Adds a store to the favourites',
    tags,
    access: 'member',
    params: storeNoParam,
    responses: { 200: favoriteState },
    errors: ['404', 'E140'],
  },
  remove: {
    summary: 'Removes a store from the favourites',
    tags,
    access: 'member',
    params: storeNoParam,
    responses: { 200: favoriteState },
    errors: [],
  },
});
