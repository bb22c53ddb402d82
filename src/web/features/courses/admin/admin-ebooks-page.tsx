import { TitledResourcePage } from './titled-resource-page';

export function AdminEbooksPage() {
  return (
    <TitledResourcePage
      kind="ebook"
      text={{
        title: 'Add EBook',
        intro: 'Upload e-books for a course and manage the existing ones.',
        noun: 'E-book',
        fileHint: 'PDF or EPUB, up to 25 MB.',
        accept: '.pdf,.epub,application/pdf,application/epub+zip',
        listTitle: 'E-books by course',
        emptyText: 'No eBooks available for this course.',
        added: 'Ebook added successfully',
        addFailed: 'Failed to add eBook',
        fetchFailed: 'Failed to fetch eBooks',
        deleted: 'Ebook Deleted',
      }}
    />
  );
}
