import type { QueryKey } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { AdminListTable, type AdminListTableProps } from './admin-list-table';
import { AdminPageIntro } from './admin-page-intro';

interface AdminListPageProps<Row, Data, Key extends QueryKey> extends AdminListTableProps<
  Row,
  Data,
  Key
> {
  title: string;
  intro: ReactNode;
  /** Buttons above the table, such as "Add Course". */
  actions?: ReactNode;
}

/** An admin list screen: intro, actions, and the list's table with its pages and every state. */
export function AdminListPage<Row, Data, Key extends QueryKey>({
  title,
  intro,
  actions,
  ...table
}: AdminListPageProps<Row, Data, Key>) {
  return (
    <div className="space-y-6">
      <AdminPageIntro title={title}>{intro}</AdminPageIntro>
      {actions && <div className="flex flex-wrap justify-end gap-3">{actions}</div>}
      <AdminListTable {...table} />
    </div>
  );
}
