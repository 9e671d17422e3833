import type { PosFavourite } from '@kibo/contracts/resources';
import { formatAmount, tillPrice } from '@kibo/domain';
import { useQuery } from '@tanstack/react-query';
import { Segmented } from 'antd';
import { openDB } from 'idb';
import { memo, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiGet, http } from '../../platform/api/client.ts';
import { shownNumberLocale } from '../../platform/number/locale.ts';

// The till's quick-sale keys: goods without a barcode (bread, a coffee, loose pencils) a touch away,
// under their categories, each with its picture. The list and the pictures stay on the device, so the
// keys work with the line down too.

const SIDE = 96;

let thumbsDb: ReturnType<typeof openDB> | null = null;
/** The pictures' store, opened once per tab. */
const thumbs = () =>
  (thumbsDb ??= openDB('kibo-till-thumbs', 1, {
    upgrade: (database) => database.createObjectStore('thumbs'),
  }));

/** The card's picture shrunk to a key's size, kept on the device per version of the card. */
async function thumbnail(companyId: number, key: PosFavourite): Promise<string | null> {
  const db = await thumbs();
  const slot = `${companyId}:${key.id}`;
  const kept = (await db.get('thumbs', slot)) as { version: string; url: string } | undefined;
  if (kept?.version === key.version) return kept.url;
  if (!navigator.onLine) return kept?.url ?? null;
  const { data } = await http.get<Blob>(`/pos/favourites/${key.id}/image`, {
    responseType: 'blob',
    silent: true,
  });
  const bitmap = await createImageBitmap(data);
  const canvas = document.createElement('canvas');
  canvas.width = SIDE;
  canvas.height = SIDE;
  const scale = Math.max(SIDE / bitmap.width, SIDE / bitmap.height);
  const width = bitmap.width * scale;
  const height = bitmap.height * scale;
  canvas.getContext('2d')?.drawImage(bitmap, (SIDE - width) / 2, (SIDE - height) / 2, width, height);
  const url = canvas.toDataURL('image/webp', 0.8);
  await db.put('thumbs', { version: key.version, url }, slot);
  return url;
}

function Thumb({ companyId, quick }: { companyId: number; quick: PosFavourite }) {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    let current = true;
    if (quick.hasImage)
      thumbnail(companyId, quick)
        .then((made) => current && setUrl(made))
        .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [companyId, quick]);
  return url ? <img src={url} alt="" /> : <span className="initial">{quick.name.slice(0, 1)}</span>;
}

/** The quick-sale grid; `onPick` rings the card up like a scan. */
export const QuickKeys = memo(function QuickKeys({
  companyId,
  onPick,
}: {
  companyId: number;
  onPick(id: number): void;
}) {
  const { t } = useTranslation();
  const listKey = `kibo_till_quick_keys_${companyId}`;
  const locale = shownNumberLocale();
  const { data } = useQuery<PosFavourite[]>({
    queryKey: ['pos', 'favourites', companyId],
    queryFn: async () => {
      const { list } = await apiGet<{ list: PosFavourite[] }>('/pos/favourites', undefined, { silent: true });
      localStorage.setItem(listKey, JSON.stringify(list));
      return list;
    },
    initialData: () =>
      (JSON.parse(localStorage.getItem(listKey) ?? 'null') as PosFavourite[] | null) ?? undefined,
    // The device's list shows at once and is asked again from the server.
    initialDataUpdatedAt: 0,
    staleTime: 5 * 60_000,
  });
  const categories = useMemo(() => [...new Set((data ?? []).map((quick) => quick.category))], [data]);
  const [category, setCategory] = useState<string | null>(null);
  const shown = category ?? categories[0] ?? '';
  if (!data?.length) return null;
  return (
    <div className="kibo-till-quick" data-testid="till-quick-keys">
      {categories.length > 1 && (
        <Segmented
          value={shown}
          onChange={(value) => setCategory(String(value))}
          options={categories.map((name) => ({ value: name, label: name || t('pos.quick.other') }))}
        />
      )}
      <div className="keys">
        {data
          .filter((quick) => quick.category === shown)
          .map((quick) => (
            <button
              key={quick.id}
              type="button"
              className="key"
              onClick={() => onPick(quick.id)}
              title={quick.name}
            >
              <Thumb companyId={companyId} quick={quick} />
              <span className="name">{quick.name}</span>
              <span className="price">{formatAmount(tillPrice(quick), locale, 'TRY')}</span>
            </button>
          ))}
      </div>
    </div>
  );
});
