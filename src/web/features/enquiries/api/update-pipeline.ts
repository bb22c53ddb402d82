import type { EnquiryPipelineUpdate } from '#common/schemas/enquiries';
import { api } from '#web/lib/api';
import { useWrite } from '#web/lib/use-write';
import { enquiryKeys, type EnquiryKind } from './enquiry-keys';

/** PATCH /{kind}/{id}/pipeline: a lead's status or follow-up day. */
export const useUpdatePipeline = (kind: EnquiryKind) =>
  useWrite(
    ({ id, values }: { id: string; values: EnquiryPipelineUpdate }) =>
      api.patch(`/${kind}/${encodeURIComponent(id)}/pipeline`, values, { quiet: true }),
    enquiryKeys.all,
  );
