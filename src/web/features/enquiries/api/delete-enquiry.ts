import { api } from '#web/lib/api';
import { useWrite } from '#web/lib/use-write';
import { enquiryKeys, type EnquiryKind } from './enquiry-keys';

/** DELETE /{kind}/{id}: a contact query or a registration. */
export const useDeleteEnquiry = (kind: EnquiryKind) =>
  useWrite(
    (id: string) => api.delete(`/${kind}/${encodeURIComponent(id)}`, { quiet: true }),
    enquiryKeys.all,
  );
