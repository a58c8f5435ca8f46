/**
 * Enumerations shared by the server and the web app. Plain data, no zod, so that the home page
 * can import them without pulling a validation library into its first bundle.
 */

/** The 25 districts (자치구) of Seoul, as sent on the wire in `categoryAddress`. */
export const DISTRICTS = [
  '강남구',
  '강동구',
  '강북구',
  '강서구',
  '관악구',
  '광진구',
  '구로구',
  '금천구',
  '노원구',
  '도봉구',
  '동대문구',
  '동작구',
  '마포구',
  '서대문구',
  '서초구',
  '성동구',
  '성북구',
  '송파구',
  '양천구',
  '영등포구',
  '용산구',
  '은평구',
  '종로구',
  '중구',
  '중랑구',
] as const;
export type District = (typeof DISTRICTS)[number];

/** Food types in the order the store-list filter shows them (spec §2: all, Korean, Chinese, Western, Japanese). */
export const FOOD_TYPES = ['한식', '중식', '양식', '일식'] as const;
export type FoodType = (typeof FOOD_TYPES)[number];

/** Amenity keys exactly as on the wire — `BABY_FACILIIES` is misspelt on purpose. */
export const AMENITIES = [
  'PARKING',
  'VALET',
  'PET',
  'NO_KIDS',
  'CORKAGE',
  'CORKAGE_FREE',
  'BABY_CHAIR',
  'GROUP_SEAT',
  'WIFI',
  'BABY_FACILIIES',
] as const;
export type Amenity = (typeof AMENITIES)[number];

export const AMENITY_LABELS: Record<Amenity, string> = {
  PARKING: '주차 가능',
  VALET: '발렛 파킹',
  PET: '반려동물 동반',
  NO_KIDS: '노키즈존',
  CORKAGE: '콜키지',
  CORKAGE_FREE: '콜키지 프리',
  BABY_CHAIR: '유아 의자',
  GROUP_SEAT: '단체석',
  WIFI: '무선 인터넷',
  BABY_FACILIIES: '유아 시설',
};

