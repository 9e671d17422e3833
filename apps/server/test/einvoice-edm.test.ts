import { describeIntegrator } from './einvoice-scenario.ts';
import { startFakeEdm } from './fakes/edm.ts';

describeIntegrator('edm', startFakeEdm);
