import { api } from '#web/lib/api';
import { titledResources, type TitledResourceKind } from './titled-resources';
import { useWrite } from '#web/lib/use-write';
import { courseKeys } from './course-keys';

/** Deletes an e-book or a slide deck. */
export const useRemoveTitledResource = (kind: TitledResourceKind) =>
  useWrite(
    (fileId: string) => api.delete(titledResources[kind].remove(fileId), { quiet: true }),
    courseKeys.all,
  );
