import { UnauthorizedPage } from '../../platform/pages/StatusPages.tsx';

export default UnauthorizedPage;
