export { AdminFeeSchedulePage as Component } from '../features/payments/admin/admin-fee-schedule-page';
