import type { RegistrationDto } from '#common/schemas/registrations';
import { api } from '#web/lib/api';
import { useWrite } from '#web/lib/use-write';
import { enquiryKeys } from './enquiry-keys';

const convert = ({ id, email }: { id: string; email: string }) =>
  api.post<RegistrationDto>(
    `/register/${encodeURIComponent(id)}/convert`,
    { email },
    { quiet: true },
  );

/** POST /register/{id}/convert: a student account for a registration; they get a set-password mail. */
export const useConvertRegistration = () => useWrite(convert, enquiryKeys.all);
