import {
  AMENITIES,
  DEFAULT_DEPOSIT_POLICY,
  DISTRICTS,
  type DayHours,
  type DepositPolicy,
  FOOD_TYPES,
  dayHoursOf,
  type MenuItem,
  WEEKDAYS,
  type Weekday,
  type WeeklyHours,
} from '@siktak/contract';
import { DISHES, type Dish } from './art.js';

/** Demo accounts; the start-up log and the README print these. */
export const DEMO_ACCOUNTS = {
  admin: {
    email: 'admin@siktak.kr',
    password: 'Siktak!admin1',
    name: '관리자',
    nickname: '식탁지기',
    phone: '010-1000-0001',
  },
  owner1: {
    email: 'owner1@siktak.kr',
    password: 'Siktak!owner1',
    name: '김사장',
    nickname: '골뱅이사장',
    phone: '010-2000-0001',
  },
  owner2: {
    email: 'owner2@siktak.kr',
    password: 'Siktak!owner2',
    name: '이셰프',
    nickname: '연남셰프',
    phone: '010-2000-0002',
  },
  member1: {
    email: 'member1@siktak.kr',
    password: 'Siktak!member1',
    name: '박미식',
    nickname: '미식가',
    phone: '010-3000-0001',
  },
  member2: {
    email: 'member2@siktak.kr',
    password: 'Siktak!member2',
    name: '최맛집',
    nickname: '맛집탐험대',
    phone: '010-3000-0002',
  },
  member3: {
    email: 'member3@siktak.kr',
    password: 'Siktak!member3',
    name: '정한끼',
    nickname: '한끼줍쇼',
    phone: '010-3000-0003',
  },
} as const;

/**
 * One demo store a row: name | district | food type | dish | address | floor | phone | hours | days off (- for
 * none) | menu (name, price in 원, * for 대표 메뉴) | 가격대 per person (lunch/dinner, each min-max, one figure
 * or - when the meal is not served) | amenities | seats | photos. The dish is what its generated photos show and what its reviews talk
 * about. Each value is checked against the contract's lists on load.
 */