/** Weekday letters in the order forms show them (Mon…Sun). */
export const WEEKDAYS = ['월', '화', '수', '목', '금', '토', '일'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** `Date#getDay()` index (0 = Sunday) → weekday letter. */
export const WEEKDAY_BY_JS_DAY: readonly Weekday[] = ['일', '월', '화', '수', '목', '금', '토'];

export const ROLES = ['ROLE_USER', 'ROLE_OWNER', 'ROLE_ADMIN'] as const;
export type Role = (typeof ROLES)[number];

export const ROLE_LABELS: Record<Role, string> = {
  ROLE_USER: '사용자',
  ROLE_OWNER: '사장님',
  ROLE_ADMIN: '관리자',
};

/** Reservation status: Y confirmed, N cancelled. */
export const RESERVATION_STATUSES = ['Y', 'N'] as const;
export type ReservationStatus = (typeof RESERVATION_STATUSES)[number];

/** Review eligibility of a reservation: YET may write, COM written, NO not eligible. */
export const REVIEW_ELIGIBILITY = ['YET', 'COM', 'NO'] as const;
export type ReviewEligibility = (typeof REVIEW_ELIGIBILITY)[number];

/** Owner application status: N waiting, Y approved, R rejected (the existing client shows non-Y as waiting). */
export const APPLICATION_STATUSES = ['N', 'Y', 'R'] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

export const APPLICATION_STATUS_LABELS: Record<ApplicationStatus, string> = {
  N: '처리 대기',
  Y: '처리 완료',
  R: '반려',
};

/** Reasons a member can pick when cancelling (spec §5); 기타 needs free text. */
export const USER_CANCEL_REASONS = ['단순 변심', '날짜 착오', '기타'] as const;

/**
 * Occasions a diner may give a booking (요청사항 at booking, our app's addition), as sent on the wire in
 * `occasion`, in the order the booking page shows them.
 */
export const OCCASIONS = ['BIRTHDAY', 'ANNIVERSARY', 'DATE', 'BUSINESS', 'FAMILY', 'OTHER'] as const;
export type Occasion = (typeof OCCASIONS)[number];

export const OCCASION_LABELS: Record<Occasion, string> = {
  BIRTHDAY: '생일',
  ANNIVERSARY: '기념일',
  DATE: '데이트',
  BUSINESS: '비즈니스',
  FAMILY: '가족 모임',
  OTHER: '기타',
};

/**
 * The tabs of the member's reservation list (`?filter=` of GET /api/reservation/mypage/{userNo}, our
 * app's addition): confirmed bookings whose hour has not started, the others that were not cancelled
 * (visited or marked no-show), and the cancelled ones (docs/adr/0043-reservation-addresses-and-tabs.md).
 */
export const RESERVATION_FILTERS = ['upcoming', 'past', 'cancelled'] as const;
export type ReservationFilter = (typeof RESERVATION_FILTERS)[number];

/**
 * Where a booking stands in the owner's reservation book (예약 장부, docs/adr/0050-reservation-book.md):
 * confirmed, visited (방문 완료), marked as a no-show, or cancelled — one of them, never two.
 */
export const LEDGER_STATUSES = ['confirmed', 'visited', 'no-show', 'cancelled'] as const;
export type LedgerStatus = (typeof LEDGER_STATUSES)[number];

/** The words the owner's screens already show for each (the status badge), so the CSV and the filter say the same. */
export const LEDGER_STATUS_LABELS: Record<LedgerStatus, string> = {
  confirmed: '예약완료',
  visited: '방문 완료',
  'no-show': '노쇼',
  cancelled: '예약취소',
};

/** Reasons an owner can pick when reporting a review (spec §9); 기타 needs free text. */
export const REPORT_REASONS = ['욕설/비방', '허위 정보', '기타'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

/** Yes/no flags on the wire (`isDeleted`). */
export const YN = ['Y', 'N'] as const;
export type YesNo = (typeof YN)[number];

/** Orders of the availability search (docs/adr/0022-availability-plain-sql-per-request.md). */
export const STORE_SORTS = ['recommended', 'rating', 'reviews', 'latest'] as const;
export type StoreSort = (typeof STORE_SORTS)[number];

export const STORE_SORT_LABELS: Record<StoreSort, string> = {
  recommended: '추천순',
  rating: '평점순',
  reviews: '리뷰 많은순',
  latest: '최신순',
};

/**
 * The cookies login, refresh and the Kakao sign-in set besides their answers (ADR-0040): the refresh
 * token, HttpOnly and sent to the auth calls only, and a readable mark with no secret in it that tells
 * the web app, on a page with an empty session storage, that there is a session to restore.
 */
export const SESSION_COOKIE = {
  refreshToken: 'siktak_refresh',
  refreshTokenPath: '/api/auth',
  signedIn: 'siktak_signed_in',
} as const;

/**
 * What a member agrees to at sign-up (docs/adr/0041-sign-up-consents.md), in the order the form shows
 * them: the sign-up bodies' `consents` keys, and the `kind` of each recorded consent.
 */
export const CONSENT_KINDS = ['terms', 'privacy', 'age14', 'marketing'] as const;
export type ConsentKind = (typeof CONSENT_KINDS)[number];

export const CONSENT_LABELS: Record<ConsentKind, string> = {
  terms: '이용약관 동의',
  privacy: '개인정보 수집·이용 동의',
  age14: '만 14세 이상 확인',
  marketing: '마케팅 정보 수신 동의',
};

/**
 * Where a recorded consent came from: our sign-up forms, a sign-up of the existing client (which sends
 * no consents: `agreed` unknown), or the member's own change on 내 정보.
 */
export const CONSENT_SOURCES = ['signup', 'kakao-signup', 'legacy-client', 'my-info'] as const;
export type ConsentSource = (typeof CONSENT_SOURCES)[number];
