/** Web-only texts of the waitlist (빈자리 알림); the server's answers carry their own messages. */
export const TEXTS = {
  title: '빈자리 알림',
  join: '빈자리 알림 받기',
  joining: '신청 중…',
  joinAgain: '다시 알림 받기',
  joinHint: '취소로 자리가 나면 신청한 순서대로 메일을 보내드려요. 먼저 예약하는 분께 자리가 돌아가요.',
  waiting: '빈자리 알림을 신청했어요. 자리가 나면 메일로 알려드릴게요.',
  notified: '자리가 났다고 메일로 알려드렸어요. 그 사이 자리가 다시 찼다면 한 번 더 신청할 수 있어요.',
  leave: '알림 취소',
  leaving: '취소 중…',
  stateWaiting: '대기 중',
  stateNotified: '알림 보냄',
  joinFailed: '빈자리 알림을 신청하지 못했어요. 잠시 후 다시 시도해주세요.',
  leaveFailed: '빈자리 알림을 취소하지 못했어요. 잠시 후 다시 시도해주세요.',
  listFailed: '빈자리 알림을 불러오지 못했어요.',
  empty: '신청한 빈자리 알림이 없어요.',
  emptyHint: '예약이 마감된 시간에서 빈자리 알림을 신청하면 여기에 모여요.',
} as const;
