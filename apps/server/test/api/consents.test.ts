import { asc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { CONSENT_VERSIONS, ERRORS, MESSAGES } from '@siktak/contract';
import { memberConsents, users } from '../../src/db/schema.js';
import { appWithSmtp } from '../helpers/app.js';
import { authHeader, createUser } from '../helpers/factories.js';
import { verifiedAddress } from '../helpers/signups.js';

const ALL_AGREED = { terms: true, privacy: true, age14: true, marketing: true };
/** TEST_NOW in Seoul, as the answers write it. */
const SIGNED_UP_AT = '2026-11-17T10:00:00';

let nicknames = 0;
function signupBody(address: string, consents?: object) {
  return {
    userId: address,
    userPw: 'Consent!2026',
    userName: '김동의',
    userNickName: `동의회원${++nicknames}`,
    userPhone: '010-3333-4444',
    ...(consents ? { consents } : {}),
  };
}

describe('sign-up consents and 내 정보', () => {
  const run = appWithSmtp();

  beforeAll(async () => {});

  const signup = (payload: object) => run.t.app.inject({ method: 'POST', url: '/api/auth/signup', payload });

  async function memberOf(address: string) {
    const [row] = await run.t.app.ctx.db.select({ userNo: users.userNo }).from(users).where(eq(users.email, address));
    return row;
  }

  const consentRows = (userNo: number) =>
    run.t.app.ctx.db
      .select({
        kind: memberConsents.kind,
        version: memberConsents.version,
        agreed: memberConsents.agreed,
        source: memberConsents.source,
        recordedAt: memberConsents.recordedAt,
      })
      .from(memberConsents)
      .where(eq(memberConsents.userNo, userNo))
      .orderBy(asc(memberConsents.id));

  async function headersOf(address: string) {
    const member = await memberOf(address);
    return authHeader(run.t.app, { userNo: member!.userNo, role: 'ROLE_USER' });
  }

  const readConsents = (headers: Record<string, string>) =>
    run.t.app.inject({ method: 'GET', url: '/api/profile/consents', headers });
  const setMarketing = (headers: Record<string, string>, payload: object) =>
    run.t.app.inject({ method: 'PUT', url: '/api/profile/consents/marketing', headers, payload });

  it('refuses a sign-up whose consents leave out a required one with E160, and creates nothing', async () => {
    const address = await verifiedAddress(run.t.app, run.smtp);
    const recordedBefore = (await run.t.app.ctx.db.select().from(memberConsents)).length;
    for (const consents of [
      { terms: true, privacy: true, marketing: true },
      { terms: true, privacy: false, age14: true },
      { terms: false, privacy: true, age14: true, marketing: false },
      {},
    ]) {
      const res = await signup(signupBody(address, consents));
      expect(res.statusCode, JSON.stringify(consents)).toBe(400);
      expect(res.json()).toEqual({ success: false, code: 'E160', message: ERRORS.E160.message });
    }
    expect(await memberOf(address)).toBeUndefined();
    expect(await run.t.app.ctx.db.select().from(memberConsents)).toHaveLength(recordedBefore);

    // Nothing was used up either: the same verified address signs up once it agrees.
    const agreed = await signup(signupBody(address, { terms: true, privacy: true, age14: true }));
    expect(agreed.statusCode, agreed.body).toBe(201);
    expect(await memberOf(address)).toBeDefined();
  });

  it('refuses consents that are not true or false as malformed input', async () => {
    const address = await verifiedAddress(run.t.app, run.smtp);
    const res = await signup(signupBody(address, { ...ALL_AGREED, terms: 'yes' }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, code: '400', message: MESSAGES.recheckInput });
    expect(await memberOf(address)).toBeUndefined();
  });

  it('stores each consent of a sign-up with its version and time, and answers them on 내 정보', async () => {
    const address = await verifiedAddress(run.t.app, run.smtp);
    const res = await signup(signupBody(address, { terms: true, privacy: true, age14: true }));
    expect(res.statusCode, res.body).toBe(201);
    const member = await memberOf(address);
    const rows = await consentRows(member!.userNo);
    expect(rows).toEqual(
      (['terms', 'privacy', 'age14', 'marketing'] as const).map((kind) => ({
        kind,
        version: CONSENT_VERSIONS[kind],
        // 마케팅 정보 수신 left out is a no.
        agreed: kind !== 'marketing',
        source: 'signup',
        recordedAt: new Date(run.t.clock.now()),
      })),
    );

    const read = await readConsents(await headersOf(address));
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual({
      consents: [
        { kind: 'terms', version: '2026-11-01', agreed: true, source: 'signup', recordedAt: SIGNED_UP_AT },
        {
          kind: 'privacy',
          version: CONSENT_VERSIONS.privacy,
          agreed: true,
          source: 'signup',
          recordedAt: SIGNED_UP_AT,
        },
        { kind: 'age14', version: CONSENT_VERSIONS.age14, agreed: true, source: 'signup', recordedAt: SIGNED_UP_AT },
        {
          kind: 'marketing',
          version: CONSENT_VERSIONS.marketing,
          agreed: false,
          source: 'signup',
          recordedAt: SIGNED_UP_AT,
        },
      ],
    });
  });

  it("accepts the existing client's sign-up without consents and records them as unknown", async () => {
    const address = await verifiedAddress(run.t.app, run.smtp);
    const res = await signup(signupBody(address));
    expect(res.statusCode, res.body).toBe(201);
    const rows = await consentRows((await memberOf(address))!.userNo);
    expect(rows.map(({ kind, agreed, source, version }) => ({ kind, agreed, source, version }))).toEqual(
      (['terms', 'privacy', 'age14', 'marketing'] as const).map((kind) => ({
        kind,
        agreed: null,
        source: 'legacy-client',
        version: CONSENT_VERSIONS[kind],
      })),
    );
    const read = (await readConsents(await headersOf(address))).json();
    expect(read.consents.map((c: { agreed: unknown; source: unknown }) => [c.agreed, c.source])).toEqual(
      Array.from({ length: 4 }, () => [null, 'legacy-client']),
    );
  });

  it('answers nothing recorded for a member from before consents were kept', async () => {
    const member = await createUser(run.t.app);
    const read = await readConsents(await authHeader(run.t.app, member));
    expect(read.json().consents).toEqual(
      ['terms', 'privacy', 'age14', 'marketing'].map((kind) => ({
        kind,
        version: null,
        agreed: null,
        source: null,
        recordedAt: null,
      })),
    );
  });

  it('turns 마케팅 정보 수신 on and off, each change recorded with its time and told with its date', async () => {
    const address = await verifiedAddress(run.t.app, run.smtp);
    expect((await signup(signupBody(address, { terms: true, privacy: true, age14: true }))).statusCode).toBe(201);
    run.t.clock.advance(24 * 60 * 60 * 1000);
    const headers = await headersOf(address);
    const on = await setMarketing(headers, { agreed: true });
    expect(on.statusCode, on.body).toBe(200);
    expect(on.json()).toMatchObject({ success: true, message: '2026.11.18에 마케팅 정보 수신에 동의했어요.' });
    expect(on.json().consents[3]).toEqual({
      kind: 'marketing',
      version: CONSENT_VERSIONS.marketing,
      agreed: true,
      source: 'my-info',
      recordedAt: '2026-11-18T10:00:00',
    });

    run.t.clock.advance(60 * 1000);
    const off = await setMarketing(headers, { agreed: false });
    expect(off.json().message).toBe('2026.11.18에 마케팅 정보 수신 동의를 철회했어요.');
    const read = (await readConsents(headers)).json();
    expect(read.consents[3]).toMatchObject({ agreed: false, source: 'my-info', recordedAt: '2026-11-18T10:01:00' });
    // The sign-up's answers stand; the marketing history keeps every change.
    expect(read.consents[0]).toMatchObject({ agreed: true, source: 'signup', recordedAt: SIGNED_UP_AT });
    const history = (await consentRows((await memberOf(address))!.userNo)).filter((r) => r.kind === 'marketing');
    expect(history.map((r) => [r.agreed, r.source])).toEqual([
      [false, 'signup'],
      [true, 'my-info'],
      [false, 'my-info'],
    ]);

    const malformed = await setMarketing(headers, { agreed: 'yes' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({ success: false, message: MESSAGES.recheckInput });
  });

  it("never reads or changes another member's consents", async () => {
    const first = await verifiedAddress(run.t.app, run.smtp);
    const second = await verifiedAddress(run.t.app, run.smtp);
    expect((await signup(signupBody(first, ALL_AGREED))).statusCode).toBe(201);
    expect((await signup(signupBody(second, { terms: true, privacy: true, age14: true }))).statusCode).toBe(201);
    const firstNo = (await memberOf(first))!.userNo;
    const secondHeaders = await headersOf(second);

    // Naming the other member in the body changes nothing of theirs: the token decides whose it is.
    const changed = await setMarketing(secondHeaders, { agreed: true, userNo: firstNo });
    expect(changed.statusCode).toBe(200);
    const firstMarketing = (await consentRows(firstNo)).filter((r) => r.kind === 'marketing');
    expect(firstMarketing.map((r) => [r.agreed, r.source])).toEqual([[true, 'signup']]);
    const withdrawn = await setMarketing(await headersOf(first), { agreed: false });
    expect(withdrawn.json().consents[3]).toMatchObject({ agreed: false });
    expect((await readConsents(secondHeaders)).json().consents[3]).toMatchObject({ agreed: true, source: 'my-info' });

    for (const res of [
      await run.t.app.inject({ method: 'GET', url: '/api/profile/consents' }),
      await run.t.app.inject({ method: 'PUT', url: '/api/profile/consents/marketing', payload: { agreed: true } }),
    ]) {
      expect(res.statusCode).toBe(401);
    }
  });
});
