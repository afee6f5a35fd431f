export interface PageAssetReferences {
  scripts: string[];
  modulePreloads: string[];
  stylesheets: string[];
}

export interface Size {
  raw: number;
  gzip: number;
}

export interface SizeTotal extends Size {
  files: number;
}

export interface RouteBundleSize {
  route: string;
  file: string;
  initialJs: SizeTotal;
  initialCss: SizeTotal;
  lazyJs: SizeTotal;
}

export interface PackageEntrySize extends Size {
  package: string;
  entry: string;
  missing: boolean;
}

export declare function pageAssetReferences(html: string): PageAssetReferences;
export declare function fileSize(file: string): Size;
export declare function routeOfHtmlFile(relativeFile: string): string;
export declare function routeBundleSizes(clientDir: string): RouteBundleSize[];
export declare function packageEntrySizes(packagesDir: string): PackageEntrySize[];