const STORE_ROWS = `
을지로 골뱅이집 | 중구 | 한식 | table | 서울 중구 을지로 137 | 1층 | 02-2265-1234 | 11:00-22:00 | 일 | 골뱅이무침 26000*, 해물파전 18000, 계란말이 12000 | 15000-20000/25000-35000 | GROUP_SEAT WIFI | 30 | 4
광화문 국밥 | 종로구 | 한식 | stew | 서울 종로구 새문안로 68 | 지하 1층 | 02-734-5678 | 07:00-21:00 | - | 돼지국밥 10000*, 순대국밥 10000, 수육 28000 | 10000/15000-25000 | PARKING BABY_CHAIR | 40 | 3
연남 파스타 하우스 | 마포구 | 양식 | pasta | 서울 마포구 동교로 247 | 2층 | 02-332-4512 | 11:30-21:30 | 월 | 트러플 크림 파스타 21000*, 봉골레 18000, 마르게리타 피자 19000 | 20000-25000/25000-35000 | PET WIFI CORKAGE | 24 | 5
스시 하나 | 강남구 | 일식 | sushi | 서울 강남구 도산대로45길 12 | 1층 | 02-544-7788 | 12:00-22:00 | 일 | 런치 오마카세 70000*, 디너 오마카세 150000*, 사케 45000 | 70000/150000 | VALET CORKAGE NO_KIDS | 12 | 3
만리향 | 중구 | 중식 | noodles | 서울 중구 소공로 112 | 3층 | 02-776-3388 | 11:00-21:00 | - | 짜장면 8000, 짬뽕 9500*, 탕수육 25000*, 깐풍기 32000 | 10000-15000/25000-40000 | GROUP_SEAT BABY_CHAIR PARKING | 60 | 2
성수 브런치 클럽 | 성동구 | 양식 | brunch | 서울 성동구 연무장길 41 | 1층 | 02-462-1020 | 09:00-18:00 | 화 | 에그 베네딕트 17000*, 프렌치 토스트 15000, 리코타 샐러드 14000 | 15000-25000/- | PET WIFI BABY_CHAIR | 28 | 4
한남 숯불갈비 | 용산구 | 한식 | grill | 서울 용산구 한남대로27길 8 | 1층 | 02-797-9292 | 16:00-23:00 | 월 | 생갈비 42000*, 양념갈비 36000, 된장찌개 7000, 물냉면 9000 | -/45000-60000 | VALET GROUP_SEAT PARKING | 50 | 3
라멘 츠키 | 마포구 | 일식 | ramen | 서울 마포구 와우산로21길 19 | 1층 | 02-3143-0909 | 11:00-21:00 | 수 | 돈코츠 라멘 12000*, 츠케멘 13000, 차슈동 9000 | 12000/12000-18000 | NO_KIDS WIFI | 16 | 2
딤섬 팰리스 | 강남구 | 중식 | dimsum | 서울 강남구 테헤란로 152 | 2층 | 02-568-8282 | 11:30-22:00 | - | 하가우 9000, 샤오롱바오 10000*, 북경오리 98000* | 25000-35000/45000-70000 | VALET GROUP_SEAT BABY_FACILIIES CORKAGE | 70 | 5
서촌 한정식 담 | 종로구 | 한식 | table | 서울 종로구 자하문로7길 10 | 한옥 1층 | 02-738-2002 | 11:30-21:00 | 월 | 계절 한정식 45000*, 보쌈 정식 25000, 전복 솥밥 22000 | 25000-45000/45000-70000 | PARKING BABY_CHAIR GROUP_SEAT | 36 | 4
트라토리아 로마 | 서초구 | 양식 | pasta | 서울 서초구 서래로5길 22 | 1층 | 02-594-3311 | 11:30-22:00 | 월 | 까르보나라 파스타 19000*, 라자냐 22000, 티라미수 9000 | 20000-28000/30000-45000 | CORKAGE_FREE WIFI BABY_CHAIR | 32 | 3
잠실 우동 공방 | 송파구 | 일식 | ramen | 서울 송파구 올림픽로 300 | 6층 | 02-3213-4545 | 10:30-22:00 | - | 붓카케 우동 10000*, 카레 우동 11000, 새우튀김 6000 | 11000-15000/11000-18000 | PARKING BABY_CHAIR BABY_FACILIIES WIFI | 44 | 2
여의도 마라 공방 | 영등포구 | 중식 | hotpot | 서울 영등포구 국제금융로 10 | 지하 2층 | 02-6137-5050 | 11:00-21:30 | - | 마라탕 12000*, 마라샹궈 24000, 꿔바로우 19000 | 12000-18000/20000-30000 | PARKING GROUP_SEAT | 48 | 3
건대 닭갈비 골목집 | 광진구 | 한식 | grill | 서울 광진구 아차산로33길 15 | 1층 | 02-462-7171 | 12:00-23:00 | - | 철판 닭갈비 15000*, 치즈 닭갈비 17000, 볶음밥 3000 | 15000-18000/18000-25000 | GROUP_SEAT | 40 | 2
신촌 돈카츠 연구소 | 서대문구 | 일식 | cutlet | 서울 서대문구 연세로7안길 32 | 2층 | 02-312-8080 | 11:00-21:00 | 일 | 로스카츠 14000*, 히레카츠 15000, 카츠산도 12000 | 14000-17000/14000-20000 | WIFI BABY_CHAIR | 26 | 3
마곡 비스트로 | 강서구 | 양식 | steak | 서울 강서구 마곡중앙로 161 | 1층 | 02-2661-3030 | 11:00-22:00 | 일 | 스테이크 프리트 32000*, 감자 뇨끼 19000, 수제 버거 17000 | 20000-30000/35000-50000 | PARKING PET WIFI CORKAGE | 34 | 4
청담 스테이크 하우스 | 강남구 | 양식 | steak | 서울 강남구 압구정로60길 21 | 3층 | 02-515-6600 | 17:00-23:00 | 일 | 티본 스테이크 128000*, 채끝 등심 69000, 시저 샐러드 18000 | -/90000-150000 | VALET CORKAGE NO_KIDS | 40 | 3
익선동 칼국수 | 종로구 | 한식 | stew | 서울 종로구 수표로28길 21 | 1층 | 02-765-4422 | 10:00-20:00 | 화 | 바지락 칼국수 10000*, 들깨 수제비 10000, 김치 만두 7000 | 10000-13000/10000-15000 | BABY_CHAIR | 30 | 1
홍대 훠궈 하우스 | 마포구 | 중식 | hotpot | 서울 마포구 양화로18길 6 | 3층 | 02-325-6868 | 12:00-23:00 | - | 홍탕 훠궈 19000*, 백탕 훠궈 18000, 양고기 모둠 22000 | 25000-30000/30000-40000 | GROUP_SEAT WIFI | 56 | 3
이태원 타코 바 | 용산구 | 양식 | taco | 서울 용산구 이태원로27가길 46 | 1층 | 02-790-1212 | 12:00-23:00 | 월 | 비리아 타코 16000*, 과카몰리 12000, 나초 11000 | 16000-22000/25000-35000 | PET CORKAGE_FREE WIFI | 22 | 2
서래마을 이자카야 모모 | 서초구 | 일식 | skewers | 서울 서초구 사평대로22길 10 | 지하 1층 | 02-533-2727 | 18:00-23:00 | 일 | 모둠 꼬치 28000*, 사시미 모리아와세 45000, 하이볼 9000 | -/40000-60000 | NO_KIDS CORKAGE | 20 | 3
송리단길 베이징 | 송파구 | 중식 | noodles | 서울 송파구 백제고분로45길 28 | 1층 | 02-421-5858 | 11:30-21:30 | 월 | 깐쇼새우 32000*, 유린기 26000, 차돌짬뽕 12000 | 15000-20000/30000-45000 | BABY_CHAIR PARKING | 38 | 2
성수 솥밥 식당 | 성동구 | 한식 | table | 서울 성동구 서울숲2길 32-14 | 1층 | 02-499-3737 | 11:00-21:00 | 일 | 도미 솥밥 24000*, 장어 솥밥 29000, 우니 솥밥 39000 | 24000-30000/25000-40000 | WIFI BABY_CHAIR | 24 | 4
문래 화덕피자 | 영등포구 | 양식 | pizza | 서울 영등포구 도림로 438 | 1층 | 02-2678-9090 | 12:00-22:00 | 화 | 마르게리타 19000*, 디아볼라 22000, 콰트로 포르마지 24000 | 20000-25000/25000-35000 | PET CORKAGE_FREE GROUP_SEAT | 30 | 3
망원 김밥 | 마포구 | 한식 | table | 서울 마포구 포은로 94 | 1층 | 02-336-1414 | 08:00-20:00 | - | 참치 김밥 5500*, 떡볶이 5000, 라볶이 6500 | 6000-9000/6000-10000 | BABY_CHAIR | 18 | 1
압구정 스시 오마에 | 강남구 | 일식 | sushi | 서울 강남구 압구정로30길 45 | 2층 | 02-3445-1188 | 12:00-22:00 | 월 | 런치 오마카세 70000*, 디너 오마카세 150000* | 80000/180000 | VALET NO_KIDS CORKAGE | 10 | 2
대림 양꼬치 | 영등포구 | 중식 | skewers | 서울 영등포구 대림로23길 7 | 1층 | 02-846-8811 | 15:00-23:00 | - | 양꼬치 16000*, 꿔바로우 19000, 마라 룽샤 39000 | -/25000-35000 | GROUP_SEAT | 52 | 2
종로 빈대떡 | 종로구 | 한식 | pancake | 서울 종로구 종로32길 5 | 광장시장 동문 | 02-2264-7788 | 09:00-22:00 | - | 녹두 빈대떡 8000*, 육회 20000, 마약 김밥 4000 | 10000-15000/20000-30000 | GROUP_SEAT | 46 | 3
광진 오코노미야키 | 광진구 | 일식 | pancake | 서울 광진구 능동로13길 34 | 1층 | 02-467-2424 | 11:30-22:00 | 월 | 오코노미야키 16000*, 야키소바 13000, 타코야키 8000 | 15000-18000/18000-25000 | WIFI BABY_CHAIR | 26 | 2
충정로 프렌치 | 서대문구 | 양식 | steak | 서울 서대문구 충정로 23 | 1층 | 02-313-5566 | 11:30-22:00 | 일 월 | 뵈프 부르기뇽 38000*, 에스카르고 22000, 크렘 브륄레 11000 | 35000-45000/70000-90000 | CORKAGE NO_KIDS | 20 | 3
발산 짬뽕 | 강서구 | 중식 | noodles | 서울 강서구 공항대로 247 | 1층 | 02-2658-6262 | 10:30-21:00 | - | 불맛 짬뽕 10000*, 간짜장 9000, 군만두 7000 | 9000-12000/15000-25000 | PARKING BABY_CHAIR GROUP_SEAT | 42 | 2
잠실 생선구이 | 송파구 | 한식 | fish | 서울 송파구 석촌호수로 160 | 1층 | 02-415-3434 | 10:00-21:00 | - | 고등어 구이 13000*, 갈치 조림 18000, 삼치 구이 13000 | 13000-15000/15000-20000 | PARKING BABY_CHAIR | 34 | 2
`;

