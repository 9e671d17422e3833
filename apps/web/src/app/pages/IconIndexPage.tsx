import { Card, Col, Row, Typography } from 'antd';
import { createElement } from 'react';
import { useTranslation } from 'react-i18next';
import { MENU_ICONS } from '../shell/icons.tsx';

/** /icon/index: the icons the menu can use, with their names. */
export default function IconIndexPage() {
  const { t } = useTranslation();
  return (
    <>
      <Typography.Title level={3}>{t('pages.iconsTitle')}</Typography.Title>
      <Typography.Paragraph type="secondary">{t('pages.iconsText')}</Typography.Paragraph>
      <Row gutter={[12, 12]}>
        {Object.entries(MENU_ICONS).map(([name, icon]) => (
          <Col key={name} xs={12} sm={8} md={6} lg={4}>
            <Card size="small" style={{ textAlign: 'center' }}>
              <div style={{ fontSize: 24 }}>{createElement(icon)}</div>
              <Typography.Text style={{ fontSize: 11 }} copyable>
                {name}
              </Typography.Text>
            </Card>
          </Col>
        ))}
      </Row>
    </>
  );
}
