import type { SettingsDef } from '@kibo/contracts/resources';
import { useQueryClient } from '@tanstack/react-query';
import { Card } from 'antd';
import { useTranslation } from 'react-i18next';
import { loadSettings } from '../settings.ts';
import { resourceKeys } from './api.ts';
import { ResourceForm } from './ResourceForm.tsx';

/** A company settings screen: the declared sections in one form; Cancel brings back the saved values. */
export function SettingsPage({ def }: { def: SettingsDef }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return (
    <Card title={t(`resources.${def.name}.one`)}>
      <ResourceForm
        def={def}
        mode="edit"
        id={0}
        // Screens follow the company's preferences from the app settings: fetch them again now.
        onSaved={() => void loadSettings({ force: true })}
        onCancel={() => void queryClient.resetQueries({ queryKey: resourceKeys.all(def) })}
      />
    </Card>
  );
}
