/**
 * Every call of the API as method and path (Fastify syntax), by module: the only place a path is
 * written. Plain strings with no import, so the web app's entry chunk holds them all without any
 * validation code; the entries of `endpoints/` add the shapes, error codes and access to each.
 */

/** Sign-up, login, tokens and Kakao. */
export const authCalls = {
  sendCode: 'POST /api/auth/send-code',
  verifyCode: 'POST /api/auth/verify-code',
  signup: 'POST /api/auth/signup',
  login: 'POST /api/auth/login',
  refresh: 'POST /api/auth/refresh',
  logout: 'POST /api/auth/logout',
  providers: 'GET /api/auth/providers',
  kakaoStart: 'GET /api/auth/login/kakao/start',
  kakaoCallback: 'GET /api/auth/login/kakao',
  kakaoSignup: 'POST /api/auth/signup/kakao',
  /** 비밀번호 찾기: mails a reset link (or, to a Kakao-only account, how to sign in); the same answer for any address. */
  requestPasswordReset: 'POST /api/auth/password-reset/request',
  /** Sets a new password with the link's token and ends every session of the member. */
  resetPassword: 'POST /api/auth/password-reset',
} as const;

/** The signed-in member's own account. */
export const profileCalls = {
  form: 'GET /api/profile/form',
  update: 'PUT /api/profile/update',
  verifyPassword: 'POST /api/mypage/verify-password',
  changePassword: 'PUT /api/profile/password',
  deleteAccount: 'PUT /api/profile/delete',
  consents: 'GET /api/profile/consents',
  marketingConsent: 'PUT /api/profile/consents/marketing',
} as const;

/** Public store reads. */
export const storeCalls = {
  latest: 'GET /api/store/latest',
  list: 'GET /api/store/list',
  detail: 'GET /api/store/detail/:storeNo',
  // The existing client puts the name in the path unencoded; Fastify decodes the segment (spaces, Hangul).
  blog: 'GET /api/store/:storeName/naver-blog',
  /** Whether blog search is configured: our store page shows its blog section only then. */
  blogSearch: 'GET /api/blog-search',
} as const;

/** Reviews of members, of a store, and the owner's view of them. */
export const reviewCalls = {
  ofStore: 'GET /api/review/store/:storeNo',
  write: 'POST /api/review/write',
  edit: 'PUT /api/review/:reviewNo',
  mine: 'GET /api/review/myreview',
  mineDetail: 'GET /api/review/myreview/detail/:reviewNo',
  remove: 'DELETE /api/review/delete/:reviewNo',
  ownerList: 'GET /api/owner/reviews',
  ownerDetail: 'GET /api/owner/reviews/:reviewNo',
  report: 'POST /api/owner/reviews/:reviewNo/report',
  reply: 'PUT /api/owner/reviews/:reviewNo/reply',
  removeReply: 'DELETE /api/owner/reviews/:reviewNo/reply',
} as const;

/** Booking, the member's and the store's reservations. */
export const reservationCalls = {
  storeInfo: 'GET /api/reservation/store/:storeNo',
  availableSeats: 'GET /api/reservation/available-person',
  daySlots: 'GET /api/reservation/slots',
  book: 'POST /api/reservation',
  /** Our web app's booking of a store with a 예약금: a 10-minute hold of the seats and its payment order. */
  bookDeposit: 'POST /api/reservation/deposit',
  /** Where the payment window's return lands: settles the hold, then redirects (302) to the web app. */
  depositReturn: 'GET /api/reservation/deposit/return',
  refreshReviewStatus: 'PATCH /api/reservation/review/status-update',
  upcoming: 'GET /api/reservation/mypage/upcoming',
  mine: 'GET /api/reservation/mypage/:userNo',
  mineDetail: 'GET /api/reservation/mypage/detail/:reservationNo',
  mineCalendar: 'GET /api/reservation/mypage/calendar/:reservationNo',
  cancelMine: 'PATCH /api/reservation/mypage/cancel',
  change: 'PATCH /api/reservation/mypage/:reservationNo/change',
  ownerToday: 'GET /api/reservation/owner/today',
  ofStore: 'GET /api/reservation/owner/:storeNo',
  storeDetail: 'GET /api/reservation/owner/detail/:reservationNo',
  cancelForStore: 'PATCH /api/reservation/owner/cancel',
  noShow: 'PATCH /api/reservation/owner/no-show',
  /** 방문 완료 or its undo, in the no-show's window. */
  visit: 'PATCH /api/reservation/owner/visited',
  /** The guest card of a booking's member at its store, and the owner's private note about them. */
  guestCard: 'GET /api/owner/guests/by-reservation/:reservationNo',
  saveGuestNote: 'PUT /api/owner/guests/by-reservation/:reservationNo/note',
  deleteGuestNote: 'DELETE /api/owner/guests/by-reservation/:reservationNo/note',
  /** The owner's reservation book (예약 장부): the store's bookings filtered and searched, a page at a time. */
  ledger: 'GET /api/owner/reservations',
  /** One day of the book, every booking of it by time. */
  ledgerDay: 'GET /api/owner/reservations/day',
  /** One month of the book: bookings and seats per day. */
  ledgerMonth: 'GET /api/owner/reservations/month',
  /** The book's bookings of a date range as a CSV file for Excel. */
  ledgerCsv: 'GET /api/owner/reservations.csv',
} as const;

