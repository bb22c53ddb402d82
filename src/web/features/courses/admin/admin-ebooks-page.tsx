import { useLingui } from '@lingui/react/macro';
import { TitledResourcePage } from './titled-resource-page';
import './messages';

export function AdminEbooksPage() {
  const { t } = useLingui();
  return (
    <TitledResourcePage
      kind="ebook"
      text={{
        title: t`Add EBook`,
        intro: t`Upload e-books for a course and manage the existing ones.`,
        fileLabel: t`E-book file`,
        fileHint: t`PDF or EPUB, up to 25 MB.`,
        accept: '.pdf,.epub,application/pdf,application/epub+zip',
        listTitle: t`E-books by course`,
        emptyText: t`No eBooks available for this course.`,
        added: t`Ebook added successfully`,
        addFailed: t`Failed to add eBook`,
        fetchFailed: t`Failed to fetch eBooks`,
        deleted: t`Ebook Deleted`,
      }}
    />
  );
}
