import { api } from '../../../lib/api';

export const requestPasswordReset = (email: string) => api.post('/user/forget-password', { email });
