import type { FastifyPluginAsync } from 'fastify';
import { reservationEndpoints as calls } from '@siktak/contract';
import { currentUser } from '../../platform/auth-guard.js';
import type { AppContext } from '../../platform/context.js';
import { route } from '../../platform/endpoint-route.js';
import { PRIVATE_NO_STORE } from '../../platform/storage.js';
import { DEPOSIT_REFUND, depositFlow } from './deposit.js';
import { HOLD_RELEASED_MAIL, holdReleasedMailHandler } from './hold-mails.js';
import { RESERVATION_MAIL, reservationMailHandler } from './mail-outbox.js';
import { create as contentDisposition } from 'content-disposition';
import { guestService } from './guests.js';
import { ledgerService } from './ledger.js';
import { noShowService } from './no-show.js';
import { reservationOverview } from './overview.js';
import { reservationService } from './service.js';

export function reservationRoutes(ctx: AppContext): FastifyPluginAsync {
  const reservations = reservationService(ctx);
  const overview = reservationOverview(ctx);
  const noShows = noShowService(ctx);
  const guests = guestService(ctx);
  const ledger = ledgerService(ctx);
  const deposits = depositFlow(ctx);
  return async (app) => {
    ctx.outbox.handle(RESERVATION_MAIL, reservationMailHandler(ctx));
    ctx.outbox.handle(DEPOSIT_REFUND, deposits.refundHandler());
    ctx.outbox.handle(HOLD_RELEASED_MAIL, holdReleasedMailHandler(ctx));

    route(app, calls.storeInfo, (request) => reservations.storeInfo(request.params.storeNo));
    route(app, calls.availableSeats, (request) => reservations.availableSeats(request.query));
    route(app, calls.daySlots, (request) => reservations.daySlots(request.query));
    route(app, calls.book, (request) => reservations.reserve(currentUser(request), request.body));
    route(app, calls.bookDeposit, (request) => reservations.reserveWithDeposit(currentUser(request), request.body));
    route(app, calls.depositReturn, async (request, reply) =>
      reply.header('cache-control', 'no-store').redirect(await deposits.returnTo(request.query), 302),
    );
    route(app, calls.refreshReviewStatus, () => reservations.refreshReviewStatus());
    route(app, calls.upcoming, (request) => overview.nextOfMember(currentUser(request)));
    route(app, calls.mine, (request) =>
      reservations.myReservations(currentUser(request), request.params.userNo, request.query),
    );
    route(app, calls.mineDetail, (request) =>
      reservations.myReservationDetail(currentUser(request), request.params.reservationNo),
    );
    route(app, calls.mineCalendar, async (request, reply) => {
      const calendar = await reservations.myCalendar(currentUser(request), request.params.reservationNo);
      return reply
        .type('text/calendar; charset=utf-8')
        .header('cache-control', PRIVATE_NO_STORE)
        .header('content-disposition', `attachment; filename="siktak-reservation-${request.params.reservationNo}.ics"`)
        .send(calendar);
    });
    route(app, calls.cancelMine, (request) => reservations.cancelMine(currentUser(request), request.body));
    route(app, calls.change, (request) =>
      reservations.change(currentUser(request), request.params.reservationNo, request.body),
    );
    route(app, calls.ownerToday, (request) => overview.todayOfOwner(currentUser(request)));
    route(app, calls.ofStore, (request) =>
      reservations.storeReservations(currentUser(request), request.params.storeNo, request.query.page),
    );
    route(app, calls.storeDetail, (request) =>
      reservations.storeReservationDetail(currentUser(request), request.params.reservationNo),
    );
    route(app, calls.cancelForStore, (request) => reservations.cancelForStore(currentUser(request), request.body));
    route(app, calls.noShow, (request) => noShows.mark(currentUser(request), request.body));
    route(app, calls.visit, (request) => noShows.visit(currentUser(request), request.body));
    route(app, calls.guestCard, (request) => guests.card(currentUser(request), request.params.reservationNo));
    route(app, calls.saveGuestNote, (request) =>
      guests.saveNote(currentUser(request), request.params.reservationNo, request.body),
    );
    route(app, calls.deleteGuestNote, (request) =>
      guests.deleteNote(currentUser(request), request.params.reservationNo),
    );
    route(app, calls.ledger, (request) => ledger.list(currentUser(request), request.query));
    route(app, calls.ledgerDay, (request) => ledger.day(currentUser(request), request.query.date));
    route(app, calls.ledgerMonth, (request) => ledger.month(currentUser(request), request.query.month));
    route(app, calls.ledgerCsv, async (request, reply) => {
      const { csv, filename } = await ledger.csv(currentUser(request), request.query);
      const { from, to } = request.query;
      return reply
        .type('text/csv; charset=utf-8')
        .header('cache-control', PRIVATE_NO_STORE)
        .header(
          'content-disposition',
          contentDisposition(filename, { fallback: `siktak-reservations-${from}-${to}.csv` }),
        )
        .send(csv);
    });
  };
}
