import { App as AntApp } from 'antd';
import { Outlet } from 'react-router';
import { ErrorCatalogue } from './ErrorCatalogue.tsx';

/**
 * Everything behind the login: Ant Design's message/modal/notification context and the spec's
 * error catalogue. Loaded after login, so the login page stays light.
 */
export default function SessionFrame() {
  return (
    <AntApp>
      <ErrorCatalogue />
      <Outlet />
    </AntApp>
  );
}
