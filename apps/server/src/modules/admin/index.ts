export { lockBuyer } from './repo.ts';
