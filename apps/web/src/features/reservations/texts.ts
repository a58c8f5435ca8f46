import { LIMITS } from '@siktak/contract/rules';

/**
 * Web-only texts of the booking screens that the spec leaves to us (spec §8's own texts live in
 * @siktak/contract/messages and are used from there).
 */
export const TEXTS = {
  statusConfirmed: '예약완료',
  statusCancelled: '예약취소',
  statusNoShow: '노쇼',
  noShowBanner: '방문하지 않은 예약(노쇼)으로 처리되었어요.',
  noShowBannerHint: '잘못 처리되었다면 가게에 문의해주세요.',
  ownerNoShowBanner: '노쇼로 처리한 예약이에요.',
  ownerNoShowBannerHint: '손님의 예약 내역에도 노쇼로 보여요. 잘못 처리했다면 노쇼 취소를 눌러주세요.',
  noShowMark: '노쇼 처리',
  noShowUndo: '노쇼 취소',
  noShowMarkTitle: '노쇼로 처리할까요?',
  noShowMarkDescription: '오지 않은 손님의 예약으로 표시해요. 손님의 예약 내역에도 노쇼로 보여요.',
  noShowUndoTitle: '노쇼 처리를 취소할까요?',
  noShowUndoDescription: '예약완료 상태로 되돌려요.',
  reviewWrite: '리뷰 쓰기',
  reviewView: '작성한 리뷰 보기',
  reviewNotEligible: '작성 불가',
  myListTitle: '예약 내역',
  myListEmpty: '아직 예약한 내역이 없어요.',
  myListEmptyHint: '마음에 드는 맛집을 찾아 예약해보세요.',
  myDetailTitle: '예약 상세',
  cancelledBanner: '취소된 예약이에요.',
  pastNotCancellable: '이미 지난 예약은 취소할 수 없어요.',
  cancelButton: '예약 취소',
  cancelDialogTitle: '예약을 취소할까요?',
  cancelDialogDescription: '취소한 예약은 되돌릴 수 없어요.',
  cancelOtherLabel: '취소 사유',
  cancelConfirm: '예약 취소하기',
  cancelKeep: '닫기',
  ownerListTitle: '가게 예약 관리',
  ownerListEmpty: '아직 들어온 예약이 없어요.',
  ownerDetailTitle: '예약 상세',
  ownerCancelDescription: '취소 사유는 예약한 손님에게 전달돼요.',
  ownerCancelPlaceholder: '예: 가게 사정으로 오늘은 영업하지 않아요.',
  backToList: '목록으로',
  bookingTitle: '예약하기',
  bookingNoOpenDate: '30일 안에 예약할 수 있는 날이 없어요.',
  bookingNoSlots: '이 날은 예약할 수 있는 시간이 없어요.',
  bookingSoldOut: '이 시간은 예약이 마감되었어요.',
  /** An hour its owner closed (slot overrides): 마감 too, but no waitlist, as no cancellation opens it. */
  bookingClosedHour: '이 시간은 가게에서 예약을 받지 않아요. 다른 시간을 골라주세요.',
  slotFull: '마감',
  bookingLimits: `다가오는 예약은 한 사람당 ${LIMITS.activeBookingsMax}건, 한 가게는 하루 ${LIMITS.bookingsPerStoreDayMax}번까지 할 수 있어요.`,
  /** Under the party picker, which stops at the store's largest online party (E133 on the server). */
  bookingLargeParty: '{n}명이 넘는 단체는 가게에 전화로 문의해주세요.',
  bookButton: '예약하기',
  booking: '예약 중…',
  changeButton: '예약 변경',
  changeTitle: '예약 변경',
  changeCurrent: '현재 예약',
  changeNew: '바꿀 예약',
  changeSubmit: '변경하기',
  changing: '변경 중…',
  changeHint: '새 자리를 잡을 수 있을 때만 바뀌어요. 바꾸지 못하면 지금 예약은 그대로예요.',
  changeNotAllowed: '지난 예약이나 취소된 예약은 변경할 수 없어요.',
  historyTitle: '예약 기록',
  historyBooked: '예약 접수',
  historyChanged: '예약 변경',
  historyCancelled: '예약 취소',
  historyNoShow: '노쇼 처리',
} as const;

/** Hints under the member's cancel reasons (spec §5: 단순 변심, 날짜 착오, 기타). */
export const CANCEL_REASON_HINTS: Record<string, string> = {
  '단순 변심': '일정이나 마음이 바뀌었어요.',
  '날짜 착오': '날짜나 시간을 잘못 골랐어요.',
  기타: '그 밖의 이유예요. 내용을 적어주세요.',
};