/** The 소개 of a demo store by what it serves. */
const INTROS: Record<Dish, string> = {
  table: '제철 재료로 매일 아침 반찬을 새로 만들어요. 부모님 모시는 자리나 상견례에도 좋아요.',
  stew: '새벽부터 열두 시간 끓인 국물로 한 그릇씩 내어 드려요. 혼밥 자리도 넉넉해요.',
  pasta: '생면을 매장에서 직접 뽑아요. 와인 한 잔 곁들이기 좋은 작은 이탈리안 식당이에요.',
  sushi: '그날 들어온 생선으로 셰프가 카운터에서 바로 쥐어 드리는 오마카세예요.',
  noodles: '주문받고 바로 뽑는 수타면과 센 불에 볶은 요리를 내는 중식당이에요.',
  brunch: '늦은 아침을 여유롭게 보내는 브런치 카페예요. 반려동물과 함께 오셔도 돼요.',
  grill: '참숯에 직접 구워 드리는 고깃집이에요. 단체 모임 자리도 준비되어 있어요.',
  ramen: '돼지 뼈를 이틀 동안 고아 낸 진한 국물의 라멘 전문점이에요.',
  dimsum: '딤섬 장인이 매일 빚는 딤섬과 통째로 구운 북경오리가 자랑이에요.',
  cutlet: '저온 숙성한 돼지고기를 두툼하게 튀겨 내는 돈카츠 전문점이에요.',
  steak: '드라이에이징한 소고기를 숯불에 구워 내는 스테이크 하우스예요.',
  hotpot: '직접 볶은 마라 소스로 끓이는 훠궈와 마라 요리를 즐겨 보세요.',
  taco: '매일 직접 굽는 옥수수 토르티야로 만드는 멕시칸 타코 바예요.',
  skewers: '숯불에 한 꼬치씩 구워 내는 꼬치와 곁들일 술이 준비된 작은 술집이에요.',
  pizza: '400도 화덕에서 90초 만에 구워 내는 나폴리 피자 전문점이에요.',
  pancake: '주문하면 바로 부쳐 내는 전과 곁들일 안주가 있는 집이에요.',
  fish: '매일 새벽 들여온 생선을 연탄불에 구워 내는 생선구이 백반집이에요.',
};

