import { api } from '#web/lib/api';
import { useWrite } from '#web/lib/use-write';
import { enquiryKeys, type EnquiryKind } from './enquiry-keys';

/** POST /{kind}/{id}/notes: a staff note on a lead. */
export const useAddNote = (kind: EnquiryKind) =>
  useWrite(
    ({ id, text }: { id: string; text: string }) =>
      api.post(`/${kind}/${encodeURIComponent(id)}/notes`, { text }, { quiet: true }),
    enquiryKeys.all,
  );
