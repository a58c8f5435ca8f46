/** Demo accounts seeded on first start (apps/server/src/db/seed/demo-data.ts). */
export const DEMO = {
  admin: { email: 'admin@siktak.kr', password: 'Siktak!admin1' },
  owner1: { email: 'owner1@siktak.kr', password: 'Siktak!owner1' },
  owner2: { email: 'owner2@siktak.kr', password: 'Siktak!owner2' },
  member1: { email: 'member1@siktak.kr', password: 'Siktak!member1' },
  member2: { email: 'member2@siktak.kr', password: 'Siktak!member2' },
} as const;
