export { AdminTransactionsPage as Component } from '../features/payments/admin-transactions-page';
