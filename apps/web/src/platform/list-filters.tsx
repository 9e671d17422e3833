import { documentSeries, type FieldMeta } from '@kibo/contracts/resources';
import { Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchBox } from './list-state.ts';
import { FieldInput } from './resources/widgets.tsx';

// Filters hand-written lists share: a date range and a search box, both kept in the address query.

const dateMeta = { kind: 'date', required: false } as FieldMeta;

/** From and to dates; each change answers the query fields it sets (empty when cleared). */
export function DateRangeFilter(props: {
  from: string;
  to: string;
  onChange: (patch: { dateFrom?: string; dateTo?: string }) => void;
}) {
  return (
    <>
      <FieldInput
        context={{ def: documentSeries, field: 'dateFrom', meta: dateMeta }}
        value={props.from || null}
        onChange={(value) => props.onChange({ dateFrom: (value as string) ?? '' })}
      />
      <FieldInput
        context={{ def: documentSeries, field: 'dateTo', meta: dateMeta }}
        value={props.to || null}
        onChange={(value) => props.onChange({ dateTo: (value as string) ?? '' })}
      />
    </>
  );
}

/** The search box: typing reaches the address once the user pauses (`useSearchBox`). */
export function SearchFilter({ value, onSearch }: { value: string; onSearch: (search: string) => void }) {
  const { t } = useTranslation();
  const [text, setText] = useSearchBox(value, onSearch);
  return (
    <Input
      allowClear
      style={{ width: 240 }}
      placeholder={t('common.searchPlaceholder')}
      aria-label={t('common.searchPlaceholder')}
      value={text}
      onChange={(event) => setText(event.target.value)}
    />
  );
}
