import { useLingui } from '@lingui/react/macro';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { formatCalendarDate, formatPhone } from '#common/format';
import { LoadError } from '#web/components/load-error';
import { PageLoading } from '#web/components/page-loading';
import { toast } from '#web/lib/toast';
import { followUpsQuery, markFollowUpDone } from '../api/attendance';
import './messages';

/** Students absent from two classes in a row, for the office to call home; each marked done. */
export function AbsenceFollowUps() {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const { data, isError, refetch } = useQuery(followUpsQuery);
  const done = useMutation({
    mutationFn: markFollowUpDone,
    onSuccess: async () => {
      toast.success(t`Follow-up done`);
      await queryClient.invalidateQueries({ queryKey: followUpsQuery.queryKey });
    },
    onError: (error) => toast.error(error.message),
  });
  let body;
  if (isError)
    body = (
      <LoadError title={t`The follow-ups could not be loaded.`} onRetry={() => void refetch()} />
    );
  else if (!data) body = <PageLoading />;
  else if (data.length === 0) body = <p>{t`Nobody has missed two classes in a row.`}</p>;
  else
    body = (
      <ul className="divide-y rounded border">
        {data.map((item) => (
          <li key={item._id} className="flex flex-col gap-2 p-3 sm:flex-row sm:items-center">
            <div className="sm:flex-1">
              <p className="font-medium">{item.student.userName}</p>
              <p className="text-sm text-slate-600">
                {t`${item.courseTitle}, batch from ${formatCalendarDate(item.batchStartsOn)}`}
              </p>
              <p className="text-sm">
                {t`Absent on ${item.dates.map(formatCalendarDate).join(' and ')}`}
              </p>
              <p className="text-sm">
                {item.guardianPhones.length === 0
                  ? t`No guardian's phone`
                  : item.guardianPhones.map((phone) => (
                      <a key={phone} href={`tel:+91${phone}`} className="mr-3 underline">
                        {formatPhone(phone)}
                      </a>
                    ))}
              </p>
            </div>
            <button
              type="button"
              className="btn btn-outline min-h-11"
              disabled={done.isPending}
              onClick={() => done.mutate(item._id)}
              aria-label={t`Mark the follow-up of ${item.student.userName} done`}
            >
              {t`Done`}
            </button>
          </li>
        ))}
      </ul>
    );
  return (
    <section className="space-y-3" aria-labelledby="follow-ups-title">
      <h2 id="follow-ups-title" className="text-lg font-semibold">
        {t`Absent twice in a row`}
      </h2>
      {body}
    </section>
  );
}
