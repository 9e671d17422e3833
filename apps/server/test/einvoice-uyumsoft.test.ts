import { describeIntegrator } from './einvoice-scenario.ts';
import { startFakeUyumsoft } from './fakes/uyumsoft.ts';

describeIntegrator('uyumsoft', startFakeUyumsoft);
