export { visible } from './repo.ts';
