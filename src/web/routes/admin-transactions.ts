export { AdminTransactionsPage as Component } from '../features/payments/admin/admin-transactions-page';
