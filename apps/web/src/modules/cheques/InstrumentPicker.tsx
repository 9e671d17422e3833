import { type ChequeMove, type ChequeTarget, movableStates } from '@kibo/domain';
import { useQuery } from '@tanstack/react-query';
import { Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiGet } from '../../platform/api/client.ts';
import { formatDate, formatMoney } from '../../platform/ledger/format.ts';
import { useDebounced } from '../../platform/list-state.ts';
import type { PortfolioRow } from './bordro.ts';

/** One line of the portfolio as a picker reads it: serial, drawer, due date, amount. */
export const instrumentLabel = (
  row: Pick<PortfolioRow, 'serialNo' | 'drawer' | 'dueDate'> & { amount?: string; currency?: string },
) =>
  [row.serialNo, row.drawer, formatDate(row.dueDate), row.amount ? formatMoney(row.amount, row.currency) : '']
    .filter(Boolean)
    .join(' · ');

/**
 * Adds instruments from the portfolio to a bordro: those whose state allows the move, in the
 * bordro's currency, earliest due first, searchable by serial, drawer, bank or account.
 */
export function InstrumentPicker(props: {
  move: ChequeMove;
  target: ChequeTarget | null;
  currency: string;
  /** Already on the bordro: not offered again. */
  exclude: number[];
  onPick: (row: PortfolioRow) => void;
}) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const search = useDebounced(text, 250);
  const states = movableStates(props.move, props.target);
  const { data, isFetching } = useQuery({
    queryKey: ['instruments', 'picker', states, props.currency, search],
    queryFn: () =>
      apiGet<{ list: PortfolioRow[] }>('/instruments', {
        state: states.join(','),
        currency: props.currency,
        search: search || undefined,
        pageSize: 50,
      }),
  });
  const rows = (data?.list ?? []).filter((row) => !props.exclude.includes(row.id));
  return (
    <Select<number>
      showSearch
      filterOption={false}
      onSearch={setText}
      value={null}
      style={{ minWidth: 420 }}
      loading={isFetching}
      placeholder={t('cheques.pick')}
      data-testid="instrument-picker"
      notFoundContent={t('cheques.noneToPick')}
      options={rows.map((row) => ({
        value: row.id,
        label: `${instrumentLabel(row)} · ${t(`resources.instruments.options.state.${row.state}`)}`,
      }))}
      onChange={(id) => {
        const row = rows.find((one) => one.id === id);
        if (row) props.onPick(row);
        setText('');
      }}
    />
  );
}
