export interface DocumentHashes {
  script: string[];
  style: string[];
}

export const RUNTIME_STYLES: string[];
export const HEADERS_FILE_LIMITS: { rules: number; lineLength: number };
export function hashSource(text: string): string;
export function inlineScripts(html: string): string[];
export function documentHashes(html: string): DocumentHashes;
export function headersFileProblems(text: string): string[];
