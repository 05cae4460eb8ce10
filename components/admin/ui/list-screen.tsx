import type { Paged } from "@/lib/admin/paging";
import { FilterBar, type FilterField } from "./filter-bar";
import { PageHeader } from "./page-header";
import { Pagination } from "./pagination";
import { ListTable } from "./table";

/**
 * A console list screen: heading, the filters as a GET form, the table (each screen draws its
 * own columns with `children`) and the page links.
 */
export function ListScreen<Row>({
  title,
  description,
  action,
  filters,
  params,
  headers,
  result,
  empty,
  children,
}: {
  title: string;
  description: string;
  /** The screen's own path: the filters submit to it. */
  action: string;
  filters: FilterField[];
  params: Record<string, string>;
  headers: readonly string[];
  result: Paged<Row>;
  empty: string;
  children: (row: Row) => React.ReactNode;
}) {
  return (
    <>
      <PageHeader title={title} description={description} />
      <FilterBar action={action} fields={filters} values={params} />
      <ListTable label={title} headers={headers} rows={result.rows} empty={empty}>
        {children}
      </ListTable>
      <Pagination {...result} params={params} />
    </>
  );
}
