// Each table lives in its own file; drizzle-kit and the query builder read them all from here.
export { articles } from './articles';
export { beats } from './beats';
export { clientErrorLogs } from './clientErrorLogs';
export { conditions } from './conditions';
export { consentProofs } from './consentProofs';
export { contactMessages } from './contactMessages';
export { cookieProviders } from './cookieProviders';
export { cookieScripts } from './cookieScripts';
export { cookies } from './cookies';
export { testimonials } from './testimonials';
