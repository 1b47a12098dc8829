export { isFavorite } from './service.ts';
