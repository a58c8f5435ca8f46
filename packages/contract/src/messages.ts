import { BUSINESS_NO_EXAMPLE, LIMITS } from './rules.js';

/**
 * Every code the API answers with, its HTTP status and its Korean message (api-contract §12),
 * plus the Korean texts of spec §5 and §8 that the server and the web app both show.
 */

export const ERRORS = {
  '400': { status: 400, message: '입력값을 다시 확인해주세요.' },
  '401': { status: 401, message: '로그인이 필요합니다. 다시 로그인해주세요.' },
  '403': { status: 403, message: '접근 권한이 없습니다.' },
  '404': { status: 404, message: '요청하신 정보를 찾을 수 없습니다.' },
  '413': { status: 413, message: '파일이 너무 큽니다. 10MB 이하 파일만 올릴 수 있습니다.' },
  '415': { status: 415, message: '지원하지 않는 요청 형식입니다.' },
  // transport: the connection's own refusals (a request too slow to arrive, an over-long address or headers)
  '408': { status: 408, message: '요청을 받는 데 시간이 너무 오래 걸렸어요. 잠시 후 다시 시도해주세요.' },
  '414': { status: 414, message: '요청 주소가 너무 길어요. 주소를 다시 확인해주세요.' },
  '431': { status: 431, message: '요청 헤더가 너무 커요. 쿠키를 지우고 다시 시도해주세요.' },
  '429': { status: 429, message: '요청이 너무 많습니다. 잠시 후 다시 시도해주세요.' },
  '500': { status: 500, message: '일시적인 오류가 발생했습니다. 잠시 후 다시 시도해주세요.' },
  E100: { status: 409, message: '이미 가입된 이메일입니다.' },
  E101: { status: 409, message: '이미 사용 중인 닉네임입니다.' },
  E102: { status: 400, message: '이메일 인증을 먼저 완료해주세요.' },
  E103: { status: 400, message: '인증번호가 올바르지 않거나 만료되었습니다.' },
  E104: { status: 502, message: '인증 메일을 보내지 못했습니다. 잠시 후 다시 시도해주세요.' },
  E105: { status: 401, message: '아이디 또는 비밀번호가 일치하지 않습니다.' },
  E106: { status: 429, message: '인증번호는 60초 후에 다시 요청할 수 있습니다.' },
  E107: { status: 400, message: '인증 시도 횟수를 초과했습니다. 인증번호를 다시 요청해주세요.' },
  E108: { status: 400, message: '카카오 로그인 정보가 없습니다. 다시 시도해주세요.' },
  E111: { status: 409, message: '이미 탈퇴한 회원입니다.' },
  E112: { status: 409, message: '이미 처리 중이거나 승인된 사장님 신청이 있습니다.' },
  E113: { status: 409, message: '이미 등록된 사업자등록번호입니다.' },
  E114: { status: 409, message: '이미 처리된 신청입니다.' },
  E115: {
    status: 400,
    message: `사업자등록번호가 올바르지 않아요. 번호 10자리와 검증번호를 확인해주세요. 예: ${BUSINESS_NO_EXAMPLE}`,
  },
  E116: { status: 400, message: '관리자는 자기 자신을 탈퇴시킬 수 없습니다.' },
  E119: { status: 400, message: '비밀번호가 일치하지 않습니다.' },
  E120: { status: 400, message: '예약 날짜 또는 시간이 올바르지 않습니다.' },
  E121: { status: 409, message: '해당 시간에는 최대 {n}명까지 예약 가능합니다.' },
  E122: { status: 400, message: '선택한 날짜는 휴무일입니다.' },
  E123: { status: 400, message: '이미 지났거나 예약할 수 없는 시간입니다.' },
  E124: { status: 409, message: '이미 취소된 예약입니다.' },
  E125: { status: 400, message: '리뷰를 작성할 수 없는 예약입니다.' },
  E126: { status: 409, message: '이미 리뷰를 작성한 예약입니다.' },
  E127: { status: 400, message: '지난 예약은 취소할 수 없습니다.' },
  E128: { status: 409, message: '이미 신고한 리뷰입니다.' },
  E129: { status: 409, message: '이 가게의 같은 시간에 이미 예약이 있어요. 예약 내역을 확인해주세요.' },
  E130: { status: 409, message: '다가오는 예약은 한 사람당 최대 {n}건까지 할 수 있어요.' },
  E131: { status: 409, message: '한 가게는 하루에 최대 {n}번까지 예약할 수 있어요.' },
  E132: { status: 429, message: '예약 요청이 너무 잦아요. 잠시 후 다시 시도해주세요.' },
  E133: {
    status: 400,
    message: '이 가게는 온라인으로 한 번에 최대 {n}명까지 예약할 수 있어요. 더 많은 인원은 가게에 전화로 문의해주세요.',
  },
  E134: {
    status: 409,
    message: '한 가게에 하루 최대 {n}명까지 예약할 수 있어요. 더 많은 인원은 가게에 전화로 문의해주세요.',
  },
  E140: { status: 409, message: '찜은 최대 {n}곳까지 할 수 있어요. 찜한 가게를 정리한 뒤 다시 시도해주세요.' },
  E141: { status: 400, message: '노쇼는 시작 시간이 지난 확정 예약만 처리할 수 있어요.' },
  E142: { status: 409, message: '리뷰를 남긴 예약은 노쇼로 처리할 수 없어요.' },
  E143: { status: 400, message: '노쇼 처리는 예약일로부터 {n}일 안에만 할 수 있어요.' },
  E144: { status: 409, message: '노쇼로 처리된 예약은 취소할 수 없어요.' },
  E145: { status: 409, message: '지금 {n}명까지 바로 예약할 수 있어요. 빈자리 알림 대신 예약해주세요.' },
  E146: { status: 409, message: '이미 빈자리 알림을 신청한 시간이에요. 마이페이지에서 확인할 수 있어요.' },
  E147: {
    status: 409,
    message: '빈자리 알림은 한 사람당 최대 {n}건까지 신청할 수 있어요. 지난 알림을 정리한 뒤 다시 시도해주세요.',
  },
  E148: { status: 400, message: '이 가게는 한 시간에 최대 {n}명까지 받을 수 있어요. 인원을 줄여주세요.' },
  E149: {
    status: 409,
    message: '가게에서 예약을 받지 않는 시간이라 빈자리 알림을 신청할 수 없어요. 다른 시간을 골라주세요.',
  },
  // 비밀번호 찾기 (password reset, docs/adr/0039-password-reset.md)
  E150: { status: 400, message: '비밀번호 재설정 링크가 올바르지 않아요. 메일에 있는 링크를 다시 눌러주세요.' },
  E151: {
    status: 400,
    message:
      '비밀번호 재설정 링크가 만료되었어요. 가장 최근에 받은 메일의 링크를 누르거나 비밀번호 찾기를 다시 해주세요.',
  },
  E152: {
    status: 409,
    message: '이미 사용한 비밀번호 재설정 링크예요. 비밀번호를 다시 바꾸려면 비밀번호 찾기를 다시 해주세요.',
  },
  E153: { status: 429, message: '비밀번호 재설정 메일은 1분에 한 번만 요청할 수 있어요. 잠시 후 다시 시도해주세요.' },
  // the session cookie (ADR-0040): refresh and logout through it only from our own pages
  E155: { status: 403, message: '식탁 화면에서 보낸 요청이 아니라서 처리하지 않았어요. 식탁에서 다시 시도해주세요.' },
  E160: { status: 400, message: '이용약관, 개인정보 수집·이용, 만 14세 이상 확인에 모두 동의해주세요.' },
  E170: { status: 409, message: '취소된 예약은 캘린더에 추가할 수 없어요.' },
  // changing a booking (예약 변경)
  E175: { status: 409, message: '취소된 예약은 변경할 수 없어요.' },
  E176: { status: 400, message: '이미 시작했거나 지난 예약은 변경할 수 없어요.' },
  E177: { status: 409, message: '노쇼로 처리된 예약은 변경할 수 없어요.' },
  E178: { status: 400, message: '지금 예약과 같아요. 날짜, 시간이나 인원을 바꿔주세요.' },
  // the deposit booking flow (예약금 결제 예약, docs/adr/0053-deposit-booking-hold.md)
  E171: { status: 409, message: '이 가게는 예약금이 없어요. 결제 없이 바로 예약해주세요.' },
  E172: { status: 409, message: '결제 시간 10분이 지나 잡아 둔 자리를 풀었어요. 다시 예약해주세요.' },
  E173: { status: 409, message: '결제가 완료되지 않아 잡아 둔 자리를 풀었어요. 다시 예약해주세요.' },
  E174: {
    status: 409,
    message: '결제를 기다리는 예약이 있어요. 그 결제를 마치거나 10분 뒤에 다시 시도해주세요.',
  },
  // payments (예약금 결제, docs/adr/0052-payment-provider-and-ledger.md)
  E180: {
    status: 400,
    message: '결제 금액이 주문 금액과 달라요. 결제가 진행되지 않았으니 처음부터 다시 결제해주세요.',
  },
  E181: { status: 409, message: '이미 결제가 끝났거나 더 이상 결제할 수 없는 주문이에요.' },
  E182: { status: 402, message: '결제가 승인되지 않았어요. 다른 결제 수단으로 다시 시도해주세요.' },
  E183: { status: 503, message: '결제 결과를 확인하고 있어요. 잠시 후 예약 내역에서 확인해주세요.' },
  E186: { status: 409, message: '환불할 수 있는 금액({n}원)보다 많이 환불할 수 없어요.' },
  E187: { status: 409, message: '같은 환불 요청이 다른 금액으로 이미 접수되었어요.' },
  // the owner's reply to a review (사장님 답글, docs/adr/0046-review-replies.md)
  E188: { status: 409, message: '숨김 처리된 리뷰에는 답글을 달 수 없어요.' },
  E189: { status: 404, message: '삭제할 답글이 없어요. 화면을 새로고침해 주세요.' },
  // the reservation book (예약 장부, docs/adr/0050-reservation-book.md)
  E190: {
    status: 400,
    message: `CSV는 한 번에 ${LIMITS.ledgerExportDaysMax}일까지 내려받을 수 있어요. 기간을 줄여주세요.`,
  },
  E191: { status: 400, message: '시작일이 종료일보다 늦어요. 기간을 다시 골라주세요.' },
  E193: { status: 400, message: '방문 완료는 시작 시간이 지난 확정 예약만 처리할 수 있어요.' },
  E194: { status: 400, message: '방문 완료 처리는 예약일로부터 {n}일 안에만 할 수 있어요.' },
  E195: { status: 409, message: '노쇼로 처리된 예약은 방문 완료로 처리할 수 없어요. 노쇼 처리를 먼저 취소해주세요.' },
  E196: { status: 409, message: '방문 완료로 처리된 예약은 노쇼로 처리할 수 없어요. 방문 완료를 먼저 취소해주세요.' },
  E197: { status: 409, message: '방문 완료로 처리된 예약은 취소할 수 없어요.' },
  // 예약금·취소 규정 (docs/adr/0051-deposit-policy.md): booking a store with a deposit
  E198: { status: 409, message: '이 가게는 예약금이 있어 식탁 웹에서 결제와 함께 예약할 수 있어요.' },
  E199: { status: 400, message: '취소·환불 규정을 확인하고 동의해야 예약할 수 있어요.' },
  E200: { status: 400, message: '이미지 파일(JPG, PNG, WebP, GIF)만 올릴 수 있습니다.' },
  E201: { status: 413, message: '이미지는 10MB 이하만 올릴 수 있습니다.' },
  E202: { status: 400, message: '이미지 해상도가 너무 큽니다. 더 작은 이미지를 올려주세요.' },
  E203: { status: 400, message: '이미지 개수를 확인해주세요.' },
  E300: { status: 400, message: '가게 등록 정보가 올바르지 않습니다.' },
  E301: { status: 409, message: '이미 등록된 가게가 있습니다.' },
  E302: { status: 409, message: '이미 삭제된 가게입니다.' },
  // 예약금·취소 규정: a policy that would keep more than the legal cap for a party the store takes
  E303: {
    status: 400,
    message:
      '일반 음식점은 예상 금액의 20%까지만 위약금으로 받을 수 있어요. 지금 규정으로는 {party}명 예약에서 {kept}을 받게 되는데, 한도는 {cap}이에요. 예약금이나 환불 비율을 조정해주세요.',
  },
  E304: {
    status: 400,
    message:
      '예약 기반 음식점은 예상 금액의 40%까지만 위약금으로 받을 수 있어요. 지금 규정으로는 {party}명 예약에서 {kept}을 받게 되는데, 한도는 {cap}이에요. 예약금이나 환불 비율을 조정해주세요.',
  },
} as const satisfies Record<string, { status: number; message: string }>;

