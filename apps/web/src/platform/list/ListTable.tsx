import { Table, type TableProps } from 'antd';
import type { ReactNode } from 'react';
import './list.css';
import { useNarrow } from './narrow.ts';
import { RowCards } from './RowCards.tsx';

export type ListTableProps<T extends object> = TableProps<T> & {
  /** The column whose cell titles a row's card on a phone (default: the first). */
  cardTitle?: string;
  /** What `summary` shows, for the cards (a table's summary rows cannot stand outside a table). */
  cardSummary?: ReactNode;
};

/**
 * Every list's table: columns on a wide screen, one card per row on a phone, with the same columns,
 * sorting, paging, selection and row actions, so the page never scrolls sideways.
 */
export function ListTable<T extends object>({ cardTitle, cardSummary, ...props }: ListTableProps<T>) {
  const narrow = useNarrow();
  if (narrow) return <RowCards {...props} cardTitle={cardTitle} cardSummary={cardSummary} />;
  return <Table<T> {...props} />;
}
