// The link rules live in the platform: a picker's "create it here" link follows them too.
export { menuLink } from '../../platform/menus.ts';
