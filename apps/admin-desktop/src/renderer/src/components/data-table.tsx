import type { ReactNode } from 'react';

/** The last column of a table whose rows end with their buttons: named for screen readers only. */
export const ACTIONS_COLUMN = null;

interface DataTableProps {
  /** The column headings, left to right; ACTIONS_COLUMN for a row's buttons. */
  columns: readonly (string | typeof ACTIONS_COLUMN)[];
  /** What the table holds, said by screen readers before it (not shown). */
  caption?: string;
  /** Added to `data-table`, for a view's own column widths. */
  className?: string;
  /** The rows (`<tr>`), each starting with its `<th scope="row">` where a row has a name. */
  children: ReactNode;
}

/** The console's tables: one heading row of column headers, then the rows given. */
export function DataTable({ columns, caption, className, children }: DataTableProps) {
  return (
    <table className={className ? `data-table ${className}` : 'data-table'}>
      {caption && <caption className="visually-hidden">{caption}</caption>}
      <thead>
        <tr>
          {columns.map((column, index) => (
            <th scope="col" key={column ?? `actions-${index}`}>
              {column ?? <span className="visually-hidden">Actions</span>}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>{children}</tbody>
    </table>
  );
}
