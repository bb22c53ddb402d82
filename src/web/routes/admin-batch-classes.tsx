import { useParams } from 'react-router';
import { BatchClassesPage } from '../features/courses/admin/batch-classes-page';
import { BatchIdCards } from '../features/id-cards/admin/batch-id-cards';

/** A batch's classes, and its students' ID cards printed as sheets. */
export function Component() {
  const { id = '' } = useParams();
  return (
    <div className="space-y-6">
      <BatchClassesPage />
      <BatchIdCards batchId={id} />
    </div>
  );
}
