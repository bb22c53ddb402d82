import { useMutation } from '@tanstack/react-query';
import type { ContactInput } from '#common/schemas/contacts';
import { api } from '#web/lib/api';

const sendContact = (values: ContactInput) => api.post('/contact/create', values, { quiet: true });

/** POST /contact/create: a visitor's question to the institute. */
export const useSendContact = () => useMutation({ mutationFn: sendContact });
