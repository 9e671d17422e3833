import Icon from '@ant-design/icons';
import type { GetProps } from 'antd';

// The Turkish lira sign drawn as strokes (Ant Design's money icons show ¥ or $).
const LiraSvg = () => (
  <svg
    viewBox="0 0 24 24"
    width="1em"
    height="1em"
    fill="none"
    stroke="currentColor"
    strokeWidth="2"
    strokeLinecap="round"
    strokeLinejoin="round"
    aria-hidden="true"
  >
    <path d="M15 4 5 9" />
    <path d="m15 8.5-10 5" />
    <path d="M18 12a9 9 0 0 1-9 9V3" />
  </svg>
);

/** An outlined ₺ in the style of Ant Design's icons, for collections and payments in lira. */
export const LiraOutlined = (props: Partial<GetProps<typeof Icon>>) => (
  <Icon component={LiraSvg} data-icon="lira" {...props} />
);