export type ErrorCode = keyof typeof ERRORS;

/**
 * Codes of a refused booking: not a slot, no seats left, closed, outside the window, and the member
 * limits: same slot twice, too many active, store's day full, too many attempts, a party above the
 * store's largest, too many seats at the store that day. A booking, a deposit hold and a change can all
 * answer them; the server counts them for /metrics.
 */
export const BOOKING_REFUSALS = [
  'E120',
  'E121',
  'E122',
  'E123',
  'E129',
  'E130',
  'E131',
  'E132',
  'E133',
  'E134',
] as const satisfies readonly ErrorCode[];
export type BookingRefusal = (typeof BOOKING_REFUSALS)[number];

/** Success codes of enveloped answers. */
export const SUCCESS = {
  S200: '인증번호를 보냈습니다. 이메일을 확인해주세요.',
  S201: '이메일 인증이 완료되었습니다.',
  S202: '회원가입이 완료되었습니다.',
  S203: '로그인되었습니다.',
  S204: '로그아웃되었습니다.',
  S205: '회원 정보를 불러왔습니다.',
  S206: '회원 탈퇴가 완료되었습니다.',
  S207: '사장님 신청이 접수되었습니다. 관리자 승인 후 가게를 등록할 수 있습니다.',
  S208: '신청 정보를 불러왔습니다.',
  S209: '사장님 신청이 승인되었습니다.',
  S210: '사장님 신청이 반려되었습니다.',
  S211: '회원가입이 완료되었습니다. 카카오 로그인을 다시 눌러주세요.',
  S212: '로그인이 연장되었습니다.',
} as const;

