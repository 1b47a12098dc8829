export { invoiceFromProfile } from './service.ts';
