import type { AvailableStore } from '@siktak/contract';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '../../../test/render';
import { AvailableStoreCard } from './available-store-card';

const STORE: AvailableStore = {
  storeNo: 7,
  storeName: '한남 숯불갈비',
  categoryAddress: '용산구',
  categoryFoodtype: '한식',
  storeGrade: 4.7,
  reviewCount: 30,
  storeImg: null,
  storeThumb: null,
  chips: [],
  opensAt: null,
};

function renderCard(store: AvailableStore) {
  renderRoutes(
    [
      {
        path: '/',
        element: (
          <AvailableStoreCard store={store} pick={{ date: '2026-11-24', time: '13:00', party: 2 }} layout="row" />
        ),
      },
    ],
    '/',
  );
}

describe('a store card without time chips', () => {
  it('says when a store not yet open opens, not that the hours around the pick are full', () => {
    renderCard({ ...STORE, opensAt: '16:00' });
    expect(screen.getByText(/16:00에 문을 열어요\./)).toBeInTheDocument();
    expect(screen.queryByText(/전후로는/)).not.toBeInTheDocument();
  });

  it('says the hours around the pick are full for a store that is open then', () => {
    renderCard(STORE);
    expect(screen.getByText(/13:00 전후로는 2명 자리가 없어요\./)).toBeInTheDocument();
  });

  it('shows the review count beside the rating', () => {
    renderCard(STORE);
    expect(screen.getByText('4.7')).toBeInTheDocument();
    expect(screen.getByText('30', { exact: false })).toHaveTextContent('리뷰 30');
  });
});
