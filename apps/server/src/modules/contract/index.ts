export { assertContractState, contractStateSql } from './service.ts';
