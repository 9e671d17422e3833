import { GlobalOutlined } from '@ant-design/icons';
import { LANGUAGES, type Language } from '@kibo/contracts';
import { Button, Dropdown } from 'antd';
import { useTranslation } from 'react-i18next';
import { changeLanguage } from '../../platform/i18n/index.ts';

export function LanguageSwitch({ onChange }: { onChange?: (language: Language) => void }) {
  const { t, i18n } = useTranslation();
  return (
    <Dropdown
      trigger={['click']}
      menu={{
        selectable: true,
        selectedKeys: [i18n.language],
        items: LANGUAGES.map((language) => ({ key: language, label: t(`shell.languages.${language}`) })),
        onClick: ({ key }) => {
          void changeLanguage(key as Language).then(() => onChange?.(key as Language));
        },
      }}
    >
      <Button
        type="text"
        icon={<GlobalOutlined />}
        aria-label={t('shell.language')}
        data-testid="language-switch"
      >
        {i18n.language.toUpperCase()}
      </Button>
    </Dropdown>
  );
}