/** Discovery by free tables (docs/api-additions.md, "Availability"); seats are read on every request. */
export const availabilityCalls = {
  search: 'GET /api/availability/stores',
  nextTimes: 'GET /api/availability/stores/:storeNo',
  hours: 'GET /api/availability/hours',
} as const;

/** Notices. */
export const noticeCalls = {
  list: 'GET /api/notice',
  detail: 'GET /api/notice/:noticeNo',
  write: 'POST /api/notice/write',
  update: 'PUT /api/notice/:noticeNo',
  remove: 'DELETE /api/notice/:noticeNo',
} as const;

/** The admin console: members, owner applications, stores, reviews and payments. */
export const adminCalls = {
  users: 'GET /api/admin/manage/userList',
  user: 'POST /api/admin/manage/user/detail',
  withdrawUser: 'POST /api/admin/manage/user/delete',
  owners: 'GET /api/admin/manage/ownerList',
  owner: 'POST /api/admin/manage/owner/detail',
  approveOwner: 'POST /api/admin/manage/owner/approve',
  rejectOwner: 'POST /api/admin/manage/owner/reject',
  stores: 'GET /api/admin/manage/stores',
  store: 'GET /api/admin/manage/stores/detail/:storeNo',
  removeStore: 'DELETE /api/admin/manage/stores/:storeNo',
  reviews: 'GET /api/admin/manage/reviews',
  review: 'GET /api/admin/manage/reviews/:reviewNo',
  setReviewHidden: 'PATCH /api/admin/manage/reviews/:reviewNo/visibility',
  removeReview: 'DELETE /api/admin/manage/reviews/:reviewNo',
  payments: 'GET /api/admin/manage/payments',
  payment: 'GET /api/admin/manage/payments/:orderId',
} as const;

/** Becoming an owner, the owner's store, its dashboard and its hours. */
export const ownerCalls = {
  apply: 'POST /api/mypage/registerOwner',
  myApplication: 'GET /api/mypage/owner-application',
  store: 'GET /api/owner/stores',
  removedStore: 'GET /api/owner/stores/removed',
  dashboard: 'GET /api/owner/dashboard',
  createStore: 'POST /api/owner/stores/write',
  updateStore: 'PUT /api/owner/stores/update',
  slots: 'GET /api/owner/slots',
  setSlot: 'PUT /api/owner/slots',
  document: 'GET /api/owner-documents/:name',
} as const;

/** Favourite stores (찜) of the signed-in member — docs/api-additions.md. */
export const favoriteCalls = {
  list: 'GET /api/favorites',
  add: 'PUT /api/favorites/:storeNo',
  remove: 'DELETE /api/favorites/:storeNo',
} as const;

/** The waitlist (빈자리 알림) of the signed-in member — docs/api-additions.md. */
export const waitlistCalls = {
  list: 'GET /api/waitlist',
  join: 'POST /api/waitlist',
  leave: 'DELETE /api/waitlist/:waitNo',
} as const;

/**
 * Paying a deposit (예약금) through the payment provider (docs/payments.md): what the browser needs to
 * open the payment window, the demo provider's own window, and the window's two return addresses.
 */
export const paymentCalls = {
  checkout: 'GET /api/payments/:orderId/checkout',
  demoPage: 'GET /api/payments/demo/:orderId',
  demoPay: 'POST /api/payments/demo/:orderId',
  success: 'GET /api/payments/return/success',
  fail: 'GET /api/payments/return/fail',
} as const;

/** The two calls of the /test page. */
export const miscCalls = {
  hello: 'GET /api',
  error: 'GET /api/error',
} as const;
