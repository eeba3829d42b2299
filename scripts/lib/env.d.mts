export const ROOT: string;
export function ensureEnvFile(): boolean;
export function loadEnv(): Record<string, string>;
export function localUrls(env: Record<string, string | undefined>): { cmsPort: number; shopPort: number; cmsUrl: string; storefrontUrl: string };
