import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  availabilityQuery,
  availabilityResponse,
  cancelReservationBody,
  createReservationBody,
  createReservationResponse,
  daySlots,
  daySlotsQuery,
  messageBody,
  myReservationDetail,
  myReservationList,
  myUpcomingReservation,
  noShowBody,
  ownerReservationDetail,
  ownerReservationList,
  ownerToday,
  pageQuery,
  reservationNoParam,
  reservationStoreInfo,
  storeNoParam,
  userNoParam,
} from '@siktak/contract';
import { currentClaims, currentUser } from '../../platform/auth-guard.js';
import type { AppContext } from '../../platform/context.js';
import { RESERVATION_MAIL, reservationMailHandler } from './mail-outbox.js';
import { noShowService } from './no-show.js';
import { reservationOverview } from './overview.js';
import { reservationService } from './service.js';

const OWNER_OR_ADMIN = ['ROLE_OWNER', 'ROLE_ADMIN'] as const;
const tags = ['reservations'];

export function reservationRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const reservations = reservationService(ctx);
  const overview = reservationOverview(ctx);
  const noShows = noShowService(ctx);
  return async (app) => {
    ctx.outbox.handle(RESERVATION_MAIL, reservationMailHandler(ctx));

    app.get(
      '/api/reservation/store/:storeNo',
      { schema: { tags, params: storeNoParam, response: { 200: reservationStoreInfo } } },
      (request) => reservations.storeInfo(request.params.storeNo),
    );

    app.get(
      '/api/reservation/available-person',
      { schema: { tags, querystring: availabilityQuery, response: { 200: availabilityResponse } } },
      (request) => reservations.availableSeats(request.query),
    );

    app.get(
      '/api/reservation/slots',
      { schema: { tags, querystring: daySlotsQuery, response: { 200: daySlots } } },
      (request) => reservations.daySlots(request.query),
    );

    app.post(
      '/api/reservation',
      {
        config: { access: 'member', sessionInStatement: true },
        schema: { tags, body: createReservationBody, response: { 201: createReservationResponse } },
      },
      async (request, reply) => reply.code(201).send(await reservations.reserve(currentClaims(request), request.body)),
    );

    app.patch(
      '/api/reservation/review/status-update',
      { config: { access: 'member' }, schema: { tags, response: { 200: messageBody } } },
      () => reservations.refreshReviewStatus(),
    );

    app.get(
      '/api/reservation/mypage/upcoming',
      { config: { access: 'member' }, schema: { tags, response: { 200: myUpcomingReservation } } },
      (request) => overview.nextOfMember(currentUser(request)),
    );

    app.get(
      '/api/reservation/mypage/:userNo',
      {
        config: { access: 'member' },
        schema: { tags, params: userNoParam, querystring: pageQuery, response: { 200: myReservationList } },
      },
      (request) => reservations.myReservations(currentUser(request), request.params.userNo, request.query.page),
    );

    app.get(
      '/api/reservation/mypage/detail/:reservationNo',
      {
        config: { access: 'member' },
        schema: { tags, params: reservationNoParam, response: { 200: myReservationDetail } },
      },
      (request) => reservations.myReservationDetail(currentUser(request), request.params.reservationNo),
    );

    app.patch(
      '/api/reservation/mypage/cancel',
      { config: { access: 'member' }, schema: { tags, body: cancelReservationBody, response: { 200: messageBody } } },
      (request) => reservations.cancelMine(currentUser(request), request.body),
    );

    app.get(
      '/api/reservation/owner/today',
      { config: { access: ['ROLE_OWNER'] }, schema: { tags, response: { 200: ownerToday } } },
      (request) => overview.todayOfOwner(currentUser(request)),
    );

    app.get(
      '/api/reservation/owner/:storeNo',
      {
        config: { access: OWNER_OR_ADMIN },
        schema: { tags, params: storeNoParam, querystring: pageQuery, response: { 200: ownerReservationList } },
      },
      (request) => reservations.storeReservations(currentUser(request), request.params.storeNo, request.query.page),
    );

    app.get(
      '/api/reservation/owner/detail/:reservationNo',
      {
        config: { access: OWNER_OR_ADMIN },
        schema: { tags, params: reservationNoParam, response: { 200: ownerReservationDetail } },
      },
      (request) => reservations.storeReservationDetail(currentUser(request), request.params.reservationNo),
    );

    app.patch(
      '/api/reservation/owner/cancel',
      {
        config: { access: OWNER_OR_ADMIN },
        schema: { tags, body: cancelReservationBody, response: { 200: messageBody } },
      },
      (request) => reservations.cancelForStore(currentUser(request), request.body),
    );

    app.patch(
      '/api/reservation/owner/no-show',
      { config: { access: OWNER_OR_ADMIN }, schema: { tags, body: noShowBody, response: { 200: messageBody } } },
      (request) => noShows.mark(currentUser(request), request.body),
    );
  };
}
