export { RoutePageViews, usePageViews } from './tanstack-router/usePageViews';
