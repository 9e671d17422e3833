import { formatAmount } from '@kibo/domain';
import { useQuery } from '@tanstack/react-query';
import { Button, Empty, Modal, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { shownNumberLocale } from '../../platform/number/locale.ts';
import { fetchFloor, tableKeys } from './api.ts';

/**
 * Where an order goes: a free table to move it to, or an occupied one to merge it into (the spec's
 * transfer: free = move, occupied = merge). Tables are big buttons, per area.
 */
export function TransferDialog({
  mode,
  fromTableId,
  onPick,
  onClose,
}: {
  mode: 'move' | 'merge' | null;
  fromTableId: number;
  onPick(tableId: number): void;
  onClose(): void;
}) {
  const { t } = useTranslation();
  const floor = useQuery({ queryKey: tableKeys.floor, queryFn: fetchFloor, enabled: mode !== null });
  const fits = (table: { id: number; order: unknown }) =>
    table.id !== fromTableId && (mode === 'move' ? table.order === null : table.order !== null);
  const areas = (floor.data?.areas ?? [])
    .map((area) => ({
      ...area,
      tables: floor.data!.tables.filter((table) => table.areaId === area.id && fits(table)),
    }))
    .filter((area) => area.tables.length > 0);

  return (
    <Modal
      open={mode !== null}
      title={mode && t(mode === 'move' ? 'posTables.moveTitle' : 'posTables.mergeTitle')}
      footer={null}
      onCancel={onClose}
      destroyOnHidden
    >
      {areas.length === 0 && !floor.isLoading ? (
        <Empty description={t(mode === 'move' ? 'posTables.noFreeTables' : 'posTables.noOpenTables')} />
      ) : (
        <Space orientation="vertical" style={{ width: '100%' }} data-testid="transfer-tables">
          {areas.map((area) => (
            <div key={area.id}>
              <Typography.Text type="secondary">{area.name}</Typography.Text>
              <Space wrap style={{ marginTop: 4 }}>
                {area.tables.map((table) => (
                  <Button
                    key={table.id}
                    size="large"
                    style={{ minWidth: 88, height: 56 }}
                    onClick={() => onPick(table.id)}
                  >
                    <Space orientation="vertical" size={0}>
                      <strong>{table.name}</strong>
                      {table.order && (
                        <span style={{ fontSize: 12 }}>
                          {formatAmount(table.order.total, shownNumberLocale(), 'TRY')}
                        </span>
                      )}
                    </Space>
                  </Button>
                ))}
              </Space>
            </div>
          ))}
        </Space>
      )}
    </Modal>
  );
}
