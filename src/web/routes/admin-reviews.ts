export { AdminReviewsPage as Component } from '../features/reviews/admin-reviews-page';
