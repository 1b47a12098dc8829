export { findOwn } from './repo.ts';
