import { useMutation } from '@tanstack/react-query';
import type { DemoBookingInput } from '#common/schemas/demo-booking';
import { api } from '#web/lib/api';

const bookDemo = (values: DemoBookingInput) => api.post('/contact/demo', values, { quiet: true });

/** POST /contact/demo: a visitor books a free demo class of a course. */
export const useBookDemo = () => useMutation({ mutationFn: bookDemo });