/** `골뱅이무침 26000*` — a menu row of STORE_ROWS: the name, the price in 원 and * for 대표 메뉴. */
function menuItemOf(text: string): MenuItem {
  const match = /^(.+) (\d+)(\*?)$/.exec(text);
  if (!match) throw new Error(`demo store: menu item "${text}" needs a price`);
  return { name: match[1]!, price: Number(match[2]), signature: match[3] === '*' };
}

/** `15000-20000` → both figures, `10000` → one figure, `-` → none. */
function rangeOf(text: string): [number | null, number | null] {
  if (text === '-') return [null, null];
  const [min, max] = text.split('-');
  return [Number(min), max === undefined ? null : Number(max)];
}

function oneOf<T extends string>(allowed: readonly T[], value: string | undefined): T {
  if (!allowed.includes(value as T)) throw new Error(`demo store: "${value}" is not one of ${allowed.join(', ')}`);
  return value as T;
}

/**
 * The demo stores whose days are not all their row's hours (docs/adr/0049-hours-by-weekday.md): a
 * sushi bar and a 한정식 with a 브레이크 타임 and a last booking time, a dim sum house with a weekday
 * break and longer weekends. Not the stores the browser tests book at fixed hours.
 */
const WEEKLY_HOURS: Record<string, (weekday: Weekday) => DayHours> = {
  '스시 하나': () => dayHoursOf('12:00', '22:00', { breakStart: '15:00', breakEnd: '17:00', lastBooking: '20:00' }),
  '딤섬 팰리스': (weekday) =>
    weekday === '토' || weekday === '일'
      ? dayHoursOf('11:00', '22:00')
      : dayHoursOf('11:30', '22:00', { breakStart: '15:00', breakEnd: '17:00' }),
  '서촌 한정식 담': () =>
    dayHoursOf('11:30', '21:00', { breakStart: '15:00', breakEnd: '17:30', lastBooking: '19:30' }),
};

