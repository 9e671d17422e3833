import { App as AntApp } from 'antd';
import { Outlet } from 'react-router';
import { ErrorCatalogue } from './ErrorCatalogue.tsx';

/**
 * Everything behind the login: Ant Design's message/modal/notification context and the spec's
 * error catalogue. Loaded after login, so the login page stays light. One message at a time: a
 * second save's message replaces the first instead of stacking over the form's header.
 */
export default function SessionFrame() {
  return (
    <AntApp message={{ maxCount: 1 }}>
      <ErrorCatalogue />
      <Outlet />
    </AntApp>
  );
}
