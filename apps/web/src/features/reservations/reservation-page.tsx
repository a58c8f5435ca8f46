import { type Occasion, type ReservationStoreInfo, depositFor, wonText } from '@siktak/contract';
import { ERRORS, MESSAGES, fillMessage } from '@siktak/contract/messages';
import { useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { ApiError } from '../../shared/api/client';
import { RequireAuth } from '../../shared/lib/require-auth';
import { session } from '../../shared/lib/session';
import { Button, ButtonLink } from '../../shared/ui/button';
import { PageHeader } from '../../shared/ui/page';
import { EmptyState, ErrorState } from '../../shared/ui/states';
import { useToast } from '../../shared/ui/toast';
import { WaitlistOffer } from '../../shared/waitlist/waitlist-offer';
import { useBook, useBookDeposit, useBookingInfo } from './api';
import { BookingRequestFields } from './booking-request-fields';
import { openCheckout } from './deposit-checkout';
import { DepositConsent } from './deposit-consent';
import { firstOpenDate, requestedBooking } from './booking-dates';
import { SlotChoiceForm, SlotChoiceSkeleton, seatLimitOf, useNow, useSlotChoice } from './slot-choice';
import { TEXTS } from './texts';

function BookingForm({ storeNo, info }: { storeNo: number; info: ReservationStoreInfo }) {
  const now = useNow();
  const navigate = useNavigate();
  const toast = useToast();
  const book = useBook();
  const bookDeposit = useBookDeposit();
  const [params] = useSearchParams();
  // A time chip's link selects its date, time and party.
  const [asked] = useState(() => requestedBooking(params, info, now));
  const choice = useSlotChoice(storeNo, info, now, {
    date: asked.date ?? firstOpenDate(info, now),
    time: asked.time,
    party: asked.party ?? 1,
  });
  const { date, time, count, chosen } = choice;
  const [occasion, setOccasion] = useState<Occasion | null>(null);
  const [note, setNote] = useState('');
  // A store with a 예약금: the diner agrees to its policy before 예약하기 (ADR-0051).
  const policy = info.depositPolicy ?? null;
  const [agreed, setAgreed] = useState(false);
  // Back from the payment window without a booking: why (the hold ran out, the payment failed, or it is being checked).
  const [failure, setFailure] = useState<{ title: string; detail?: string } | null>(() => {
    const code = params.get('deposit');
    return code === 'E172' || code === 'E173' || code === 'E183' ? { title: ERRORS[code].message } : null;
  });

  function submit() {
    setFailure(null);
    const userNo = session.user()?.userNo;
    if (!userNo) {
      setFailure({ title: MESSAGES.loginRequired });
      return;
    }
    if (!date || !time || count < 1) {
      setFailure({ title: MESSAGES.bookingIncomplete });
      return;
    }
    const requestNote = note.trim();
    const body = {
      userNo,
      storeNo,
      reservationDate: date,
      reservationTime: time,
      personCount: count,
      // Sent only when given: without them the body is the existing client's.
      ...(occasion ? { occasion } : {}),
      ...(requestNote ? { requestNote } : {}),
      ...(policy ? { policyAgreed: agreed } : {}),
    };
    const onError = (error: unknown) => {
      const serverSaid = error instanceof ApiError && error.status >= 400 && error.status < 500;
      // The toast is seen wherever the page is scrolled (the button sits in a bar on phones).
      toast.error(serverSaid ? error.message : MESSAGES.bookingSaveFailed);
      setFailure({ title: MESSAGES.bookingSaveFailed, ...(serverSaid ? { detail: error.message } : {}) });
    };
    if (policy) {
      // The seats are held for 10 minutes while the diner pays in the window (ADR-0053).
      const opened = (error: unknown) => {
        bookDeposit.reset();
        onError(error);
      };
      bookDeposit.mutate(body, { onSuccess: ({ checkout }) => openCheckout(checkout).catch(opened), onError });
      return;
    }
    // The confirmation page says "예약이 완료되었습니다!" and loads the booking by its number.
    book.mutate(body, {
      onSuccess: ({ reservationNo }) => navigate(`/reservation-complete/${reservationNo}`),
      onError,
    });
  }

  // The waitlist is offered only on an hour full of bookings: one its owner closed never frees a seat.
  const seatLimit = seatLimitOf(choice);

  return (
    <SlotChoiceForm
      className="pb-24 lg:pb-0"
      info={info}
      now={now}
      choice={choice}
      failure={failure}
      onPick={() => setFailure(null)}
      seatLimitId="booking-seat-limit"
      hints={
        <>
          {seatLimit && date && time && chosen && !chosen.closed && (
            <WaitlistOffer storeNo={storeNo} date={date} time={time} party={count} />
          )}
          <p className="text-sm text-ink-600">{TEXTS.bookingLimits}</p>
        </>
      }
      extra={
        <>
          <BookingRequestFields occasion={occasion} onOccasion={setOccasion} note={note} onNote={setNote} />
          {policy && <DepositConsent policy={policy} party={count} agreed={agreed} onAgreed={setAgreed} />}
        </>
      }
      action={
        <Button
          size="lg"
          // The deposit's longer label wraps on phones, leaving the bar room for the chosen slot.
          className={
            policy ? 'min-w-0 max-w-[60%] break-keep py-1.5 leading-snug lg:w-full lg:max-w-none' : 'shrink-0 lg:w-full'
          }
          onClick={submit}
          disabled={!date || !time || seatLimit !== null || (policy !== null && !agreed)}
          aria-describedby={seatLimit ? 'booking-seat-limit' : undefined}
          // A deposit booking stays busy until the payment window has taken over the page.
          loading={book.isPending || bookDeposit.isPending || bookDeposit.isSuccess}
          loadingText={TEXTS.booking}
        >
          {policy
            ? fillMessage(MESSAGES.depositPayButton, { amount: wonText(depositFor(policy, count)) })
            : TEXTS.bookButton}
        </Button>
      }
    />
  );
}

function Booking() {
  const storeNo = Number(useParams().storeNo);
  const info = useBookingInfo(storeNo);

  let body: React.ReactNode;
  if (!Number.isInteger(storeNo) || storeNo <= 0 || info.isError) {
    body = (
      <ErrorState
        message={MESSAGES.bookingLoadFailed}
        onRetry={
          info.isError && !(info.error instanceof ApiError && info.error.status === 404)
            ? () => info.refetch()
            : undefined
        }
      />
    );
  } else if (info.isPending) {
    body = <SlotChoiceSkeleton />;
  } else if (firstOpenDate(info.data, new Date()) === null) {
    body = (
      <EmptyState
        title={TEXTS.bookingNoOpenDate}
        action={<ButtonLink to={`/store-detail/${storeNo}`}>가게 정보 보기</ButtonLink>}
      />
    );
  } else {
    body = <BookingForm storeNo={storeNo} info={info.data} />;
  }

  return (
    <div className="container-page max-w-4xl py-8">
      <PageHeader
        title={info.data?.storeName ?? TEXTS.bookingTitle}
        // Only the hours: the hourly capacity is the owner's figure, not the diner's (issue 37).
        description={info.data ? `영업시간 ${info.data.openTime}~${info.data.closeTime}` : undefined}
      />
      {body}
    </div>
  );
}

export default function ReservationPage() {
  return (
    <RequireAuth>
      <Booking />
    </RequireAuth>
  );
}