export type SuccessCode = keyof typeof SUCCESS;

/** Korean texts the spec gives verbatim, and the field messages of spec §5. */
export const MESSAGES = {
  required: '모든 필수 항목을 입력해주세요.',
  recheckInput: '입력값을 다시 확인해주세요.',
  controlChars: '입력할 수 없는 문자(제어 문자나 깨진 문자)가 들어 있어요. 지우고 다시 입력해주세요.',
  loginRequired: '로그인이 필요합니다.',
  loginToReserve: '로그인 후 예약할 수 있습니다.',
  loginInfoMissing: '로그인 정보가 없습니다.',
  kakaoInfoMissing: '카카오 로그인 정보가 없습니다. 다시 시도해주세요.',
  kakaoSignupFailed: '회원가입에 실패했습니다. 다시 시도해주세요.',
  kakaoAlreadyLinked: '이미 가입된 카카오 계정입니다.',
  loginThrottled: '로그인 시도가 너무 많습니다. 잠시 후 다시 시도해주세요.',
  storeMissing: '가게 정보가 없습니다.',
  // transport (a body over the 1 MB limit, a path that is not valid percent-encoding)
  requestBodyTooLarge: '보낸 내용이 너무 커요. 1MB 이하로 보내주세요.',
  badUrl: '요청 주소가 올바르지 않아요. 주소를 다시 확인해주세요.',
  malformedRequest: '요청을 읽을 수 없어요. 잠시 후 다시 시도해주세요.',
  // sign-up
  emailInvalid: '올바른 이메일 주소를 입력해주세요.',
  emailNotVerified: '인증번호를 받고 이메일 인증을 완료해주세요.',
  sendCodeFailed: '인증번호 전송에 실패했습니다. 다시 시도해주세요.',
  codeRecheck: '이메일 인증번호를 다시 확인해주세요.',
  passwordHint: '8자 이상, 특수문자 1개 이상 포함',
  passwordRule: '비밀번호는 8~30자의 영문, 숫자, 특수문자로 입력하고 특수문자를 1개 이상 포함해주세요.',
  passwordMismatch: '새 비밀번호가 일치하지 않습니다.',
  passwordConfirmRequired: '비밀번호를 한 번 더 입력해주세요.',
  passwordConfirmMismatch: '비밀번호가 서로 달라요. 같은 비밀번호를 입력해주세요.',
  currentPasswordWrong: '현재 비밀번호가 일치하지 않습니다.',
  passwordWrong: '비밀번호가 일치하지 않습니다.',
  serverError: '서버 오류가 발생했습니다. 잠시 후 다시 시도해주세요.',
  passwordVerified: '비밀번호가 확인되었습니다.',
  passwordChanged: '비밀번호가 변경되었습니다.',
  // 비밀번호 찾기
  passwordResetRequested: '가입된 이메일이라면 비밀번호 재설정 안내 메일을 보냈어요. 메일함을 확인해주세요.',
  passwordResetDone: '비밀번호를 새로 정했어요. 새 비밀번호로 로그인해주세요.',
  profileUpdated: '회원 정보가 수정되었습니다.',
  accountDeleted: '회원 탈퇴가 완료되었습니다.',
  withdrawnReason: '회원 탈퇴',
  // consents (내 정보): the result of a change of 마케팅 정보 수신, with its date
  marketingAgreed: '{date}에 마케팅 정보 수신에 동의했어요.',
  marketingWithdrawn: '{date}에 마케팅 정보 수신 동의를 철회했어요.',
  nameRule: '이름은 2~20자로 입력해주세요.',
  nicknameRule: '닉네임은 2~20자로 입력해주세요.',
  userPhoneRule: '휴대폰 번호는 010-1234-5678 형식으로 입력해주세요.',
  imageOnly: '이미지 파일만 올릴 수 있어요.',
  imageTooLarge: '이미지는 10MB 이하만 올릴 수 있어요.',
  malformedUpload: '보낸 내용을 읽을 수 없어요. 파일을 다시 선택해서 보내주세요.',
  // store form
  storePhoneRule: '전화번호 형식을 확인해주세요. 예: 02-1234-5678',
  hoursRule: '영업시간은 HH:mm 형식으로 입력해주세요.',
  capacityRule: '시간당 수용 인원을 입력해주세요.',
  partyMaxRule: `한 번에 받을 최대 인원은 1명부터 ${LIMITS.capacityMax}명까지 숫자로 입력해주세요.`,
  menuItemsMax: `메뉴는 ${LIMITS.menuItemsMax}개까지 등록할 수 있어요.`,
  menuNameRule: `메뉴 이름은 1~${LIMITS.menuItemMax}자로 입력해주세요.`,
  menuPriceRule: `가격은 0원부터 ${LIMITS.menuPriceMax.toLocaleString('ko-KR')}원까지 숫자로 입력해주세요.`,
  priceRangeOrder: '가격대의 최저 금액은 최고 금액보다 클 수 없어요.',
  // 예약금·취소 규정 (the store form's section, the store and booking pages, the mails)
  depositAmountRule: `금액은 ${LIMITS.depositAmountMin.toLocaleString('ko-KR')}원부터 ${LIMITS.depositAmountMax.toLocaleString('ko-KR')}원까지 숫자로 입력해주세요.`,
  expectedPriceRule: `1인 예상 금액은 ${LIMITS.depositAmountMin.toLocaleString('ko-KR')}원부터 ${LIMITS.menuPriceMax.toLocaleString('ko-KR')}원까지 숫자로 입력해주세요.`,
  depositTierDaysRule: `환불 기준일은 0일부터 ${LIMITS.depositTierDaysMax}일 전까지 숫자로 입력해주세요.`,
  depositRefundRule: '환불 비율은 0%부터 100%까지 숫자로 입력해주세요.',
  depositTiersRule: `환불 구간은 ${LIMITS.depositTiersMax}개까지, 방문일에서 먼 순서로 서로 다른 날짜로 정하고 마지막은 방문 당일(0일)이어야 해요.`,
  depositRefundOrder: '방문일이 가까울수록 환불 비율이 같거나 낮아야 해요.',
  depositLateRule: `노쇼로 보는 지각 시간은 0분부터 ${LIMITS.depositLateMinutesMax}분까지 숫자로 입력해주세요.`,
  // why a 예약금 went back, as the payment provider records it (docs/adr/0053-deposit-booking-hold.md)
  depositOrderName: '식탁 예약금',
  depositRefundMemberCancel: '예약 취소: 취소·환불 규정에 따른 환불',
  depositRefundStoreCancel: '가게 사정으로 예약 취소: 전액 환불',
  depositRefundNoShow: '노쇼: 규정에 따라 남긴 금액을 뺀 환불',
  depositRefundReleased: '결제 시간이 지나 풀린 자리: 전액 환불',
  // the booking page's 예약하기 for a store with a 예약금, and its payment step
  depositPayButton: '예약금 {amount} 결제하고 예약하기',
  depositPaid: '예약금',
  depositPaidValue: '{amount} 결제',
  depositRefunded: '환불',
  depositRefundPending: '환불 중',
  depositTierUntil: '방문 {n}일 전까지',
  depositTierDays: '방문 {n}일 전',
  depositTierSameDay: '방문 당일·노쇼',
  depositRefund: '{n}% 환불',
  depositOfParty: '예약금 {amount} ({party}명 기준)',
  depositPerPerson: '1인 {amount}',
  depositPerBooking: '예약 1건당 {amount}',
  depositLate: '예약 시간보다 {n}분 이상 늦으면 노쇼로 처리돼요.',
  depositLateOnTime: '예약 시간이 지나도 오지 않으면 노쇼로 처리돼요.',
  depositCapGeneral:
    '일반 음식점은 노쇼나 늦은 취소 때 예상 금액(1인 {price})의 20%까지만 가게가 받을 수 있어요. 그보다 많은 예약금은 돌려드려요.',
  depositCapReservation:
    '예약 기반 음식점은 노쇼나 늦은 취소 때 예상 금액(1인 {price})의 40%까지만 가게가 받을 수 있어요. 그보다 많은 예약금은 돌려드려요.',
  storeIntroMax: `소개는 ${LIMITS.storeIntroMax}자까지 적을 수 있어요.`,
  storeImagesOnCreate: '이미지는 최소 1장 이상, 최대 5장까지 등록 가능합니다.',
  storeImagesMax: '이미지는 최대 5장까지 등록 가능합니다.',
  closureRange: '임시 휴무 종료일은 시작일보다 빠를 수 없습니다.',
  hoursOrder: '마감 시간은 오픈 시간보다 늦어야 합니다.',
  // hours by weekday (docs/adr/0049-hours-by-weekday.md)
  breakBoth: '브레이크 타임은 시작과 끝을 모두 입력해주세요.',
  breakInsideHours: '브레이크 타임은 영업시간 안에서, 시작이 끝보다 이르게 입력해주세요.',
  lastBookingInsideHours: '마지막 예약 시간은 오픈 시간부터 마감 시간 전까지로 입력해주세요.',
  storeSaveFailed: '저장에 실패했습니다. 다시 시도해주세요.',
  storeCreated: '등록이 완료되었습니다.',
  storeUpdated: '수정이 완료되었습니다.',
  // discovery (availability search)
  partySize: '인원은 1명부터 500명까지 고를 수 있어요.',
  // booking
  bookingIncomplete: '날짜, 시간, 인원을 정확히 선택해주세요.',
  bookingClosedDay: '선택한 날짜는 휴무일입니다.',
  bookingTimeTaken: '이미 예약된 시간입니다.',
  bookingMaxPeople: '해당 시간에는 최대 {n}명까지 예약 가능합니다.',
  bookingLoadFailed: '예약 정보를 불러올 수 없습니다.',
  bookingSaveFailed: '예약 저장에 실패했습니다.',
  bookingDone: '예약이 완료되었습니다!',
  occasionUnknown: '방문 목적은 목록에 있는 것 중에서 골라주세요.',
  requestNoteTooLong: `요청사항은 ${LIMITS.requestNoteMax}자까지 적을 수 있어요.`,
  // cancel
  cancelReasonRequired: '취소 사유를 입력해주세요.',
  cancelReasonChoose: '취소 사유를 선택해주세요.',
  cancelDone: '예약이 취소되었습니다.',
  cancelFailed: '예약 취소에 실패했습니다.',
  // change (예약 변경)
  changeDone: '예약을 변경했어요.',
  changeFailed: '예약을 변경하지 못했어요. 지금 예약은 그대로예요.',
  // slot overrides (시간대 관리 on /owner-page)
  slotDateRange: '시간대는 오늘부터 예약을 받는 마지막 날까지만 바꿀 수 있어요.',
  slotTimeRule: '가게 영업시간 안의 시간을 HH:mm 형식으로 골라주세요.',
  slotCapacityRule: '좌석 수는 0부터 가게의 시간당 수용 인원까지 정할 수 있어요.',
  slotHourClosed: '이 시간은 예약을 받지 않아요.',
  slotDayClosed: '이날은 예약을 받지 않아요.',
  slotSaveFailed: '시간대를 바꾸지 못했어요. 다시 시도해주세요.',
  slotLoadFailed: '시간대를 불러오지 못했어요.',
  noShowMarked: '노쇼로 처리했어요.',
  noShowUndone: '노쇼 처리를 취소했어요.',
  visitMarked: '방문 완료로 처리했어요.',
  visitUndone: '방문 완료 처리를 취소했어요.',
  guestNoteTooLong: `손님 메모는 ${LIMITS.guestNoteMax}자까지 적을 수 있어요.`,
  guestNoteRequired: '메모 내용을 입력해주세요.',
  /** The reservation book's CSV without both ends of its range (docs/adr/0050-reservation-book.md). */
  ledgerRangeRequired: '내려받을 기간의 시작일과 종료일을 골라주세요.',
  guestNoteSaved: '손님 메모를 저장했어요.',
  guestNoteDeleted: '손님 메모를 삭제했어요.',
  guestNoteMissing: '삭제할 손님 메모가 없어요.',
  ownerListFailed: '예약 목록을 불러오는 데 실패했습니다.',
  ownerDetailFailed: '예약 정보를 불러오는 데 실패했습니다.',
  reservationsLoadFailed: '예약 내역을 불러올 수 없습니다.',
  // reviews
  reviewScoreRequired: '별점을 선택해주세요.',
  reviewContentRequired: '리뷰 내용을 입력해주세요.',
  reviewImageRequired: '사진을 1장 이상 올려주세요.',
  reviewImagesMax: '사진은 최대 5장까지 올릴 수 있습니다.',
  reviewWriteFailed: '리뷰 작성에 실패했습니다.',
  reviewEditFailed: '리뷰 수정에 실패했습니다.',
  deleteFailed: '삭제하지 못했어요. 다시 시도해주세요.',
  deleteConfirm: '정말 삭제하시겠습니까?',
  reportReasonChoose: '신고 사유를 선택해주세요.',
  reportReasonRequired: '신고 사유를 입력해주세요.',
  reviewSaved: '리뷰가 등록되었습니다.',
  reviewUpdated: '리뷰가 수정되었습니다.',
  reviewDeleted: '리뷰가 삭제되었습니다.',
  reportDone: '신고가 접수되었습니다. 관리자가 확인할게요.',
  replyContentRequired: '답글 내용을 입력해주세요.',
  replyContentTooLong: `답글은 ${LIMITS.reviewReplyMax}자까지 쓸 수 있어요.`,
  replySaved: '답글을 등록했어요.',
  replyUpdated: '답글을 수정했어요.',
  replyDeleted: '답글을 삭제했어요.',
  invalidAccess: '잘못된 접근입니다.',
  // owner application
  ownerApplyFailed: '신청에 실패했습니다.',
  businessNoFormat: `사업자등록번호는 ${BUSINESS_NO_EXAMPLE} 형식으로 입력해주세요.`,
  documentLinkInvalid: '서류 보기 링크가 만료되었거나 올바르지 않아요. 화면을 새로고침해 주세요.',
  noOwnerApplication: '사장님 신청 내역이 없어요.',
  adminOwnerListFailed: '사장님 신청 리스트 조회에 실패했습니다.',
  // notices
  noticeRequired: '제목과 내용을 모두 입력해주세요.',
  noticeSaveFailed: '처리에 실패했습니다.',
  noticeCreated: '공지사항이 등록되었습니다.',
  noticeUpdated: '공지사항이 수정되었습니다.',
  noticeDeleted: '공지사항이 삭제되었습니다.',
  // admin
  adminUserListFailed: '사용자 리스트 조회에 실패했습니다.',
  adminStoreListFailed: '가게 리스트 조회에 실패했습니다.',
  adminReviewListFailed: '리뷰 리스트 조회에 실패했습니다.',
  // Admin payments list (issue 38 item 6)
  adminPaymentListFailed: '결제 내역을 불러오지 못했어요.',
  adminPaymentFailed: '결제 정보를 불러오지 못했어요.',
  adminWithdrawDone: '회원 탈퇴가 완료되었습니다.',
  adminRejectDone: '사장님 신청이 반려되었습니다.',
  adminStoreEditFailed: '수정 중 오류가 발생했습니다.',
  adminStoreDeleted: '삭제 완료',
  adminStoreDeleteFailed: '삭제 실패',
  /** Cancel reason of the upcoming bookings of a store an admin deleted. */
  storeClosedReason: '가게 사정으로 취소되었습니다.',
  deletedStore: '삭제된 가게입니다',
  reviewHidden: '리뷰를 숨겼습니다.',
  reviewShown: '리뷰를 다시 공개했습니다.',
  adminReviewDeleted: '리뷰를 삭제했습니다.',
  // favourites
  favoriteAdded: '찜한 가게에 담았어요.',
  favoriteRemoved: '찜을 해제했어요.',
  // not found, not yours (the server's 404 and 403 answers)
  storeNotFound: '가게 정보를 찾을 수 없습니다.',
  memberNotFound: '회원 정보를 찾을 수 없습니다.',
  reviewNotFound: '리뷰를 찾을 수 없습니다.',
  applicationNotFound: '신청 정보를 찾을 수 없습니다.',
  reservationNotFound: '예약 정보를 찾을 수 없습니다.',
  noticeNotFound: '공지사항을 찾을 수 없습니다.',
  noStoreYet: '등록된 가게가 없습니다.',
  bookOnlyForSelf: '본인 명의로만 예약할 수 있습니다.',
  ownStoreOnly: '본인 가게만 수정할 수 있습니다.',
  storeNoMissing: '수정할 가게 번호가 없습니다.',
  // reviews a booking cannot have (E125)
  reviewOtherStore: '예약한 가게에만 리뷰를 작성할 수 있습니다.',
  reviewNoShow: '노쇼로 처리된 예약에는 리뷰를 작성할 수 없어요.',
  reviewCancelled: '취소된 예약에는 리뷰를 작성할 수 없습니다.',
  reviewDeletedStore: '삭제된 가게에는 리뷰를 작성할 수 없습니다.',
  reviewBeforeVisit: '방문 시간이 지난 뒤에 리뷰를 작성할 수 있습니다.',
  reviewStoreMismatch: '리뷰의 예약번호와 매장번호가 일치하지 않습니다.',
  /** The answer of the existing client's review-status refresh (eligibility is computed on every read). */
  reviewStatusChecked: '리뷰 작성 가능 여부를 확인했습니다.',
  // uploads
  filesMax: '파일은 최대 {n}개까지 올릴 수 있습니다.',
  fieldsMax: '입력 항목이 너무 많습니다.',
  // operations
  /** The /api hello's greeting (the /test page shows it). */
  apiHello: '안녕하세요! 식탁 API가 잘 동작하고 있어요.',
  metricsTokenRequired: '메트릭을 보려면 토큰이 필요합니다.',
  // waitlist (빈자리 알림)
  waitJoined: '자리가 나면 메일로 알려드릴게요.',
  waitLeft: '빈자리 알림을 취소했어요.',
  waitNotFound: '빈자리 알림 정보를 찾을 수 없어요.',
  // payments (예약금 결제)
  paymentNotFound: '결제 정보를 찾을 수 없어요.',
  /** The demo provider's window (modules/payments/demo-page.ts). */
  demoCheckoutTitle: '데모 결제',
  demoCheckoutNotice: '데모 결제 — 실제로 결제되지 않아요',
  demoCheckoutPay: '결제하기',
  demoCheckoutFail: '결제 실패',
  demoCheckoutCanceled: '결제를 취소했어요.',
  // store pages
  storeDetailFailed: 'storedetail 조회실패',
  blogEmpty: '검색 결과가 없습니다.',
  reviewsEmpty: '리뷰가 아직 없습니다.',
} as const;

/** A message of the catalogue: the only text an `AppError` may carry (filled with values where it has `{n}`). */
export type CatalogMessage = (typeof MESSAGES)[keyof typeof MESSAGES];

/** Fills `{n}`-style placeholders of a message. */
export function fillMessage(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => (key in values ? String(values[key]) : whole));
}
