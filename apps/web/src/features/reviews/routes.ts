import { pendingRoute } from '../../shared/lib/routing';

export const reviewRoutes = [
  pendingRoute('/my-review-list', '내 리뷰'),
  pendingRoute('/my-review-detail', '리뷰 상세'),
  pendingRoute('/review-form', '리뷰 작성'),
  pendingRoute('/store-review', '가게 리뷰'),
  pendingRoute('/store-review-detail', '가게 리뷰 상세'),
];
