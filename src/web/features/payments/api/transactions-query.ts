import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api';

export type PaymentStatus = 'created' | 'paid' | 'failed';

/** A row of GET /payment: one order for a course, and what became of it. */
export interface Transaction {
  _id: string;
  courseId: { _id: string; courseTitle: string };
  user: { _id: string; userName: string; email: string };
  /** Rupees. */
  amount: number;
  currency: string;
  paymentStatus: PaymentStatus;
  paymentId: string;
  orderId: string;
  createdAt: string;
}

async function getTransactions(page: number, signal: AbortSignal) {
  const { data } = await api.get<{ data: Transaction[]; pages: number }>(`/payment?page=${page}`, {
    quiet: true,
    signal,
  });
  return { transactions: data?.data ?? [], pages: data?.pages ?? 1, page };
}

/** One page of every course purchase attempt, newest first (admin). */
export const transactionsQuery = (page: number) =>
  queryOptions({
    queryKey: ['transactions', page],
    queryFn: ({ signal }) => getTransactions(page, signal),
    placeholderData: keepPreviousData,
  });
