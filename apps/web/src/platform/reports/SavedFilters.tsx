import { DeleteOutlined, SaveOutlined } from '@ant-design/icons';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Input, message, Popover, Select, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiGet, apiSend } from '../api/client.ts';

interface Saved {
  id: number;
  name: string;
  query: Record<string, string>;
}

/**
 * The user's named filter sets of a report: one picked applies its filters, sort and grouping; the
 * filters on screen are saved under a name (the same name replaces it); each can be deleted.
 */
export function SavedFilters({
  report,
  query,
  onApply,
}: {
  report: string;
  query: Record<string, string>;
  onApply(query: Record<string, string>): void;
}) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const url = `/reports/${report.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}/filters`;
  const key = ['reports', report, 'saved'];
  const { data } = useQuery({ queryKey: key, queryFn: () => apiGet<Saved[]>(url) });
  const [name, setName] = useState('');
  const [open, setOpen] = useState(false);
  const refresh = () => client.invalidateQueries({ queryKey: key });
  const save = useMutation({
    mutationFn: () => apiSend<Saved>('post', url, { name, query }),
    onSuccess: (answer) => {
      message.success(answer.message);
      setOpen(false);
      setName('');
      void refresh();
    },
  });
  const remove = useMutation({
    mutationFn: (id: number) => apiSend('delete', `${url}/${id}`),
    onSuccess: (answer) => {
      message.success(answer.message);
      void refresh();
    },
  });
  return (
    <Space.Compact>
      <Select
        aria-label={t('reports.common.saved')}
        placeholder={t('reports.common.saved')}
        style={{ minWidth: 180 }}
        value={null}
        options={(data ?? []).map((saved) => ({ value: saved.id, label: saved.name }))}
        onChange={(id: number) => {
          const saved = data?.find((each) => each.id === id);
          if (saved) onApply(saved.query);
        }}
        optionRender={(option) => (
          <Space style={{ width: '100%', justifyContent: 'space-between' }}>
            {option.label}
            <Button
              size="small"
              type="text"
              icon={<DeleteOutlined />}
              aria-label={t('reports.common.deleteSaved', { name: option.label })}
              onClick={(event) => {
                event.stopPropagation();
                remove.mutate(Number(option.value));
              }}
            />
          </Space>
        )}
      />
      <Popover
        trigger="click"
        open={open}
        onOpenChange={setOpen}
        content={
          <Space.Compact>
            <Input
              aria-label={t('reports.common.saveName')}
              placeholder={t('reports.common.saveName')}
              maxLength={60}
              value={name}
              onChange={(event) => setName(event.target.value)}
              onPressEnter={() => name.trim() && save.mutate()}
            />
            <Button
              type="primary"
              disabled={!name.trim()}
              loading={save.isPending}
              onClick={() => save.mutate()}
            >
              {t('common.save')}
            </Button>
          </Space.Compact>
        }
      >
        <Button
          icon={<SaveOutlined />}
          aria-label={t('reports.common.save')}
          title={t('reports.common.save')}
        />
      </Popover>
    </Space.Compact>
  );
}
