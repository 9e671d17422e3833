import { items } from '@kibo/contracts/resources';
import { useQuery } from '@tanstack/react-query';
import { App, Input, type InputRef, Select, Space } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDebounced } from '../../../platform/list-state.ts';
import { fetchPage, fetchRecord } from '../../../platform/resources/api.ts';
import type { ItemRow } from './lines.ts';

/** List rows carry the columns a list shows: enough to pick one (code, name, barcodes). */
type ItemHit = Pick<ItemRow, 'id' | 'code' | 'name' | 'barcodes'>;

const findItems = async (search: string) =>
  (await fetchPage(items, { search, pageSize: 20 })).list as unknown as ItemHit[];

/** The whole stock card (units, prices, VAT) a new line is filled from. */
export const cardOf = async (id: number) => (await fetchRecord(items, id)) as unknown as ItemRow;

/**
 * Two ways to add a line: a scanner (or fast typing) into the code box, which takes the item whose
 * barcode or code is exactly that, and a search by name.
 */
export function ItemAdder({ onAdd, disabled }: { onAdd(item: ItemRow): void; disabled: boolean }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const scanBox = useRef<InputRef>(null);
  const [code, setCode] = useState('');
  const [text, setText] = useState('');
  const search = useDebounced(text, 250);
  const { data, isFetching } = useQuery({
    queryKey: ['documents', 'item-search', search],
    queryFn: () => findItems(search),
    enabled: search.length > 0,
  });

  const scan = async () => {
    const term = code.trim();
    if (!term) return;
    setCode('');
    const found = await findItems(term);
    const upper = term.toLocaleUpperCase('tr');
    const exact =
      found.find((item) => item.barcodes.includes(term) || item.code.toLocaleUpperCase('tr') === upper) ??
      (found.length === 1 ? found[0] : undefined);
    if (exact) onAdd(await cardOf(exact.id));
    else message.warning(t('documents.itemNotFound', { code: term }));
    scanBox.current?.focus();
  };

  return (
    <Space wrap style={{ marginBottom: 8 }}>
      <Input
        ref={scanBox}
        data-testid="scan-box"
        aria-label={t('documents.scan')}
        placeholder={t('documents.scan')}
        style={{ width: 260 }}
        disabled={disabled}
        value={code}
        onChange={(event) => setCode(event.target.value)}
        onKeyDown={(event) => {
          if (event.key !== 'Enter') return;
          // The scanner's Enter adds the line; it must not walk to the next field or save.
          event.preventDefault();
          event.stopPropagation();
          void scan();
        }}
      />
      <Select<number | null>
        showSearch
        aria-label={t('documents.findItem')}
        placeholder={t('documents.findItem')}
        style={{ width: 320 }}
        disabled={disabled}
        value={null}
        filterOption={false}
        onSearch={setText}
        loading={isFetching}
        options={(data ?? []).map((item) => ({ value: item.id, label: `${item.code} · ${item.name}` }))}
        onChange={(id: number | null) => {
          setText('');
          if (id) void cardOf(id).then(onAdd);
        }}
      />
    </Space>
  );
}
