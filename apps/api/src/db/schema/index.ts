// Each table lives in its own file; drizzle-kit and the query builder read them all from here.
export { articles } from './articles';
export { clientErrorLogs } from './clientErrorLogs';
export { conditions } from './conditions';
export { contactMessages } from './contactMessages';
export { testimonials } from './testimonials';
