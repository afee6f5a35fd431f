export declare function routesOf(site: {
  keyPages: Array<{ name: string; path: string }>;
  prerenderedFile: string;
  renderedRoutes: string[];
}): Array<{ name?: string; path: string }>;
