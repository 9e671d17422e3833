export { ShipmentTags } from './ShipmentTags.tsx';
export { ShipmentStateTag } from './states.tsx';
