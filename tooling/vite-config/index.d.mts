import type { BuildEnvironmentOptions, Plugin } from 'vite';
export declare function shopSources(): Plugin;
export declare function reactExternalStore(): Plugin;
export declare const chromiumPath: string;
export declare const chromiumArgs: string[];
// biome-ignore lint/suspicious/noExplicitAny: Vitest's browser config type is internal
export declare function browserTestSettings(): Promise<any>;
// biome-ignore lint/suspicious/noExplicitAny: Vitest's reporter tuple type is internal
export declare function vitestReporters(name: string): any[];
export declare function prevalidatedWebsite(): Plugin;

export declare function siteClientBuild(entry: string): BuildEnvironmentOptions;
