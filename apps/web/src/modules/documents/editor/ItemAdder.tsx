import { items } from '@kibo/contracts/resources';
import { scanQuantity, splitScan } from '@kibo/domain';
import { useQuery } from '@tanstack/react-query';
import { App, Input, type InputRef, Select, Space, Tag } from 'antd';
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
 * barcode or code is exactly that, and a search by name. As on Turkish tills, `3*` before a scan
 * (or 3 then the `*` key, which keeps 3 waiting beside the box) counts the item three times.
 */
export function ItemAdder({
  onAdd,
  disabled,
  find,
}: {
  onAdd(item: ItemRow, quantity?: string): void;
  disabled: boolean;
  /** Where a scan is looked up instead of the server (the till: this device's copy first). */
  find?: (code: string) => Promise<ItemRow | undefined>;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const scanBox = useRef<InputRef>(null);
  const [code, setCode] = useState('');
  const [quantity, setQuantity] = useState<string>();
  const [text, setText] = useState('');
  const search = useDebounced(text, 250);
  const { data, isFetching } = useQuery({
    queryKey: ['documents', 'item-search', search],
    queryFn: () => findItems(search),
    enabled: search.length > 0,
  });

  const scan = async () => {
    const typed = splitScan(code);
    const term = typed.code;
    if (!term) return;
    const count = typed.quantity ?? quantity;
    setCode('');
    setQuantity(undefined);
    if (find) {
      const card = await find(term);
      if (card) onAdd(card, count);
      else message.warning(t('documents.itemNotFound', { code: term }));
      scanBox.current?.focus();
      return;
    }
    const found = await findItems(term);
    const upper = term.toLocaleUpperCase('tr');
    const exact =
      found.find((item) => item.barcodes.includes(term) || item.code.toLocaleUpperCase('tr') === upper) ??
      (found.length === 1 ? found[0] : undefined);
    if (exact) onAdd(await cardOf(exact.id), count);
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
        // Always a prefix: the box keeps its element (and the focus) when a quantity appears.
        prefix={
          <span data-testid="scan-prefix">
            {quantity && (
              <Tag color="blue" data-testid="scan-quantity" style={{ marginInlineEnd: 4 }}>
                {`${quantity.replace('.', ',')} ×`}
              </Tag>
            )}
          </span>
        }
        onChange={(event) => setCode(event.target.value)}
        onKeyDown={(event) => {
          // The quantity key: what was typed so far is how many of the next scan.
          if (event.key === '*' && scanQuantity(code)) {
            event.preventDefault();
            setQuantity(scanQuantity(code));
            setCode('');
            return;
          }
          // Backspace on an empty box lets go of a quantity waiting for its scan.
          if (event.key === 'Backspace' && !code && quantity) setQuantity(undefined);
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
          if (!id) return;
          const count = quantity;
          setQuantity(undefined);
          void cardOf(id).then((card) => onAdd(card, count));
        }}
      />
    </Space>
  );
}
