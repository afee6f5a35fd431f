// Each table lives in its own file; drizzle-kit and the query builder read them all from here.
export { clientErrorLogs } from './clientErrorLogs';
