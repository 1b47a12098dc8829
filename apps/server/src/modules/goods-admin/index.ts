export { adminListConditions } from './repo.ts';