function weeklyHoursOf(name: string): WeeklyHours | null {
  const hoursOn = WEEKLY_HOURS[name];
  return hoursOn ? (Object.fromEntries(WEEKDAYS.map((weekday) => [weekday, hoursOn(weekday)])) as WeeklyHours) : null;
}

export const DEMO_STORES = STORE_ROWS.trim()
  .split('\n')
  .map((row) => {
    const [
      name,
      district,
      foodType,
      dish,
      address1,
      address2,
      phone,
      hours,
      dayOff,
      menu,
      priceRange,
      amenities,
      capacity,
      images,
    ] = row.split(' | ') as string[];
    const [openTime, closeTime] = hours!.split('-') as [string, string];
    const menuItems = menu!.split(', ').map(menuItemOf);
    const [lunch, dinner] = priceRange!.split('/') as [string, string];
    const [lunchPriceMin, lunchPriceMax] = rangeOf(lunch);
    const [dinnerPriceMin, dinnerPriceMax] = rangeOf(dinner);
    return {
      name: name!,
      district: oneOf(DISTRICTS, district),
      foodType: oneOf(FOOD_TYPES, foodType),
      dish: oneOf(DISHES, dish),
      address1: address1!,
      address2: address2!,
      phone: phone!,
      openTime,
      closeTime,
      weeklyHours: weeklyHoursOf(name!),
      dayOff: dayOff === '-' ? [] : dayOff!.split(' ').map((day) => oneOf(WEEKDAYS, day)),
      menu: menuItems.map((item) => item.name),
      menuItems,
      lunchPriceMin,
      lunchPriceMax,
      dinnerPriceMin,
      dinnerPriceMax,
      intro: INTROS[oneOf(DISHES, dish)],
      amenities: amenities!.split(' ').map((amenity) => oneOf(AMENITIES, amenity)),
      capacity: Number(capacity),
      images: Number(images),
    };
  });

/**
 * The demo store that takes a 예약금 (ADR-0051): an omakase counter, 예약 기반, its deposit per person well
 * under the reservation-based cap of the expected price, so a no-show keeps at most the deposit.
 */
export const DEMO_DEPOSIT_POLICIES: Record<string, DepositPolicy> = {
  '압구정 스시 오마에': {
    ...DEFAULT_DEPOSIT_POLICY,
    enabled: true,
    amount: 30_000,
    storeKind: 'RESERVATION',
    pricePerPerson: 150_000,
  },
};

