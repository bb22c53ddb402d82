import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Field } from '#web/components/field';
import { toast } from '#web/lib/toast';
import { batchesQuery } from '../api/batches-query';
import { useJoinBatch } from '../api/join-batch';
import { BatchSelect } from './batch-select';
import './messages';

/** At the desk: the student joins one of a course's batches (on the student's admin page). */
export function StudentBatchJoin({
  studentId,
  courses,
}: {
  studentId: string;
  courses: { id: string; title: string }[];
}) {
  const { t } = useLingui();
  const [courseId, setCourseId] = useState('');
  const [batchId, setBatchId] = useState('');
  const { data: batches = [] } = useQuery({ ...batchesQuery(courseId), enabled: courseId !== '' });
  const join = useJoinBatch();
  const submit = async () => {
    const result = await join.mutateAsync({ batchId, userId: studentId });
    if (result.message) toast.success(result.message);
  };
  return (
    <form
      aria-label={t`Join a batch`}
      className="grid gap-3 sm:grid-cols-[1fr_1fr_auto] sm:items-end"
      onSubmit={(event) => {
        event.preventDefault();
        if (batchId) void submit().catch(() => undefined);
      }}
    >
      <Field label={t`Course`}>
        {(control) => (
          <select
            {...control}
            className="input"
            value={courseId}
            onChange={(event) => {
              setCourseId(event.target.value);
              setBatchId('');
            }}
          >
            <option value="">{t`Choose a course`}</option>
            {courses.map((course) => (
              <option key={course.id} value={course.id}>
                {course.title}
              </option>
            ))}
          </select>
        )}
      </Field>
      <BatchSelect
        batches={batches}
        value={batchId}
        onChange={setBatchId}
        disabled={courseId === ''}
      />
      <button type="submit" className="btn btn-primary" disabled={!batchId || join.isPending}>
        {t`Add to batch`}
      </button>
    </form>
  );
}
