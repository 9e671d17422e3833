import { FilterOutlined } from '@ant-design/icons';
import { Button, Space } from 'antd';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import './list.css';
import { useNarrow } from './narrow.ts';

/**
 * A list's search box and filters: side by side on a wide screen; on a phone the search box takes
 * the full width and the filters fold away behind one button.
 */
export function ListBar({ search, children }: { search?: ReactNode; children?: ReactNode }) {
  const { t } = useTranslation();
  const narrow = useNarrow();
  const [open, setOpen] = useState(false);
  if (!narrow)
    return (
      <Space wrap className="kibo-list-bar">
        {search}
        {children}
      </Space>
    );
  return (
    <div className="kibo-list-bar-narrow">
      {search}
      {children && (
        <Button icon={<FilterOutlined />} aria-expanded={open} onClick={() => setOpen(!open)}>
          {t('list.filters')}
        </Button>
      )}
      {open && children}
    </div>
  );
}
