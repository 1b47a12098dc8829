import { httpRequests } from './metrics.ts';

/**
 * A cluster worker for serve-metrics.test.ts: it loads the store's metrics as the app's workers do, counts
 * one request, and says so; it then stays up (its IPC channel holds it) until the test ends it.
 */
httpRequests.inc({ route: '/cluster-fixture', method: 'GET', status: 200 });
process.send?.('counted');