/** The owners' replies to their stores' demo reviews (사장님 답글), one after another. */
export const OWNER_REPLY_TEXTS = [
  '찾아주셔서 감사해요! 말씀해주신 부분 잊지 않고 더 맛있게 준비할게요.\n다음에도 편하게 들러주세요.',
  '좋은 후기 남겨주셔서 힘이 나요. 다음 방문 때도 만족하실 수 있게 준비해둘게요.',
];

/** Reviews by what the store serves, so a steakhouse is not praised for its broth. */
export const REVIEW_TEXTS: Record<Dish, string[]> = {
  table: [
    '반찬이 정갈하게 하나하나 나와서 부모님 모시고 오기 좋았어요.',
    '간이 세지 않고 재료 맛이 살아 있어요. 다음엔 다른 정식도 먹어보려고요.',
    '웨이팅 없이 예약하고 와서 편했어요. 사장님이 친절하세요.',
  ],
  stew: [
    '국물이 진하고 깔끔해요. 해장하러 또 올게요.',
    '면이 쫄깃하고 국물이 시원해요. 김치가 특히 맛있었어요.',
    '아침 일찍 열어서 좋아요. 양도 넉넉합니다.',
  ],
  grill: [
    '숯불 향이 제대로예요. 직원분이 직접 구워주셔서 편했어요.',
    '고기 질이 좋고 밑반찬도 계속 채워주셨어요. 회식 장소로 딱이에요.',
    '마지막에 볶음밥까지 먹으니 완벽한 코스였어요.',
  ],
  fish: [
    '고등어가 겉은 바삭하고 속은 촉촉해요. 밥 한 공기 더 시켰어요.',
    '생선이 신선하고 비린내가 하나도 없어요. 점심 정식 추천합니다.',
  ],
  pancake: [
    '겉은 바삭, 속은 촉촉! 막걸리랑 같이 먹으니 최고였어요.',
    '철판에서 바로 구워 나와서 끝까지 따뜻하게 먹었어요.',
  ],
  noodles: [
    '짬뽕 국물이 불향 가득! 면도 쫄깃해서 또 오고 싶어요.',
    '탕수육 튀김옷이 바삭하고 소스가 과하지 않아서 좋았어요.',
    '짜장면이 달지 않고 고소해요. 군만두도 꼭 드세요.',
  ],
  dimsum: [
    '샤오롱바오 육즙이 가득해요. 딤섬 종류가 다양해서 고르는 재미가 있어요.',
    '하가우 피가 얇고 새우가 통통해요. 주말엔 예약 필수!',
  ],
  hotpot: [
    '마라 단계 조절이 돼서 맵찔이도 맛있게 먹었습니다.',
    '홍탕 백탕 반반으로 먹으니 질리지 않아요. 고기 양도 넉넉해요.',
  ],
  skewers: [
    '꼬치가 하나하나 잘 구워져 나와요. 하이볼이랑 궁합이 좋아요.',
    '양꼬치에 쯔란 듬뿍! 직원분이 구워주셔서 편하게 먹었어요.',
  ],
  pasta: [
    '파스타 면 익힘이 딱 좋았고 분위기가 아늑해서 데이트하기 좋아요.',
    '소스가 진하고 빵까지 찍어 먹었어요. 디저트도 훌륭합니다.',
    '와인 리스트가 알차고 직원분 추천이 정확했어요.',
  ],
  steak: [
    '스테이크 굽기를 정확하게 맞춰주셨어요. 와인 추천도 훌륭했습니다.',
    '고기가 부드럽고 가니시까지 신경 쓴 게 느껴져요. 기념일에 추천해요.',
    '버거 패티가 두툼하고 감자튀김이 바삭해요.',
  ],
  pizza: [
    '화덕 피자 도우가 쫄깃하고 치즈가 듬뿍이라 만족스러웠어요.',
    '가장자리까지 맛있어요. 디아볼라 매콤해서 추천!',
  ],
  brunch: ['브런치 메뉴가 예쁘고 맛있어요. 주말엔 예약하고 가세요!', '에그 베네딕트 소스가 부드럽고 커피도 맛있어요.'],
  taco: [
    '비리아 타코를 콘소메에 찍어 먹으니 감동이에요. 과카몰리도 신선해요.',
    '분위기가 신나고 타코 종류가 다양해요. 친구들이랑 오기 좋아요.',
  ],
  sushi: [
    '오마카세 구성이 알차고 셰프님 설명이 친절했어요. 기념일에 추천합니다.',
    '재료가 신선하고 밥 온도까지 딱 좋았어요.',
    '가격 대비 만족도가 높았습니다. 점심 코스 강추!',
  ],
  ramen: [
    '국물이 진하고 차슈가 부드러워요. 혼밥하기에도 편했어요.',
    '면발이 탱탱하고 국물이 깔끔해요. 튀김도 바삭합니다.',
  ],
  cutlet: [
    '돈카츠 튀김이 가볍고 고기가 두툼해요. 소스 없이도 맛있어요.',
    '양배추 샐러드 무한 리필이라 좋아요. 카츠산도도 꼭 드세요.',
  ],
};

