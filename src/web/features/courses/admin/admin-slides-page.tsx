import { TitledResourcePage } from './titled-resource-page';

export function AdminSlidesPage() {
  return (
    <TitledResourcePage
      kind="ppt"
      text={{
        title: 'Add PPT',
        intro: 'Upload slide decks for a course and manage the existing ones.',
        noun: 'Slide deck',
        fileHint: 'PDF, PPT or PPTX, up to 25 MB.',
        accept: '.pdf,.ppt,.pptx',
        listTitle: 'Slide decks by course',
        emptyText: 'No PPTs available for this course.',
        added: 'PPT added successfully',
        addFailed: 'Failed to add ppt',
        fetchFailed: 'Failed to fetch ppt',
        deleted: 'PPT Deleted',
      }}
    />
  );
}
