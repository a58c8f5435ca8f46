import type { MyReservationDetail } from '@siktak/contract';
import { fillMessage } from '@siktak/contract/messages';
import { ApiError } from '../../shared/api/client';
import { listDate, people, timeOf } from '../../shared/lib/format';
import { Button, buttonClass } from '../../shared/ui/button';
import { useToast } from '../../shared/ui/toast';
import { useDownloadCalendar } from './api';
import { TEXTS } from './texts';

/** The store's full address as the detail shows it and 복사 copies it. */
export const addressOf = (r: Pick<MyReservationDetail, 'storeAddress1' | 'storeAddress2'>) =>
  `${r.storeAddress1} ${r.storeAddress2}`.trim();

/**
 * 길찾기 by address in the map apps' public search URLs, which need no API key. The road address is
 * searched without its detail part (floor, unit), which the map apps do not know.
 */
export function directionLinks(address: string): { label: string; href: string }[] {
  const query = encodeURIComponent(address);
  return [
    { label: TEXTS.kakaoMap, href: `https://map.kakao.com/link/search/${query}` },
    { label: TEXTS.naverMap, href: `https://map.naver.com/p/search/${query}` },
  ];
}

async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

/** The address with 복사 (clipboard) and 길찾기 in Kakao Map or Naver Map. */
export function AddressActions({ reservation }: { reservation: MyReservationDetail }) {
  const toast = useToast();
  const address = addressOf(reservation);
  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
        <span>{address}</span>
        <Button
          size="sm"
          variant="outline"
          aria-label={`주소 ${TEXTS.addressCopy}`}
          onClick={async () =>
            (await copyText(address)) ? toast.success(TEXTS.addressCopied) : toast.error(TEXTS.addressCopyFailed)
          }
        >
          {TEXTS.addressCopy}
        </Button>
      </div>
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <span className="text-ink-600">{TEXTS.directions}</span>
        {directionLinks(reservation.storeAddress1 || address).map((link) => (
          <a
            key={link.label}
            href={link.href}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={`${link.label}에서 ${TEXTS.directions} (새 창)`}
            className={buttonClass('secondary', 'sm')}
          >
            {link.label}
          </a>
        ))}
      </div>
    </div>
  );
}

/** 캘린더에 추가: downloads the booking's .ics (the server writes it, with the booking mails' UID). */
export function CalendarButton({ reservationNo, className }: { reservationNo: number; className?: string }) {
  const toast = useToast();
  const download = useDownloadCalendar();
  return (
    <Button
      variant="outline"
      className={className}
      loading={download.isPending}
      loadingText={TEXTS.calendarSaving}
      onClick={() =>
        download.mutate(reservationNo, {
          onSuccess: () => toast.success(TEXTS.calendarSaved),
          onError: (error) => toast.error(error instanceof ApiError ? error.message : TEXTS.calendarFailed),
        })
      }
    >
      {TEXTS.addToCalendar}
    </Button>
  );
}

/**
 * 공유하기: the phone's share sheet where there is one, else the link copied. What is shared is the
 * store's page with the booking in words: the booking's own page opens only for the member.
 */
export function ShareButton({ reservation, className }: { reservation: MyReservationDetail; className?: string }) {
  const toast = useToast();
  async function share() {
    const url = `${window.location.origin}/store-detail/${reservation.storeNo}`;
    const text = fillMessage(TEXTS.shareText, {
      store: reservation.storeName,
      when: `${listDate(reservation.reservationDate)} ${timeOf(reservation.reservationTime)}`,
      party: people(reservation.personCount),
    });
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title: reservation.storeName, text, url });
      } catch (error) {
        // Closing the share sheet is no failure.
        if (!(error instanceof DOMException && error.name === 'AbortError')) toast.error(TEXTS.shareFailed);
      }
      return;
    }
    if (await copyText(`${text} ${url}`)) toast.success(TEXTS.linkCopied);
    else toast.error(TEXTS.shareFailed);
  }
  return (
    <Button variant="outline" className={className} onClick={share}>
      {TEXTS.share}
    </Button>
  );
}
