export { groupOf } from './service.ts';
