export { adStorageKeyOf } from './service.ts';
