import { marketingConsentAnswer, marketingConsentBody, myConsents } from '@siktak/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeApi, route } from '../../../test/fake-api';
import { renderRoutes } from '../../../test/render';
import { ConsentsSection } from './consents-section';

const signedUp = { version: '2026-11-28', source: 'signup', recordedAt: '2026-11-17T10:05:00' } as const;
const CONSENTS = [
  { kind: 'terms', ...signedUp, version: '2026-11-01', agreed: true },
  { kind: 'privacy', ...signedUp, agreed: true },
  { kind: 'age14', ...signedUp, agreed: true },
  { kind: 'marketing', ...signedUp, agreed: false },
];

describe('내 정보: 약관 동의', () => {
  it('shows each consent with its version and time, and switches 마케팅 정보 수신 with the date told', async () => {
    const sent: unknown[] = [];
    fakeApi({
      'GET /api/profile/consents': route({ answer: myConsents, handle: () => ({ consents: CONSENTS }) }),
      'PUT /api/profile/consents/marketing': route({
        body: marketingConsentBody,
        answer: marketingConsentAnswer,
        handle: ({ body }) => {
          sent.push(body);
          return {
            success: true,
            message: '2026.11.18에 마케팅 정보 수신에 동의했어요.',
            consents: CONSENTS.map((c) =>
              c.kind === 'marketing' ? { ...c, agreed: true, source: 'my-info', recordedAt: '2026-11-18T09:00:00' } : c,
            ),
          };
        },
      }),
    });
    renderRoutes([{ path: '/my-info', element: <ConsentsSection /> }], '/my-info');
    const section = await screen.findByRole('region', { name: '약관 동의' });
    const row = (name: string) =>
      within(section)
        .getAllByRole('listitem')
        .find((item) => item.textContent?.includes(name)) as HTMLElement;
    expect(await within(section).findByText('이용약관 동의')).toBeInTheDocument();
    expect(row('이용약관 동의')).toHaveTextContent('동의함');
    expect(row('이용약관 동의')).toHaveTextContent('2026.11.17 10:05 · 2026.11.01 시행본');
    expect(row('개인정보 수집·이용 동의')).toHaveTextContent('2026.11.28 시행본');

    const marketing = within(section).getByRole('switch', { name: '마케팅 정보 수신 동의' });
    expect(marketing).not.toBeChecked();
    await userEvent.click(marketing);
    expect(await screen.findByText('2026.11.18에 마케팅 정보 수신에 동의했어요.')).toBeInTheDocument();
    expect(marketing).toBeChecked();
    expect(row('마케팅 정보 수신 동의')).toHaveTextContent('2026.11.18 09:00');
    expect(sent).toEqual([{ agreed: true }]);
  });

  it('says when nothing was recorded, and when the old app signed the member up', async () => {
    const unknown = { version: null, agreed: null, source: null, recordedAt: null };
    fakeApi({
      'GET /api/profile/consents': route({
        answer: myConsents,
        handle: () => ({
          consents: [
            {
              kind: 'terms',
              version: '2026-11-01',
              agreed: null,
              source: 'legacy-client',
              recordedAt: '2026-11-17T10:00:00',
            },
            { kind: 'privacy', ...unknown },
            { kind: 'age14', ...unknown },
            { kind: 'marketing', ...unknown },
          ],
        }),
      }),
    });
    renderRoutes([{ path: '/my-info', element: <ConsentsSection /> }], '/my-info');
    const section = await screen.findByRole('region', { name: '약관 동의' });
    await within(section).findByText('이용약관 동의');
    const items = within(section).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('확인 안 됨');
    expect(items[0]).toHaveTextContent('이전 앱으로 가입');
    expect(items[1]).toHaveTextContent('기록이 없어요');
    expect(within(section).getByRole('switch', { name: '마케팅 정보 수신 동의' })).not.toBeChecked();
  });
});
