export { notifyArrivals } from './notify.ts';
export { withArrivalNotice, withArrivalNotices, withArrived } from './service.ts';
