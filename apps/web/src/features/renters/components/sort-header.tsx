import type { SortOrder } from '@portico/contract';
import { useTranslation } from '../../../lib/i18n.ts';
import styles from './renters.module.css';

interface SortHeaderProps<Key extends string> {
  label: string;
  sortKey: Key;
  sortBy: Key;
  order: SortOrder;
  onSort: (sortBy: Key, order: SortOrder) => void;
}

/**
 * A column header that sorts the list by it (ascending first; again: the other way). Its state is
 * the header cell's aria-sort, as screen readers expect of a sortable table.
 */
export function SortHeader<Key extends string>({
  label,
  sortKey,
  sortBy,
  order,
  onSort,
}: SortHeaderProps<Key>) {
  const { t } = useTranslation();
  const active = sortKey === sortBy;
  const next: SortOrder = active && order === 'asc' ? 'desc' : 'asc';
  return (
    <th scope="col" aria-sort={active ? (order === 'asc' ? 'ascending' : 'descending') : undefined}>
      <button
        type="button"
        className={styles.sortButton}
        onClick={() => onSort(sortKey, next)}
        title={t(next === 'asc' ? 'renters.list.sortAscending' : 'renters.list.sortDescending')}
      >
        {label} {active ? (order === 'asc' ? '▲' : '▼') : null}
      </button>
    </th>
  );
}
