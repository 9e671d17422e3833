import { items, warehouses } from '@kibo/contracts/resources';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { apiSend } from '../../platform/api/client.ts';
import { formatQuantity } from '../../platform/ledger/format.ts';
import { useUnitDecimals } from '../../platform/number/units.ts';
import { fetchPage, type ResourceRow, resourceKeys } from '../../platform/resources/api.ts';
import { ResourceFormPage } from '../../platform/resources/ResourceFormPage.tsx';
import { ResourceListPage } from '../../platform/resources/ResourceListPage.tsx';

/**
 * Quantity on hand in total and per warehouse, as the balance table holds it (no row: zero), in the
 * decimals of the item's main unit.
 */
function useBalanceColumns(): TableColumnsType<ResourceRow> {
  const { t } = useTranslation();
  const unitDecimals = useUnitDecimals();
  const { data } = useQuery({
    queryKey: ['resource', 'warehouses', 'balance-columns'],
    queryFn: () => fetchPage(warehouses, { pageSize: 50, sort: 'code' }),
    staleTime: 60_000,
  });
  return [
    {
      key: 'onHand',
      title: t('stock.onHand'),
      align: 'right',
      render: (_, row) => formatQuantity(row.onHand, unitDecimals(row.unitId)),
    },
    { key: 'shelves', title: t('stock.shelves'), render: (_, row) => String(row.shelves ?? '') },
    ...(data?.list ?? []).map((warehouse) => ({
      key: `warehouse-${warehouse.id}`,
      title: String(warehouse.name),
      align: 'right' as const,
      render: (_: unknown, row: ResourceRow) =>
        formatQuantity((row.balances as Record<string, string>)?.[warehouse.id], unitDecimals(row.unitId)),
    })),
  ];
}

export function ItemList() {
  const balances = useBalanceColumns();
  return (
    <ResourceListPage
      def={items}
      form={{ routes: '/stok', copyRoute: true }}
      extraColumns={balances}
      // Items whose quantity on hand fell below their minimum stand out, to be reordered.
      rowClassName={(row) => (row.belowMinimum ? 'kibo-below-minimum' : '')}
    />
  );
}

/** Creates the child cards of the saved variant choices (colour × size…), each with its own barcode. */
function CreateVariantsButton({ record }: { record: ResourceRow }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const create = useMutation({
    mutationFn: () => apiSend<{ created: number }>('post', `/items/${record.id}/variants`),
    onSuccess: async ({ message: done }) => {
      message.success(done);
      await queryClient.invalidateQueries({ queryKey: resourceKeys.all(items) });
    },
  });
  return (
    <Button loading={create.isPending} onClick={() => create.mutate()}>
      {t('stock.createVariants')}
    </Button>
  );
}

export function ItemForm() {
  return (
    <ResourceFormPage
      def={items}
      listPath="/stok/list"
      base="/stok"
      actions={(record) =>
        record?.id && !record.parentId && (record.variants as unknown[]).length > 0 ? (
          <CreateVariantsButton record={record} />
        ) : null
      }
    />
  );
}
