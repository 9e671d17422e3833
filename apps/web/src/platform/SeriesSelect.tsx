import { useQuery } from '@tanstack/react-query';
import { Select } from 'antd';
import { apiGet } from './api/client.ts';

/** The query key of a document type's series: a save that set up the first series refreshes it. */
export const seriesKey = (docType: string) => ['documents', 'series', docType] as const;

/**
 * The series a new document or voucher is numbered from (none: the user's or the company's
 * default), fixed once saved. A saved record names its own series: its first save may have set the
 * series up after this list was read, and the box must show a name, never the series' id.
 */
export function SeriesSelect(props: {
  docType: string;
  /** The saved record's series, as the server names it. */
  savedName?: string;
  disabled: boolean;
  placeholder?: string;
  id?: string;
  value?: number | null;
  onChange?: (value: number | null) => void;
}) {
  const { data } = useQuery({
    queryKey: seriesKey(props.docType),
    queryFn: () =>
      apiGet<{ list: { id: number; name: string; prefix: string }[] }>('/document-series', {
        docType: props.docType,
        pageSize: 100,
      }),
    staleTime: 60_000,
  });
  const options = (data?.list ?? []).map((one) => ({
    value: one.id,
    label: one.prefix ? `${one.name} (${one.prefix})` : one.name,
  }));
  const value = props.value ?? undefined;
  if (value !== undefined && !options.some((option) => option.value === value))
    options.unshift({ value, label: props.savedName || props.placeholder || '' });
  return (
    <Select
      id={props.id}
      allowClear
      disabled={props.disabled}
      placeholder={props.placeholder}
      value={value}
      onChange={(next) => props.onChange?.(next ?? null)}
      options={options}
    />
  );
}
