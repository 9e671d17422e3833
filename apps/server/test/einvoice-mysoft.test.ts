import { describeIntegrator } from './einvoice-scenario.ts';
import { startFakeMysoft } from './fakes/mysoft.ts';

describeIntegrator('mysoft', startFakeMysoft);
