import { useLingui } from '@lingui/react/macro';
import { TitledResourcePage } from './titled-resource-page';
import './messages';

export function AdminSlidesPage() {
  const { t } = useLingui();
  return (
    <TitledResourcePage
      kind="ppt"
      text={{
        title: t`Add PPT`,
        intro: t`Upload slide decks for a course and manage the existing ones.`,
        fileLabel: t`Slide deck file`,
        fileHint: t`PDF, PPT or PPTX, up to 25 MB.`,
        accept: '.pdf,.ppt,.pptx',
        listTitle: t`Slide decks by course`,
        emptyText: t`No PPTs available for this course.`,
        added: t`PPT added successfully`,
        addFailed: t`Failed to add ppt`,
        fetchFailed: t`Failed to fetch ppt`,
        deleted: t`PPT Deleted`,
      }}
    />
  );
}
