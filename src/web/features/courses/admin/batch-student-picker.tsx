import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Field } from '#web/components/field';
import { allCoursesQuery } from '../api/all-courses-query';
import { batchesQuery } from '../api/batches-query';
import { rosterQuery } from '../api/timetable';
import { BatchSelect } from './batch-select';
import './messages';

export interface BatchStudentChoice {
  batchId: string;
  studentId: string;
}

/**
 * A student of a batch, chosen by course, batch and student (Upload Certificate names them so the
 * server can check the batch's minimum attendance). Choosing nothing is allowed.
 */
export function BatchStudentPicker({
  value,
  onChange,
  error,
}: {
  value: BatchStudentChoice;
  onChange: (next: BatchStudentChoice) => void;
  error?: string | undefined;
}) {
  const { t } = useLingui();
  const [courseId, setCourseId] = useState('');
  const courses = useQuery(allCoursesQuery);
  const batches = useQuery({ ...batchesQuery(courseId), enabled: courseId !== '' });
  const roster = useQuery({ ...rosterQuery(value.batchId), enabled: value.batchId !== '' });
  const students = roster.data?.students ?? [];
  const failed = courses.isError || batches.isError || roster.isError;
  return (
    <div className="grid gap-5 md:grid-cols-3">
      <Field
        label={t`Course of the batch`}
        error={failed ? t`The batches could not be loaded.` : undefined}
      >
        {(control) => (
          <select
            {...control}
            className="input"
            value={courseId}
            onChange={(event) => {
              setCourseId(event.target.value);
              onChange({ batchId: '', studentId: '' });
            }}
          >
            <option value="">{courses.isPending ? t`Loading...` : t`No batch`}</option>
            {(courses.data ?? []).map((course) => (
              <option key={course._id} value={course._id}>
                {course.courseTitle}
              </option>
            ))}
          </select>
        )}
      </Field>
      <BatchSelect
        batches={batches.data ?? []}
        value={value.batchId}
        onChange={(batchId) => onChange({ batchId, studentId: '' })}
        disabled={courseId === ''}
      />
      <Field label={t`Student`} error={error}>
        {(control) => (
          <select
            {...control}
            className="input"
            value={value.studentId}
            disabled={value.batchId === ''}
            onChange={(event) => onChange({ ...value, studentId: event.target.value })}
          >
            <option value="">
              {value.batchId !== '' && roster.isSuccess && students.length === 0
                ? t`No students in this batch`
                : t`Choose a student`}
            </option>
            {students.map((student) => (
              <option key={student._id} value={student._id}>
                {student.userName}
              </option>
            ))}
          </select>
        )}
      </Field>
    </div>
  );
}
