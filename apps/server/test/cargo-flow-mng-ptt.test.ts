import { cargoScenario } from './cargo-scenario.ts';
import { startFakeMng } from './fakes/cargo-mng.ts';
import { startFakePtt } from './fakes/cargo-ptt.ts';

// MNG (REST with its JWT, ZPL labels) and PTT (SOAP, barcodes from the allotted range).
cargoScenario('mng', startFakeMng);
cargoScenario('ptt', startFakePtt);