/**
 * Diners whose bookings fill some evening hours of today and tomorrow, so the time chips show
 * scarcity ("2석 남음") and full hours. They have no password (no one logs in as them).
 */
export const DEMO_DINERS = [
  { email: 'diner1@siktak.kr', name: '김단골', nickname: '단골손님', phone: '010-4000-0001' },
  { email: 'diner2@siktak.kr', name: '이저녁', nickname: '저녁약속', phone: '010-4000-0002' },
  { email: 'diner3@siktak.kr', name: '박모임', nickname: '모임장', phone: '010-4000-0003' },
  { email: 'diner4@siktak.kr', name: '최가족', nickname: '가족외식', phone: '010-4000-0004' },
  { email: 'diner5@siktak.kr', name: '정회식', nickname: '회식담당', phone: '010-4000-0005' },
  { email: 'diner6@siktak.kr', name: '한데이트', nickname: '데이트중', phone: '010-4000-0006' },
] as const;

/** Stores (by name) whose evening hours the diners fill, and the seats each of those hours keeps free. */
export const EVENING_RUSH: { store: string; left: Record<string, number> }[] = [
  { store: '스시 하나', left: { '18:00': 0, '19:00': 2, '20:00': 1 } },
  { store: '압구정 스시 오마에', left: { '18:00': 2, '19:00': 0, '20:00': 2 } },
  { store: '라멘 츠키', left: { '18:00': 3, '19:00': 2, '20:00': 4 } },
  { store: '이태원 타코 바', left: { '19:00': 2, '20:00': 0, '21:00': 3 } },
  { store: '서래마을 이자카야 모모', left: { '19:00': 1, '20:00': 2, '21:00': 0 } },
  { store: '한남 숯불갈비', left: { '19:00': 2, '20:00': 4 } },
  { store: '청담 스테이크 하우스', left: { '19:00': 3, '20:00': 2 } },
];

export const DEMO_NOTICES = [
  {
    title: '식탁 서비스 오픈 안내',
    content:
      '안녕하세요, 식탁입니다.\n서울의 맛집을 찾고 원하는 날짜와 시간에 바로 테이블을 예약할 수 있는 식탁이 문을 열었습니다.\n많은 이용 부탁드립니다.',
  },
  {
    title: '예약 취소 및 노쇼 정책 안내',
    content:
      '예약은 방문 시간 전까지 마이페이지 > 예약 내역에서 취소할 수 있습니다.\n잦은 노쇼는 다른 손님의 예약 기회를 빼앗습니다. 방문이 어려우시면 꼭 미리 취소해주세요.',
  },
  {
    title: '사장님 가게 등록 방법 안내',
    content:
      '마이페이지 > 사장님 신청에서 가게 이름, 사업자등록번호, 사업자등록증 사진을 올려주세요.\n관리자 승인 후 가게 정보를 등록하고 예약을 받을 수 있습니다.',
  },
];
